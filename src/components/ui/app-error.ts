import { TRPCClientError } from "@trpc/client";

/** The stable error code (src/server/errors.ts) behind a failed tRPC call, when there is one. */
export function appErrorCode(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  if (data && typeof data === "object" && "appCode" in data && typeof data.appCode === "string")
    return data.appCode;
  return null;
}

/** The user-facing sentence of a failed call (services write them for people). */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
