import { TRPCClientError } from "@trpc/client";

/**
 * A failed call's field errors by JSON Pointer (`/phone`, `/address/postcode`), from the server's
 * `errors[]`, in the API's words ("must be a phone number"): `Field` puts its label first, and a
 * message shown on its own goes through `asSentence`.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const data: unknown = error.data;
  if (!data || typeof data !== "object" || !("errors" in data) || !Array.isArray(data.errors))
    return {};
  const out: Record<string, string> = {};
  for (const entry of data.errors as { pointer?: string; detail?: string }[]) {
    if (entry.pointer && entry.detail && !out[entry.pointer]) out[entry.pointer] = entry.detail;
  }
  return out;
}
