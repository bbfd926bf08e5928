import { describe, expect, it } from "vitest";
import { toAppError } from "~/server/api/trpc";
import { db } from "~/server/db";
import { newId } from "~/server/ids";
import { Inspection } from "~/server/models/inspection";
import { Report } from "~/server/models/report";
import { addUser, apiKeyCaller, createCompany, createDraftAgreement, staff } from "../factories";
import { answeredReport } from "./helpers";

const failure = async (promise: Promise<unknown>) =>
  toAppError(
    await promise.then(
      () => null,
      (e: unknown) => e,
    ),
  );

describe("the report status machine", () => {
  it("goes draft -> completed -> signed_off and answers 409 invalid_state to every other move", async () => {
    const { companyId } = await createCompany();
    const { api, report } = await answeredReport(companyId);

    expect(
      await failure(api.reports.signOff({ id: report.id, signed_by_name: "Sam" })),
    ).toMatchObject({ code: "invalid_state", status: 409 });
    const completed = await api.reports.complete({ id: report.id });
    expect(completed).toMatchObject({ status: "completed", verdict: null });
    expect(completed.completed_at).not.toBeNull();

    for (const attempt of [
      () => api.reports.complete({ id: report.id }),
      () => api.reports.update({ id: report.id, odometer: 1 }),
      () => api.reports.cancel({ id: report.id }),
      () => api.reports.createShareLink({ id: report.id }),
    ]) {
      expect(await failure(attempt())).toMatchObject({ code: "invalid_state", status: 409 });
    }

    const signed = await api.reports.signOff({ id: report.id, signed_by_name: "Sam Inspector" });
    expect(signed).toMatchObject({ status: "signed_off", signed_by_name: "Sam Inspector" });
    expect(signed.pdf_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.pdf_url).toMatch(new RegExp(`/api/v1/reports/${report.id}/pdf$`));
    expect(
      await failure(api.reports.signOff({ id: report.id, signed_by_name: "Again" })),
    ).toMatchObject({ code: "invalid_state" });
    expect(await failure(api.reports.complete({ id: report.id }))).toMatchObject({
      code: "invalid_state",
    });
  });

  it("writes report.completed with the report exactly as GET returns it", async () => {
    const { companyId } = await createCompany();
    const { api, report } = await answeredReport(companyId);
    await api.reports.complete({ id: report.id });
    const events = await db.event.findMany({ where: { companyId, type: "report.completed" } });
    expect(events).toHaveLength(1);
    const object = (events[0]?.payload as { object: unknown }).object;
    expect(object).toEqual(await api.reports.get({ id: report.id }));
    expect(Report.parse(object).status).toBe("completed");
  });

  it("lets only one of two concurrent completions win", async () => {
    const { companyId } = await createCompany();
    const { api, report } = await answeredReport(companyId);
    const results = await Promise.allSettled([
      api.reports.complete({ id: report.id }),
      api.reports.complete({ id: report.id }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected");
    expect(toAppError(rejected?.reason)).toMatchObject({ code: "invalid_state" });
    expect(await db.event.count({ where: { companyId, type: "report.completed" } })).toBe(1);
  });

  it("cancels a draft: kept with status cancelled, the credit not refunded", async () => {
    const { companyId } = await createCompany();
    const api = apiKeyCaller(companyId);
    const report = await api.reports.create({ vrm: "AA19AAA", type: "general" });
    const cancelled = await api.reports.cancel({ id: report.id });
    expect(cancelled).toMatchObject({ id: report.id, status: "cancelled" });
    expect(await api.reports.get({ id: report.id })).toMatchObject({ status: "cancelled" });
    expect((await db.company.findUniqueOrThrow({ where: { id: companyId } })).creditBalance).toBe(
      9,
    );
    expect(await db.creditTransaction.count({ where: { companyId, kind: "REFUND" } })).toBe(0);
    expect(await failure(api.reports.complete({ id: report.id }))).toMatchObject({
      code: "invalid_state",
    });
    expect(await failure(api.reports.cancel({ id: report.id }))).toMatchObject({
      code: "invalid_state",
    });
  });

  it("updates a draft's readings, keeping fields that were left out", async () => {
    const { companyId } = await createCompany();
    const api = apiKeyCaller(companyId);
    const report = await api.reports.create({ vrm: "AA19EEE", type: "outbound", notes: "Keep me" });
    const updated = await api.reports.update({
      id: report.id,
      odometer: 1200,
      odometer_unit: "km",
      charge_level: 80,
      tyre_readings: [{ position: "front_left", tread_depth_mm: 6.5 }],
    });
    expect(updated).toMatchObject({
      odometer: 1200,
      odometer_unit: "km",
      charge_level: 80,
      fuel_level: null,
      notes: "Keep me",
      tyre_readings: [{ position: "front_left", tread_depth_mm: 6.5, pressure_psi: null }],
    });
    expect(await api.reports.update({ id: report.id })).toEqual(updated);
  });
});

describe("readiness", () => {
  it("lists what is missing with codes, and the app refuses to complete until it is all there", async () => {
    const { companyId, ownerId } = await createCompany();
    const app = staff(companyId, ownerId, "OWNER");
    const report = await app.reports.create({ vrm: "AA19EEE", type: "outbound" });
    const readiness = await app.reports.readiness({ id: report.id });
    expect(readiness.can_complete).toBe(false);
    // The built-in template asks for the eight walk-around angles, the odometer and the charge level.
    expect(readiness.missing.map((m) => m.code)).toEqual([
      "odometer_missing",
      "charge_level_missing",
      ...Array<string>(8).fill("angle_photo_missing"),
      "odometer_photo_missing",
      "fuel_photo_missing",
      "checklist_unanswered",
      "signature_missing",
    ]);
    expect(readiness.missing.find((m) => m.code === "fuel_photo_missing")?.message).toBe(
      "Take the charge level photo.",
    );
    expect(readiness.missing.find((m) => m.code === "checklist_unanswered")?.message).toMatch(
      /checklist items have no verdict: Front bumper/,
    );

    const refused = await failure(app.reports.complete({ id: report.id }));
    expect(refused).toMatchObject({ code: "invalid_state", status: 409 });
    expect(refused.message).toContain("Record the mileage.");
    expect(refused.message).toContain("Take the Front nearside corner photo.");
  });

  it("is advice through the API: the key can complete a report without photos", async () => {
    const { companyId } = await createCompany();
    const api = apiKeyCaller(companyId);
    const report = await api.reports.create({ vrm: "AA19AAA", type: "general" });
    expect(await api.reports.complete({ id: report.id })).toMatchObject({ status: "completed" });
    expect((await api.reports.readiness({ id: report.id })).missing.map((m) => m.code)).toEqual([
      "signature_missing",
    ]);
  });

  it("requires the signature from staff in the app", async () => {
    const { companyId } = await createCompany();
    const inspector = await addUser(companyId, "INSPECTOR");
    const { report } = await answeredReport(companyId);
    await apiKeyCaller(companyId).reports.complete({ id: report.id });
    const refused = await failure(
      staff(companyId, inspector.id, "INSPECTOR").reports.signOff({
        id: report.id,
        signed_by_name: "Ivy",
      }),
    );
    expect(refused).toMatchObject({ code: "invalid_request" });
    expect(refused.errors?.[0]?.pointer).toBe("/signature_png");
  });
});

describe("inspections", () => {
  it("are added, changed and removed while the report is a draft, and never after", async () => {
    const { companyId } = await createCompany();
    const api = apiKeyCaller(companyId);
    const report = await api.reports.create({ vrm: "AA19AAA", type: "general" });
    const before = (await api.reports.listInspections({ report_id: report.id })).data.length;

    const added = await api.reports.createInspection({
      report_id: report.id,
      area: "Tow bar",
      verdict: "pass",
      damage: { zone: "rear_bumper", type: "scratch", severity: "minor", x: 0.5, y: 0.97 },
    });
    expect(Inspection.parse(added)).toMatchObject({
      area: "Tow bar",
      position: before + 1,
      damage: { zone: "rear_bumper", x: 0.5 },
      media_count: 0,
    });
    const changed = await api.reports.updateInspection({
      id: added.id,
      notes: "Fine",
      damage: null,
    });
    expect(changed).toMatchObject({
      area: "Tow bar",
      verdict: "pass",
      notes: "Fine",
      damage: null,
    });
    expect(await api.reports.getInspection({ id: added.id })).toEqual(changed);
    expect(await api.reports.deleteInspection({ id: added.id })).toEqual({
      id: added.id,
      deleted: true,
    });
    expect(await failure(api.reports.getInspection({ id: added.id }))).toMatchObject({
      code: "not_found",
    });

    const list = await api.reports.listInspections({ report_id: report.id });
    expect(list).toMatchObject({ has_more: false, next_cursor: null });
    const first = list.data[0]!;
    await api.reports.complete({ id: report.id });
    for (const attempt of [
      () => api.reports.createInspection({ report_id: report.id, area: "Late" }),
      () => api.reports.updateInspection({ id: first.id, verdict: "fail" }),
      () => api.reports.deleteInspection({ id: first.id }),
    ]) {
      expect(await failure(attempt())).toMatchObject({ code: "invalid_state", status: 409 });
    }
  });

  it("fires inspection.verdict_flagged when a verdict becomes advisory or fail", async () => {
    const { companyId } = await createCompany();
    const api = apiKeyCaller(companyId);
    const report = await api.reports.create({ vrm: "AA19AAA", type: "general" });
    const [a, b] = (await api.reports.listInspections({ report_id: report.id })).data;
    await api.reports.updateInspection({ id: a!.id, verdict: "pass" });
    await api.reports.updateInspection({ id: a!.id, verdict: "advisory", notes: "Light scuff" });
    await api.reports.updateInspection({ id: a!.id, notes: "Still a light scuff" });
    await api.reports.updateInspection({ id: b!.id, verdict: "fail" });
    await api.reports.createInspection({
      report_id: report.id,
      area: "Spare wheel",
      verdict: "fail",
    });

    const events = await db.event.findMany({
      where: { companyId, type: "inspection.verdict_flagged" },
      orderBy: { id: "asc" },
    });
    const objects = events.map((e) => Inspection.parse((e.payload as { object: unknown }).object));
    expect(objects.map((o) => [o.area, o.verdict])).toEqual([
      [a!.area, "advisory"],
      [b!.area, "fail"],
      ["Spare wheel", "fail"],
    ]);
    expect(objects[0]).toMatchObject({ id: a!.id, notes: "Light scuff", report_id: report.id });
  });

  it("stop at 100 on one report, with a 400 that says so", async () => {
    const { companyId } = await createCompany();
    const api = apiKeyCaller(companyId);
    const report = await api.reports.create({ vrm: "AA19AAA", type: "general" });
    const checklist = await db.inspection.count({ where: { reportId: report.id } });
    await db.inspection.createMany({
      data: Array.from({ length: 100 - checklist }, (_, i) => ({
        id: newId("inspection"),
        companyId,
        reportId: report.id,
        area: `Extra ${i + 1}`,
        position: checklist + i + 1,
      })),
    });

    expect(
      await failure(api.reports.createInspection({ report_id: report.id, area: "One too many" })),
    ).toMatchObject({
      code: "invalid_request",
      status: 400,
      message: "A report can hold at most 100 inspections.",
    });
    expect(await db.inspection.count({ where: { reportId: report.id } })).toBe(100);
  });
});

describe("listing and searching reports", () => {
  it("filters by status, type, vrm, vehicle, customer, agreement and date, newest first", async () => {
    const { companyId } = await createCompany({ credits: 20 });
    const api = apiKeyCaller(companyId);
    const customer = await db.customer.create({
      data: { id: newId("customer"), companyId, name: "Hana" },
    });
    const agreement = await createDraftAgreement(companyId);
    const a = await api.reports.create({
      vrm: "AA19AAA",
      type: "outbound",
      customer_id: customer.id,
      agreement_id: agreement.id,
    });
    const b = await api.reports.create({ vrm: "AA19EEE", type: "inbound" });
    const c = await api.reports.create({ vrm: "AA19AAA", type: "general" });
    await api.reports.cancel({ id: c.id });

    const ids = (page: { data: { id: string }[] }) => page.data.map((r) => r.id);
    expect(ids(await api.reports.list({ limit: 25 }))).toEqual([c.id, b.id, a.id]);
    expect(ids(await api.reports.list({ limit: 25, status: "cancelled" }))).toEqual([c.id]);
    expect(ids(await api.reports.list({ limit: 25, type: "inbound" }))).toEqual([b.id]);
    expect(ids(await api.reports.list({ limit: 25, vrm: "aa19 aaa" }))).toEqual([c.id, a.id]);
    expect(ids(await api.reports.list({ limit: 25, vehicle_id: b.vehicle.id }))).toEqual([b.id]);
    expect(ids(await api.reports.list({ limit: 25, customer_id: customer.id }))).toEqual([a.id]);
    expect(ids(await api.reports.list({ limit: 25, agreement_id: agreement.id }))).toEqual([a.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      ids(await api.reports.list({ limit: 25, created_from: today, created_to: today })),
    ).toHaveLength(3);
    expect(ids(await api.reports.list({ limit: 25, created_to: "2020-01-01" }))).toEqual([]);

    const first = await api.reports.list({ limit: 2 });
    expect(first).toMatchObject({ has_more: true });
    const second = await api.reports.list({ limit: 2, cursor: first.next_cursor! });
    expect([...ids(first), ...ids(second)]).toEqual([c.id, b.id, a.id]);
  });
});
