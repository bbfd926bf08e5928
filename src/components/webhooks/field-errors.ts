import { TRPCClientError } from "@trpc/client";

/** The `errors[]` of a refused call, by pointer (`/url`, `/events`), for showing beside each field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const data: unknown = error.data;
  if (!data || typeof data !== "object" || !("errors" in data) || !Array.isArray(data.errors))
    return {};
  const out: Record<string, string> = {};
  for (const e of data.errors as { pointer?: string; detail: string }[]) {
    const key = (e.pointer ?? "").split("/").slice(0, 2).join("/");
    out[key] ??= e.detail;
  }
  return out;
}
