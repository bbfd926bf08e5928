import { describe, expect, it } from "vitest";
import { toAppError } from "~/server/api/trpc";
import type { DamageInput } from "~/server/models/inspection";
import { createCompany, createDraftAgreement, type apiKeyCaller } from "../factories";
import { answeredReport } from "./helpers";

type Api = ReturnType<typeof apiKeyCaller>;

/** Records `damage` on the report's first checklist items, one each, in order. */
async function recordDamage(api: Api, reportId: string, damage: DamageInput[]) {
  const { data } = await api.reports.listInspections({ report_id: reportId });
  for (const [index, d] of damage.entries()) {
    await api.reports.updateInspection({ id: data[index]!.id, damage: d });
  }
}

describe("damage comparison of an inbound report", () => {
  it("finds new, worse and unchanged damage against the last outbound report, and completes with concerns", async () => {
    const { companyId } = await createCompany();
    const { api, report: outbound } = await answeredReport(companyId, { type: "outbound" });
    await recordDamage(api, outbound.id, [
      { zone: "front_bumper", type: "scratch", severity: "minor" },
      { zone: "rear_bumper", type: "scuff", severity: "moderate" },
    ]);
    await api.reports.complete({ id: outbound.id });

    const { report: inbound } = await answeredReport(companyId, { type: "inbound" });
    await recordDamage(api, inbound.id, [
      { zone: "front_bumper", type: "scratch", severity: "moderate", x: 0.5, y: 0.02 },
      { zone: "rear_bumper", type: "scuff", severity: "minor" },
      { zone: "nearside_front_door", type: "dent", severity: "minor" },
    ]);

    const comparison = await api.reports.comparison({ id: inbound.id });
    expect(comparison.baseline_report_id).toBe(outbound.id);
    expect(comparison.new_damage.map((d) => d.zone)).toEqual(["nearside_front_door"]);
    expect(comparison.worse_damage).toEqual([
      expect.objectContaining({
        zone: "front_bumper",
        severity: "moderate",
        baseline_severity: "minor",
        x: 0.5,
        y: 0.02,
      }),
    ]);
    expect(comparison.unchanged_damage.map((d) => [d.zone, d.baseline_severity])).toEqual([
      ["rear_bumper", "moderate"],
    ]);

    expect(await api.reports.complete({ id: inbound.id })).toMatchObject({
      status: "completed",
      verdict: "concerns",
    });
  });

  it("passes an inbound report with nothing new, and flags one with a failed item", async () => {
    const { companyId } = await createCompany();
    const { api, report: outbound } = await answeredReport(companyId, { type: "outbound" });
    await recordDamage(api, outbound.id, [{ zone: "roof", type: "dent", severity: "severe" }]);
    await api.reports.complete({ id: outbound.id });

    const { report: clean } = await answeredReport(companyId, { type: "inbound" });
    await recordDamage(api, clean.id, [{ zone: "roof", type: "dent", severity: "moderate" }]);
    expect(await api.reports.complete({ id: clean.id })).toMatchObject({ verdict: "pass" });

    const { report: failed, inspections } = await answeredReport(companyId, { type: "inbound" });
    await api.reports.updateInspection({ id: inspections.at(-1)!.id, verdict: "fail" });
    const comparison = await api.reports.comparison({ id: failed.id });
    expect(comparison.failed_items).toEqual([
      { inspection_id: inspections.at(-1)!.id, area: inspections.at(-1)!.area },
    ]);
    expect(await api.reports.complete({ id: failed.id })).toMatchObject({ verdict: "concerns" });
  });

  it("prefers the outbound report of the same agreement, ignores drafts, and counts everything as new without a baseline", async () => {
    const { companyId } = await createCompany({ credits: 20 });
    const agreement = (await createDraftAgreement(companyId)).id;
    const { api, report: sameAgreement } = await answeredReport(companyId, {
      type: "outbound",
      agreementId: agreement,
    });
    await api.reports.complete({ id: sameAgreement.id });
    const { report: later } = await answeredReport(companyId, { type: "outbound" });
    await api.reports.complete({ id: later.id });
    await answeredReport(companyId, { type: "outbound" }); // a draft: never a baseline

    const { report: inbound } = await answeredReport(companyId, {
      type: "inbound",
      agreementId: agreement,
    });
    expect((await api.reports.comparison({ id: inbound.id })).baseline_report_id).toBe(
      sameAgreement.id,
    );
    const { report: other } = await answeredReport(companyId, { type: "inbound" });
    expect((await api.reports.comparison({ id: other.id })).baseline_report_id).toBe(later.id);

    const { report: firstEver } = await answeredReport(companyId, {
      vrm: "AA19EEE",
      type: "inbound",
    });
    await recordDamage(api, firstEver.id, [{ zone: "bonnet", type: "chip", severity: "minor" }]);
    const none = await api.reports.comparison({ id: firstEver.id });
    expect(none).toMatchObject({
      baseline_report_id: null,
      worse_damage: [],
      unchanged_damage: [],
    });
    expect(none.new_damage.map((d) => d.zone)).toEqual(["bonnet"]);

    const outboundComparison = await api.reports
      .comparison({ id: later.id })
      .catch((e: unknown) => toAppError(e));
    expect(outboundComparison).toMatchObject({ code: "invalid_state" });
  });
});
