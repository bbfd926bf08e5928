// Carrying the readings forward: the report a handover or a return most likely means (the
// vehicle's newest signed-off report of that type from the last day, not another hire's), and
// its odometer in miles for the agreement's reading.
import type { Report } from "~/server/models/report";

export type ReportChoice = Pick<
  Report,
  "id" | "status" | "agreement_id" | "signed_off_at" | "created_at" | "odometer" | "odometer_unit"
>;

/** How far back a signed-off report still counts as this handover's or return's. */
export const SUGGEST_WITHIN_MS = 24 * 60 * 60 * 1000;

const KM_PER_MILE = 1.609344;

/** The report to preselect, if any: this agreement's own first, else the newest one free. */
export function suggestedReport<R extends ReportChoice>(
  reports: readonly R[],
  options: { agreementId: string; now: number },
): R | undefined {
  const recent = reports.filter((r) => {
    if (r.status !== "signed_off" || r.signed_off_at === null) return false;
    if (r.agreement_id !== null && r.agreement_id !== options.agreementId) return false;
    const age = options.now - Date.parse(r.signed_off_at);
    return age >= 0 && age <= SUGGEST_WITHIN_MS;
  });
  const newest = [...recent].sort(
    (a, b) => Date.parse(b.signed_off_at!) - Date.parse(a.signed_off_at!),
  );
  return newest.find((r) => r.agreement_id === options.agreementId) ?? newest[0];
}

/** The report's odometer in whole miles (a reading in km converted), or null when it has none. */
export function odometerMiles(
  report: Pick<ReportChoice, "odometer" | "odometer_unit">,
): number | null {
  if (report.odometer === null) return null;
  return report.odometer_unit === "km"
    ? Math.round(report.odometer / KM_PER_MILE)
    : report.odometer;
}
