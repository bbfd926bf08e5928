// The report a handover or return preselects, and the odometer it carries forward.
import { describe, expect, it } from "vitest";
import { odometerMiles, suggestedReport, type ReportChoice } from "./report-suggestion";

const NOW = Date.parse("2026-07-06T12:00:00Z");
const HOUR = 60 * 60 * 1000;

let n = 0;
const report = (patch: Partial<ReportChoice> & { hoursAgo?: number }): ReportChoice => {
  const at = new Date(NOW - (patch.hoursAgo ?? 1) * HOUR).toISOString();
  n += 1;
  return {
    id: `rep_${n}`,
    status: "signed_off",
    agreement_id: null,
    signed_off_at: at,
    created_at: at,
    odometer: 12000,
    odometer_unit: "mi",
    ...patch,
  };
};
const pick = (reports: ReportChoice[]) =>
  suggestedReport(reports, { agreementId: "agr_mine", now: NOW })?.id;

describe("suggestedReport", () => {
  it("takes the newest signed-off report of the last day", () => {
    const older = report({ hoursAgo: 5 });
    const newer = report({ hoursAgo: 2 });
    expect(pick([older, newer])).toBe(newer.id);
  });

  it("takes one signed off 24 hours ago, and none signed off longer ago", () => {
    const edge = report({ hoursAgo: 24 });
    expect(pick([edge])).toBe(edge.id);
    expect(pick([report({ hoursAgo: 24.01 })])).toBeUndefined();
  });

  it("never takes a report not yet signed off", () => {
    expect(pick([report({ status: "completed", signed_off_at: null })])).toBeUndefined();
    expect(pick([report({ status: "draft", signed_off_at: null })])).toBeUndefined();
  });

  it("prefers the agreement's own report, and never takes another agreement's", () => {
    const mine = report({ hoursAgo: 6, agreement_id: "agr_mine" });
    const free = report({ hoursAgo: 1 });
    const theirs = report({ hoursAgo: 0.5, agreement_id: "agr_other" });
    expect(pick([free, mine, theirs])).toBe(mine.id);
    expect(pick([free, theirs])).toBe(free.id);
    expect(pick([theirs])).toBeUndefined();
  });
});

describe("odometerMiles", () => {
  it("carries miles as they are, converts km, and has nothing when there is no reading", () => {
    expect(odometerMiles({ odometer: 12000, odometer_unit: "mi" })).toBe(12000);
    expect(odometerMiles({ odometer: 16093, odometer_unit: "km" })).toBe(10000);
    expect(odometerMiles({ odometer: null, odometer_unit: "mi" })).toBeNull();
  });
});
