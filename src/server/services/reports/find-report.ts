// Loading one report of a company: the shared include, and "not found" for an id of
// another company or of the wrong kind, exactly as for an unknown id.
import { db, type Tx } from "../../db";
import { AppError, notFound } from "../../errors";
import { isIdOf } from "../../ids";
import type { ReportWithVehicle } from "../../models/report";

type Reader = Pick<Tx, "report">;

/** Vehicle columns a report carries with it (its summary, plus what the checklist and readiness need). */
export const reportInclude = {
  vehicle: {
    select: {
      id: true,
      vrm: true,
      make: true,
      model: true,
      motValidUntil: true,
      bodyType: true,
      fuelType: true,
    },
  },
} as const;

export type LoadedReport = ReportWithVehicle & {
  vehicle: { bodyType: string; fuelType: string | null };
};

export async function findReport(
  client: Reader,
  companyId: string,
  id: string,
): Promise<LoadedReport> {
  if (!isIdOf("report", id)) throw notFound("report");
  const report = await client.report.findFirst({
    where: { id, companyId },
    include: reportInclude,
  });
  if (!report) throw notFound("report");
  return report;
}

/** GET /reports/{id}. */
export async function getReport(options: { companyId: string; id: string }): Promise<LoadedReport> {
  return findReport(db, options.companyId, options.id);
}

const STATUS_WORDS: Record<string, string> = {
  draft: "a draft",
  completed: "completed",
  signed_off: "signed off",
  cancelled: "cancelled",
};

/** 409 invalid_state naming the report's status and what the caller tried. */
export function invalidState(report: { status: string }, action: string): AppError {
  return new AppError(
    "invalid_state",
    `This report is ${STATUS_WORDS[report.status] ?? report.status}, so it cannot ${action}.`,
  );
}
