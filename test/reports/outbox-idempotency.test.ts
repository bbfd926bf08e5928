// The phone's outbox sends each queued answer and reading through tRPC with the Idempotency-Key
// it was saved with: a replay (the first answer lost on the way) answers the same and changes
// nothing (no second activity row, event or timestamp); the same key with another change is 422;
// a refused change keeps no answer, so its key can be sent again; without a key nothing changes.
import { describe, expect, it } from "vitest";
import { createCaller } from "~/server/api/root";
import { toAppError } from "~/server/api/trpc";
import { db } from "~/server/db";
import { newId } from "~/server/ids";
import { addUser, apiKeyCaller, createCompany } from "../factories";

/** An Inspector's tRPC caller on /api/trpc, its requests carrying `key` as Idempotency-Key. */
function inspectorWithKey(companyId: string, userId: string, key: string | null) {
  return createCaller({
    requestId: newId("request"),
    ip: "203.0.113.10",
    caller: { companyId, actor: { kind: "user", userId, role: "INSPECTOR" } },
    idempotencyKey: key,
  });
}

const failure = async (promise: Promise<unknown>) =>
  toAppError(
    await promise.then(
      () => null,
      (e: unknown) => e,
    ),
  );

/** What a replay must leave as it was: the report and its checklist, activity, events and keys. */
async function footprint(companyId: string, reportId: string) {
  const [report, inspections, activity, events] = await Promise.all([
    db.report.findUniqueOrThrow({ where: { id: reportId } }),
    db.inspection.findMany({ where: { reportId }, orderBy: { position: "asc" } }),
    db.activityLog.count({ where: { companyId } }),
    db.event.count({ where: { companyId } }),
  ]);
  return JSON.stringify({ report, inspections, activity, events });
}

describe("the outbox's queued changes through tRPC with an Idempotency-Key", () => {
  it("runs each once: a replay answers the same and changes nothing, for answers, readings and Pass the rest", async () => {
    const { companyId } = await createCompany();
    const inspector = await addUser(companyId, "INSPECTOR");
    const report = await apiKeyCaller(companyId).reports.create({
      vrm: "AA19AAA",
      type: "outbound",
    });
    const { data: items } = await apiKeyCaller(companyId).reports.listInspections({
      report_id: report.id,
    });
    const send = (key: string) => inspectorWithKey(companyId, inspector.id, key);

    // An answer that flags the area (it fires inspection.verdict_flagged), sent twice.
    const answer = { id: items[0]!.id, verdict: "fail" as const, notes: "Cracked lens" };
    const first = await send("kbs_answer_1").reports.updateInspection(answer);
    const before = await footprint(companyId, report.id);
    expect(await send("kbs_answer_1").reports.updateInspection(answer)).toEqual(
      JSON.parse(JSON.stringify(first)),
    );
    expect(await footprint(companyId, report.id)).toBe(before);
    expect(await db.event.count({ where: { companyId, type: "inspection.verdict_flagged" } })).toBe(
      1,
    );

    // A reading, and Pass the rest.
    const reading = { id: report.id, odometer: 42150, fuel_level: 75 };
    const read = await send("kbs_reading_1").reports.update(reading);
    const pass = { report_id: report.id, inspection_ids: items.map((i) => i.id) };
    const passed = await send("kbs_pass_1").reports.passInspections(pass);
    const settled = await footprint(companyId, report.id);
    expect(await send("kbs_reading_1").reports.update(reading)).toEqual(
      JSON.parse(JSON.stringify(read)),
    );
    expect(await send("kbs_pass_1").reports.passInspections(pass)).toEqual(
      JSON.parse(JSON.stringify(passed)),
    );
    expect(await footprint(companyId, report.id)).toBe(settled);

    // The same key with another change is refused, changing nothing.
    const reused = await failure(
      send("kbs_reading_1").reports.update({ id: report.id, odometer: 99 }),
    );
    expect(reused.code).toBe("idempotency_key_reused");
    expect(await footprint(companyId, report.id)).toBe(settled);

    // A key from another company is another key: its change runs.
    const other = await createCompany();
    const otherInspector = await addUser(other.companyId, "INSPECTOR");
    const otherReport = await apiKeyCaller(other.companyId).reports.create({
      vrm: "AA19AAA",
      type: "outbound",
    });
    await inspectorWithKey(other.companyId, otherInspector.id, "kbs_reading_1").reports.update({
      id: otherReport.id,
      odometer: 7,
    });
    expect((await db.report.findUniqueOrThrow({ where: { id: otherReport.id } })).odometer).toBe(7);
  });

  it("keeps no answer for a refused change (its key can go again) and refuses a bad key, changing nothing", async () => {
    const { companyId } = await createCompany();
    const inspector = await addUser(companyId, "INSPECTOR");
    const api = apiKeyCaller(companyId);
    const report = await api.reports.create({ vrm: "AA19AAA", type: "outbound" });
    await api.reports.cancel({ id: report.id });
    const send = (key: string) => inspectorWithKey(companyId, inspector.id, key);

    const before = await footprint(companyId, report.id);
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await failure(
        send("kbs_late_1").reports.update({ id: report.id, odometer: 10 }),
      );
      expect(refused.code).toBe("invalid_state");
    }
    expect(await db.idempotencyKey.count({ where: { companyId } })).toBe(0);

    const bad = await failure(
      send("x".repeat(256)).reports.update({ id: report.id, odometer: 10 }),
    );
    expect(bad.code).toBe("invalid_request");
    expect(await footprint(companyId, report.id)).toBe(before);
  });
});
