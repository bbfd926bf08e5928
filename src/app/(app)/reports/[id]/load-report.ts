import "server-only";
import { TRPCError } from "@trpc/server";
import { cache } from "react";
import { api } from "~/trpc/server";

/** The report of this address, or null when the company has none such; one read per request (layout and page share it). */
export const loadReport = cache(async (id: string) =>
  (await api()).reports.get({ id }).catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
    throw error;
  }),
);
