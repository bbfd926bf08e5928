// Server components call procedures directly, with the session's context.
import "server-only";
import { TRPCError } from "@trpc/server";
import { cache } from "react";
import { createCaller } from "~/server/api/root";
import { createSessionContext } from "~/server/api/session-context";

export const api = cache(async () => createCaller(await createSessionContext()));

/**
 * The answer to a call whose input comes from the page's URL, or null when that input names
 * nothing (not found) or is not one Kerbside gives out (an id or cursor edited or cut short):
 * the page then shows its not-found page or its first page instead of a server error.
 */
export async function foundOrNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST"))
      return null;
    throw error;
  }
}
