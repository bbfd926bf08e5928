// "Mark the rest as pass": the unanswered checklist items an inspector names are passed in one
// transaction, answered ones keep their answer, and what completion needs is still needed.
import { describe, expect, it } from "vitest";
import { toAppError } from "~/server/api/trpc";
import { db } from "~/server/db";
import { addUser, apiKeyCaller, createCompany, staff } from "../factories";
import { answeredReport } from "./helpers";

const failure = async (promise: Promise<unknown>) =>
  toAppError(
    await promise.then(
      () => null,
      (e: unknown) => e,
    ),
  );

async function draft(companyId: string) {
  const api = apiKeyCaller(companyId);
  const report = await api.reports.create({ vrm: "AA19AAA", type: "outbound" });
  await api.reports.update({ id: report.id, odometer: 42150, fuel_level: 75 });
  const { data } = await api.reports.listInspections({ report_id: report.id });
  return { api, report, inspections: data };
}

const verdicts = async (reportId: string) =>
  (
    await db.inspection.findMany({
      where: { reportId },
      orderBy: { position: "asc" },
      select: { verdict: true },
    })
  ).map((i) => i.verdict);

describe("passing the rest of a checklist", () => {
  it("passes every named area still unanswered in one go; a fail or advisory keeps its answer", async () => {
    const { companyId, ownerId } = await createCompany();
    const { api, report, inspections } = await draft(companyId);
    const [bumper, bonnet] = inspections;
    await api.reports.updateInspection({ id: bumper!.id, verdict: "fail", notes: "Cracked" });
    await api.reports.updateInspection({ id: bonnet!.id, verdict: "advisory" });

    const owner = staff(companyId, ownerId, "OWNER");
    const answer = await owner.reports.passInspections({
      report_id: report.id,
      inspection_ids: inspections.map((i) => i.id),
    });
    expect(answer.data.map((i) => i.verdict)).toEqual([
      "fail",
      "advisory",
      ...inspections.slice(2).map(() => "pass"),
    ]);
    expect(answer.data[0]?.notes).toBe("Cracked");
    expect(answer.data[2]!.updated_at > inspections[2]!.updated_at).toBe(true);
    expect(await verdicts(report.id)).toEqual(answer.data.map((i) => i.verdict));

    // One activity row per area passed, by the member, naming the area.
    const rows = await db.activityLog.findMany({
      where: { companyId, action: "inspection.updated", actorId: ownerId },
    });
    expect(rows).toHaveLength(inspections.length - 2);
    expect(rows.map((r) => r.objectName).sort()).toEqual(
      inspections
        .slice(2)
        .map((i) => i.area)
        .sort(),
    );
    expect(rows[0]?.changes).toEqual([{ field: "verdict", before: null, after: "pass" }]);

    // Completion still needs the built-in template's photos: eight angles, odometer and fuel.
    const readiness = await owner.reports.readiness({ id: report.id });
    const codes = readiness.missing.map((m) => m.code);
    expect(codes.filter((code) => code === "angle_photo_missing")).toHaveLength(8);
    expect(codes.filter((code) => code !== "angle_photo_missing")).toEqual([
      "odometer_photo_missing",
      "fuel_photo_missing",
      "signature_missing",
    ]);
    expect(await failure(owner.reports.complete({ id: report.id }))).toMatchObject({
      code: "invalid_state",
    });

    // Asked again, nothing is left to pass and nothing changes.
    const again = await owner.reports.passInspections({
      report_id: report.id,
      inspection_ids: inspections.map((i) => i.id),
    });
    expect(again.data.map((i) => i.verdict)).toEqual(answer.data.map((i) => i.verdict));
    expect(
      await db.activityLog.count({
        where: { companyId, action: "inspection.updated", actorId: ownerId },
      }),
    ).toBe(inspections.length - 2);
  });

  it("passes none when one named item is another report's or another company's", async () => {
    const { companyId, ownerId } = await createCompany();
    const other = await createCompany();
    const { report, inspections } = await draft(companyId);
    const mine = await draft(companyId);
    const theirs = await draft(other.companyId);
    const owner = staff(companyId, ownerId, "OWNER");

    for (const stray of [mine.inspections[0]!.id, theirs.inspections[0]!.id, "ins_nonsense"]) {
      expect(
        await failure(
          owner.reports.passInspections({
            report_id: report.id,
            inspection_ids: [...inspections.map((i) => i.id), stray],
          }),
        ),
      ).toMatchObject({ code: "not_found", status: 404 });
    }
    expect(new Set(await verdicts(report.id))).toEqual(new Set([null]));

    // Another company's report is not found either, and stays unanswered.
    expect(
      await failure(
        owner.reports.passInspections({
          report_id: theirs.report.id,
          inspection_ids: theirs.inspections.map((i) => i.id),
        }),
      ),
    ).toMatchObject({ code: "not_found", status: 404 });
    expect(new Set(await verdicts(theirs.report.id))).toEqual(new Set([null]));
  });

  it("refuses an empty list, a completed report and a member who may not write reports", async () => {
    const { companyId, ownerId } = await createCompany();
    const { report, inspections } = await draft(companyId);
    const owner = staff(companyId, ownerId, "OWNER");
    expect(
      await failure(owner.reports.passInspections({ report_id: report.id, inspection_ids: [] })),
    ).toMatchObject({ code: "invalid_request", status: 400 });

    const billing = await addUser(companyId, "BILLING");
    expect(
      await failure(
        staff(companyId, billing.id, "BILLING").reports.passInspections({
          report_id: report.id,
          inspection_ids: inspections.map((i) => i.id),
        }),
      ),
    ).toMatchObject({ code: "forbidden" });
    expect(new Set(await verdicts(report.id))).toEqual(new Set([null]));

    const done = await answeredReport(companyId);
    await db.inspection.updateMany({
      where: { reportId: done.report.id, position: 1 },
      data: { verdict: null },
    });
    await db.report.update({ where: { id: done.report.id }, data: { status: "completed" } });
    expect(
      await failure(
        owner.reports.passInspections({
          report_id: done.report.id,
          inspection_ids: done.inspections.map((i) => i.id),
        }),
      ),
    ).toMatchObject({ code: "invalid_state", status: 409 });
  });
});
