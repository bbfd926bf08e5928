import { TRPCClientError } from "@trpc/client";

/** A failed call's field errors by JSON Pointer (`/phone`, `/address/postcode`), from the server's `errors[]`. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const data: unknown = error.data;
  if (!data || typeof data !== "object" || !("errors" in data) || !Array.isArray(data.errors))
    return {};
  const out: Record<string, string> = {};
  for (const entry of data.errors as { pointer?: string; detail?: string }[]) {
    // The API's details read "must be …" after a field name; on a form they stand alone.
    if (entry.pointer && entry.detail && !out[entry.pointer])
      out[entry.pointer] = entry.detail.charAt(0).toUpperCase() + entry.detail.slice(1) + ".";
  }
  return out;
}
