// Reads a multipart body without ever holding more than `maxBytes` of it: a declared
// or actual size over the limit is 413 before parsing.
import { AppError } from "../errors";

export async function readFormData(req: Request, maxBytes: number, tooLarge: string): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    throw new AppError("unsupported_media_type", "Send the file as multipart/form-data, in a field named \"file\".");
  }
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("payload_too_large", tooLarge);
  if (!req.body) throw new AppError("invalid_request", "The request has no body.");

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
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("invalid_request", "The upload could not be read. Try again.");
  }
}
