// The dashboard's one call: reports to pick up, vehicles due, the balance against its
// threshold, and getting-started steps that tick themselves.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { newId } from "~/server/ids";
import { addUser, createCompany, staff } from "./factories";
import { answeredReport } from "./reports/helpers";

const stepsOf = (d: { getting_started: { step: string; done: boolean }[] }) =>
  Object.fromEntries(d.getting_started.map((s) => [s.step, s.done]));

describe("the dashboard", () => {
  it("starts empty, with every getting-started step to do", async () => {
    const { companyId, ownerId } = await createCompany({ credits: 10 });
    const d = await staff(companyId, ownerId, "OWNER").account.dashboard();
    expect(d.reports).toEqual({
      in_progress: [],
      in_progress_count: 0,
      awaiting_sign_off: [],
      awaiting_sign_off_count: 0,
      recent_signed: [],
    });
    expect(d.vehicles_due).toMatchObject({ mot_due: 0, tax_due: 0, vehicles: [] });
    expect(d.credits).toEqual({ balance: 10, threshold: 5, low: false });
    expect(stepsOf(d)).toEqual({
      company_details: false,
      vehicle: false,
      report: false,
      teammate: false,
      integration: false,
      terms: false,
    });
  });

  it("lists drafts, completed and signed reports, and ticks the steps as they are done; hidden when all are", async () => {
    const { companyId, ownerId } = await createCompany({ credits: 6 });
    const owner = staff(companyId, ownerId, "OWNER");
    const { report: draft } = await answeredReport(companyId);
    const { api, report: done } = await answeredReport(companyId, { vrm: "AA19EEE" });
    await api.reports.complete({ id: done.id });

    let d = await owner.account.dashboard();
    expect(d.reports?.in_progress.map((r) => r.id)).toEqual([draft.id]);
    expect(d.reports?.awaiting_sign_off.map((r) => r.id)).toEqual([done.id]);
    expect(d.reports?.awaiting_sign_off_count).toBe(1);
    expect(d.credits).toEqual({ balance: 4, threshold: 5, low: true });
    expect(stepsOf(d)).toMatchObject({ vehicle: true, report: true, teammate: false });

    await api.reports.signOff({ id: done.id, signed_by_name: "Sam" });
    await addUser(companyId, "INSPECTOR");
    await db.company.update({
      where: { id: companyId },
      data: {
        addressLine1: "1 Quay Street",
        apiKeys: { create: { id: newId("apiKey"), hash: newId("terms"), display: "kbs_…" } },
      },
    });
    d = await owner.account.dashboard();
    expect(d.reports?.recent_signed.map((r) => r.id)).toEqual([done.id]);
    expect(d.reports?.awaiting_sign_off).toEqual([]);
    expect(stepsOf(d)).toEqual({
      company_details: true,
      vehicle: true,
      report: true,
      teammate: true,
      integration: true,
      terms: false,
    });

    await db.termsTemplate.create({
      data: { id: newId("terms"), companyId, name: "Standard", body: "Terms." },
    });
    expect((await owner.account.dashboard()).getting_started).toEqual([]);
  });

  it("greets a member who has made no report yet as new, whatever their colleagues did", async () => {
    const { companyId, ownerId } = await createCompany({ credits: 5 });
    const owner = staff(companyId, ownerId, "OWNER");
    const inspector = await addUser(companyId, "INSPECTOR");
    // Reports by the API key or a colleague are not the owner's.
    await answeredReport(companyId);
    expect((await owner.account.dashboard()).returning).toBe(false);
    await staff(companyId, inspector.id, "INSPECTOR").reports.create({
      vrm: "AA19EEE",
      type: "general",
    });
    expect((await owner.account.dashboard()).returning).toBe(false);
    await owner.reports.create({ vrm: "AA19AAA", type: "general" });
    expect((await owner.account.dashboard()).returning).toBe(true);
    // Another company's member is new there, whoever they share a name with.
    const other = await createCompany();
    expect(
      (await staff(other.companyId, other.ownerId, "OWNER").account.dashboard()).returning,
    ).toBe(false);
  });

  it("shows each role only what it can use, and nothing of another company", async () => {
    const { companyId } = await createCompany();
    const billing = await addUser(companyId, "BILLING");
    const inspector = await addUser(companyId, "INSPECTOR");
    const other = await createCompany();
    await answeredReport(other.companyId);

    const forBilling = await staff(companyId, billing.id, "BILLING").account.dashboard();
    expect(forBilling.reports).toBeNull();
    expect(forBilling.vehicles_due).toBeNull();
    expect(forBilling.getting_started).toEqual([]);

    const forInspector = await staff(companyId, inspector.id, "INSPECTOR").account.dashboard();
    expect(forInspector.reports?.in_progress).toEqual([]);
    expect(forInspector.getting_started.map((s) => s.step)).toEqual(["vehicle", "report"]);
  });
});
