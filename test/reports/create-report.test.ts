import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { newId } from "~/server/ids";
import { AppError } from "~/server/errors";
import { Report } from "~/server/models/report";
import { toAppError } from "~/server/api/trpc";
import { defaultChecklist } from "~/server/services/reports/checklist";
import { addUser, apiKeyCaller, createCompany, createDraftAgreement, staff } from "../factories";

describe("creating a report", () => {
  it("answers the spec's example: a draft costing 1 credit, with the vehicle from the registry", async () => {
    const { companyId } = await createCompany();
    const report = await apiKeyCaller(companyId).reports.create({
      vrm: "AB12CDE",
      type: "outbound",
    });

    expect(Report.parse(report)).toEqual(report);
    expect(report).toMatchObject({
      status: "draft",
      credits_charged: 1,
      type: "outbound",
      vehicle: { vrm: "AB12CDE" },
    });
    expect(report.id).toMatch(/^rep_[0-9a-z]{26}$/);
    expect(report.vehicle.id).toMatch(/^veh_[0-9a-z]{26}$/);
    expect(report.vehicle.make).toEqual(expect.any(String));
    expect(report.vehicle.model).toEqual(expect.any(String));
    expect(report.vehicle.mot_valid_until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(report.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const company = await db.company.findUniqueOrThrow({ where: { id: companyId } });
    expect(company.creditBalance).toBe(9);
    const charge = await db.creditTransaction.findFirstOrThrow({
      where: { companyId, kind: "CHARGE" },
    });
    expect(charge).toMatchObject({
      amount: -1,
      balanceAfter: 9,
      objectType: "report",
      objectId: report.id,
    });
    expect(await db.event.count({ where: { companyId, type: "vehicle.created" } })).toBe(1);
    // The checklist starts with the walk-around of its body type plus the handover items.
    const inspections = await db.inspection.findMany({
      where: { reportId: report.id },
      orderBy: { position: "asc" },
    });
    expect(inspections.length).toBeGreaterThan(10);
    expect(inspections.map((i) => i.area)).toContain("Keys and documents");
  });

  it("reuses a vehicle already in the fleet without asking the registry", async () => {
    const { companyId } = await createCompany();
    const api = apiKeyCaller(companyId);
    const vehicle = await api.fleet.create({ vrm: "AA19AAA" });
    const report = await api.reports.create({
      vrm: "aa19 aaa",
      type: "inbound",
      odometer: 42150,
      notes: "Returned early",
    });
    expect(report.vehicle.id).toBe(vehicle.id);
    expect(report).toMatchObject({ odometer: 42150, notes: "Returned early", type: "inbound" });
    expect(await db.vehicle.count({ where: { companyId } })).toBe(1);
  });

  it("charges nothing and creates nothing when the registry fails or does not know the VRM", async () => {
    const { companyId } = await createCompany();
    const api = apiKeyCaller(companyId);
    for (const [vrm, code, status] of [
      ["ER19ERR", "registry_unavailable", 502],
      ["ER19NFD", "vrm_not_found", 422],
    ] as const) {
      const error = toAppError(
        await api.reports.create({ vrm, type: "outbound" }).catch((e: unknown) => e),
      );
      expect(error).toMatchObject({ code, status });
    }
    expect(await db.report.count({ where: { companyId } })).toBe(0);
    expect(await db.vehicle.count({ where: { companyId } })).toBe(0);
    expect((await db.company.findUniqueOrThrow({ where: { id: companyId } })).creditBalance).toBe(
      10,
    );
    expect(await db.creditTransaction.count({ where: { companyId, kind: "CHARGE" } })).toBe(0);
  });

  it("refuses with 402 and creates nothing, not even the vehicle, when the credits are gone", async () => {
    const { companyId } = await createCompany({ credits: 0 });
    const error = toAppError(
      await apiKeyCaller(companyId)
        .reports.create({ vrm: "AA19EEE", type: "general" })
        .catch((e: unknown) => e),
    );
    expect(error).toMatchObject({ code: "insufficient_credits", status: 402 });
    expect(await db.report.count({ where: { companyId } })).toBe(0);
    expect(await db.vehicle.count({ where: { companyId } })).toBe(0);
    expect(await db.event.count({ where: { companyId } })).toBe(0);
  });

  it("refuses a short balance with a clear 402 before any work: balance, ledger and activity unchanged", async () => {
    const { companyId } = await createCompany({ credits: 0 });
    const activityBefore = await db.activityLog.count({ where: { companyId } });
    const ledgerBefore = await db.creditTransaction.count({ where: { companyId } });
    const error = toAppError(
      await apiKeyCaller(companyId)
        .reports.create({ vrm: "AA19AAA", type: "outbound" })
        .catch((e: unknown) => e),
    );
    expect(error).toMatchObject({ code: "insufficient_credits", status: 402 });
    expect(error.message).toBe(
      "This needs 1 credit and the balance is 0. Buy a credit bundle to continue.",
    );
    expect((await db.company.findUniqueOrThrow({ where: { id: companyId } })).creditBalance).toBe(
      0,
    );
    expect(await db.creditTransaction.count({ where: { companyId } })).toBe(ledgerBefore);
    expect(await db.activityLog.count({ where: { companyId } })).toBe(activityBefore);
    expect(await db.inspection.count({ where: { companyId } })).toBe(0);
  });

  it("starts the checklist in walk-around order, numbered from 1, as the report answers it", async () => {
    const { companyId } = await createCompany();
    for (const [vrm, type] of [
      ["AA19AAA", "outbound"],
      ["AA19PPP", "pre_purchase"],
    ] as const) {
      const report = await apiKeyCaller(companyId).reports.create({ vrm, type });
      const vehicle = await db.vehicle.findUniqueOrThrow({ where: { id: report.vehicle.id } });
      // The built-in template of the body type: today's walk-around, running gear and handover items.
      const areas = defaultChecklist(vehicle.bodyType, "outbound");
      const rows = await db.inspection.findMany({
        where: { reportId: report.id },
        orderBy: { position: "asc" },
      });
      expect(rows.map((row) => row.area)).toEqual(areas);
      expect(rows.map((row) => row.position)).toEqual(areas.map((_, index) => index + 1));
      const listed = await apiKeyCaller(companyId).reports.listInspections({
        report_id: report.id,
      });
      expect(listed.data.map((inspection) => inspection.id)).toEqual(rows.map((row) => row.id));
    }
  });

  it("keeps every inspection with a report of its own company (the database refuses another pairing)", async () => {
    const { companyId } = await createCompany();
    const other = await createCompany();
    const report = await apiKeyCaller(companyId).reports.create({
      vrm: "AA19AAA",
      type: "outbound",
    });
    const stray = {
      id: newId("inspection"),
      reportId: report.id,
      area: "Tow bar socket",
      position: 99,
    };
    await expect(
      db.inspection.create({ data: { ...stray, companyId: other.companyId } }),
    ).rejects.toThrow(/foreign key/i);
    await db.inspection.create({ data: { ...stray, companyId } });
    expect(
      await db.inspection.count({ where: { reportId: report.id, area: "Tow bar socket" } }),
    ).toBe(1);
  });

  it("links a customer of the company, and treats another company's customer as not found", async () => {
    const { companyId } = await createCompany();
    const other = await createCompany();
    const mine = await db.customer.create({
      data: { id: newId("customer"), companyId, name: "Hana Hirer", email: "hana@example.test" },
    });
    const theirs = await db.customer.create({
      data: { id: newId("customer"), companyId: other.companyId, name: "Other" },
    });
    const api = apiKeyCaller(companyId);
    const agreement = await createDraftAgreement(companyId);
    const report = await api.reports.create({
      vrm: "AA19AAA",
      type: "outbound",
      customer_id: mine.id,
      agreement_id: agreement.id,
    });
    expect(report).toMatchObject({ customer_id: mine.id, agreement_id: agreement.id });
    const error = toAppError(
      await api.reports
        .create({ vrm: "AA19AAA", type: "outbound", customer_id: theirs.id })
        .catch((e: unknown) => e),
    );
    expect(error).toMatchObject({ code: "not_found", status: 404 });
    const badAgreement = toAppError(
      await api.reports
        .create({ vrm: "AA19AAA", type: "outbound", agreement_id: "cus_x" })
        .catch((e: unknown) => e),
    );
    expect(badAgreement.code).toBe("not_found");
    const theirAgreement = await createDraftAgreement(other.companyId);
    const foreign = toAppError(
      await api.reports
        .create({ vrm: "AA19AAA", type: "outbound", agreement_id: theirAgreement.id })
        .catch((e: unknown) => e),
    );
    expect(foreign).toMatchObject({
      code: "not_found",
      errors: [{ pointer: "/agreement_id", detail: "No agreement with that id" }],
    });
    expect((await db.company.findUniqueOrThrow({ where: { id: companyId } })).creditBalance).toBe(
      9,
    );
  });

  it("lets inspectors create reports and keeps billing staff out", async () => {
    const { companyId } = await createCompany();
    const inspector = await addUser(companyId, "INSPECTOR");
    const billing = await addUser(companyId, "BILLING");
    const report = await staff(companyId, inspector.id, "INSPECTOR").reports.create({
      vrm: "AA19AAA",
      type: "pickup",
    });
    expect((await db.report.findUniqueOrThrow({ where: { id: report.id } })).createdById).toBe(
      inspector.id,
    );
    const error = await staff(companyId, billing.id, "BILLING")
      .reports.list({ limit: 25 })
      .catch((e: unknown) => e);
    expect(toAppError(error)).toMatchObject({ code: "forbidden" });
  });

  it("rejects unknown fields and types", async () => {
    const { companyId } = await createCompany();
    const api = apiKeyCaller(companyId);
    const unknownField = toAppError(
      await api.reports
        .create({ vrm: "AA19AAA", type: "outbound", colour: "red" } as never)
        .catch((e: unknown) => e),
    );
    expect(unknownField).toBeInstanceOf(AppError);
    expect(unknownField.code).toBe("invalid_request");
    const badType = toAppError(
      await api.reports.create({ vrm: "AA19AAA", type: "valet" } as never).catch((e: unknown) => e),
    );
    expect(badType.errors?.[0]?.pointer).toBe("/type");
  });
});
