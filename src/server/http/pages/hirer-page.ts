// Responses of the hirer's pages (/sign/...): every one, errors included, carries the public
// pages' headers (PUBLIC_PAGE_HEADERS); HTML gets a strict Content-Security-Policy with a
// per-response nonce.
import { AppError } from "../../errors";
import { clientIpFromHeaders } from "../../net/client-ip";
import { fileResponse, type FileOptions } from "../files/file-response";
import { PUBLIC_PAGE_HEADERS, publicPagePolicy } from "../security-headers";

export function htmlResponse(
  body: string,
  status: number,
  nonce: string,
  options: { connect?: boolean } = {},
): Response {
  return new Response(body, {
    status,
    headers: {
      ...PUBLIC_PAGE_HEADERS,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": publicPagePolicy(nonce, options),
      "X-Frame-Options": "DENY",
    },
  });
}

/** A JSON answer of a hirer's page's own routes (the self-inspection's uploads), with the pages' headers. */
export function jsonResponse(body: unknown, status: number, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...PUBLIC_PAGE_HEADERS,
      ...headers,
      "Content-Type": "application/json; charset=utf-8",
    },
  });
}

export const bytesResponse = (
  bytes: Buffer,
  contentType: string,
  options: Pick<FileOptions, "etag" | "filename" | "download"> = {},
): Response =>
  fileResponse(bytes, contentType, {
    ...options,
    cache: PUBLIC_PAGE_HEADERS["Cache-Control"],
    headers: PUBLIC_PAGE_HEADERS,
  });

/** Who is asking: the client's address (as for the API) and its user agent. */
export const requestFacts = (req: Request) => ({
  ip: clientIpFromHeaders(req.headers),
  userAgent: (req.headers.get("user-agent") ?? "").slice(0, 500) || "unknown",
});

// A drawn signature as a PNG data URL is well under this; the rest of the form is tiny.
const MAX_FORM_BYTES = 2_200_000;

/** The signing form (application/x-www-form-urlencoded), read without holding more than the limit. */
export async function readSigningForm(req: Request): Promise<URLSearchParams> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded"))
    throw new AppError("unsupported_media_type", "Send the signing form as a web form.");
  if (Number(req.headers.get("content-length") ?? "0") > MAX_FORM_BYTES || !req.body)
    throw new AppError("payload_too_large", "The signature is too large.");
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = req.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    total += read.value.byteLength;
    if (total > MAX_FORM_BYTES) {
      await reader.cancel();
      throw new AppError("payload_too_large", "The signature is too large.");
    }
    chunks.push(read.value);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}
