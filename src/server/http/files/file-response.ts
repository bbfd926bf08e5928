// Every file answer (PDFs, photos, logos, CSV exports) is built here: its type, its length
// when the bytes are in hand, how it is named (inline or as an attachment) and how long it
// may be kept.

/** What a media id or a signed PDF names never changes: the browser may keep it for ever. */
export const KEEP_FOREVER = "private, max-age=31536000, immutable";
/** Exports and invoices are read fresh each time and kept by no one. */
export const KEEP_NEVER = "private, no-store";

export type FileOptions = {
  /** The Cache-Control value. */
  cache: string;
  etag?: string;
  /** Named in Content-Disposition: as an attachment when `download`, else inline. */
  filename?: string;
  download?: boolean;
  /** Headers the page serving the file adds (a public page's). */
  headers?: Record<string, string>;
};

export function fileResponse(
  body: Buffer | ReadableStream<Uint8Array>,
  contentType: string,
  options: FileOptions,
): Response {
  const headers: Record<string, string> = {
    ...options.headers,
    "Content-Type": contentType,
    "Cache-Control": options.cache,
    "X-Content-Type-Options": "nosniff",
  };
  if (Buffer.isBuffer(body)) headers["Content-Length"] = String(body.length);
  if (options.etag) headers.ETag = `"${options.etag}"`;
  if (options.filename)
    headers["Content-Disposition"] =
      `${options.download ? "attachment" : "inline"}; filename="${options.filename}"`;
  return new Response(Buffer.isBuffer(body) ? new Uint8Array(body) : body, { headers });
}
