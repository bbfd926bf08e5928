// Request bodies read while counting: never more than the limit is held, and a
// declared or actual size over it is 413 as soon as the limit is passed (the rest is
// not read). JSON bodies: 1 MB; an upload: 20 MB (plus its multipart envelope).
import { AppError } from "../errors";

export const JSON_MAX_BYTES = 1024 * 1024;
export const JSON_TOO_LARGE = "The request body is over the 1 MB limit for JSON.";

/** The whole body, at most `maxBytes` of it; empty when there is none. */
export async function readLimitedBody(
  req: Request,
  maxBytes: number,
  tooLarge: string,
): Promise<Buffer> {
  const length = req.headers.get("content-length");
  const declared = Number(length ?? "0");
  if (declared > maxBytes) throw new AppError("payload_too_large", tooLarge);
  if (length !== null && /^\d+$/.test(length) && !req.headers.has("transfer-encoding")) {
    // node:http delivers no more than a request declares, so a body of a declared length within
    // the limit is read whole, straight from the socket: through `req.body` the server's adapter
    // first builds a fetch Request and its stream (most of the work of reading a JSON write).
    const bytes = Buffer.from(await req.arrayBuffer());
    if (bytes.length > maxBytes) throw new AppError("payload_too_large", tooLarge);
    return bytes;
  }
  if (!req.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = req.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    total += read.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new AppError("payload_too_large", tooLarge);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

/** `bytes` as a multipart form (its type from `contentType`). */
export async function parseFormData(bytes: Buffer, contentType: string): Promise<FormData> {
  try {
    return await new Response(new Uint8Array(bytes), {
      headers: { "content-type": contentType },
    }).formData();
  } catch {
    throw new AppError("invalid_request", "The upload could not be read. Try again.");
  }
}

export async function readFormData(
  req: Request,
  maxBytes: number,
  tooLarge: string,
): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    throw new AppError(
      "unsupported_media_type",
      'Send the file as multipart/form-data, in a field named "file".',
    );
  }
  if (!req.body) throw new AppError("invalid_request", "The request has no body.");
  return parseFormData(await readLimitedBody(req, maxBytes, tooLarge), type);
}
