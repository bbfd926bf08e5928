// The demo company a newcomer gets: made once, with a working API key, 50 credits, and
// something to explore, made through the real services (events and activity included).
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { DEMO_CREDITS, DEMO_LOGIN, seedDemoCompany } from "~/server/services/company/seed-demo";
import { call, json } from "./api/http";

type Listed<T> = { data: T[] };
type Vehicle = {
  vrm: string;
  mot_valid_until: string | null;
  tax_status: string | null;
  insurance: { status: string };
};

async function demoCompanyId() {
  return (await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } })).companyId;
}

/** How many rows of each kind the company has: a second start must not add any. */
async function counts(companyId: string) {
  const where = { where: { companyId } };
  return {
    vehicles: await db.vehicle.count(where),
    customers: await db.customer.count(where),
    checks: await db.licenceCheck.count(where),
    agreements: await db.agreement.count(where),
    reports: await db.report.count(where),
    ledger: await db.creditTransaction.count(where),
    activity: await db.activityLog.count(where),
    events: await db.event.count(where),
  };
}

describe("demo company", () => {
  it("is created once, with an API key that works and a fleet, hirers and a hire to explore", async () => {
    // A database kept from earlier runs may hold an older demo company (its activity log keeps
    // it from being deleted): its login is moved aside, so the demo is made afresh.
    const old = await db.user.findUnique({ where: { email: DEMO_LOGIN.email } });
    if (old)
      await db.user.update({
        where: { id: old.id },
        data: { email: `earlier-${old.id}@demo.invalid` },
      });
    const first = await seedDemoCompany();
    expect(first.created).toBe(true);
    const companyId = await demoCompanyId();
    const made = await counts(companyId);
    expect((await seedDemoCompany()).created).toBe(false);
    expect(await counts(companyId)).toEqual(made);

    const key = first.apiKey!;
    const get = async <T>(path: string) => (await json(await call("GET", path, { key }))) as T;

    // Three vehicles, one of them with its MOT run out.
    const vehicles = (await get<Listed<Vehicle>>("/vehicles")).data;
    expect(vehicles.map((v) => v.vrm).sort()).toEqual(["AA19AAA", "AA19DSL", "AA19MOT"]);
    const today = new Date().toISOString().slice(0, 10);
    const expired = vehicles.find((v) => v.vrm === "AA19MOT")!;
    expect(expired.mot_valid_until! < today).toBe(true);

    // Two hirers; Oliver's licence has points, Amelia's is clean.
    const customers = (
      await get<Listed<{ id: string; name: string; licence_check: { outcome: string } | null }>>(
        "/customers",
      )
    ).data;
    expect(Object.fromEntries(customers.map((c) => [c.name, c.licence_check?.outcome]))).toEqual({
      "Amelia Morgan": "valid",
      "Oliver Patel": "points",
    });
    expect(await get<Listed<unknown>>("/customers?q=amelia")).toMatchObject({
      data: [{ name: "Amelia Morgan", phone: "+447700900123", licence_number: "MORGA753116SM9IJ" }],
    });

    // A hire out on the road: signed by the hirer, on a vehicle that may go out (MOT, tax,
    // insurance) for a hirer with a clean licence, with its outbound report signed off.
    const agreements = (
      await get<
        Listed<{
          status: string;
          vehicle: { vrm: string };
          customer: { name: string };
          signed_at: string | null;
          outbound_report_id: string | null;
          daily_rate_pence: number;
        }>
      >("/agreements")
    ).data;
    expect(agreements).toHaveLength(1);
    const [hire] = agreements;
    expect(hire).toMatchObject({
      status: "out",
      vehicle: { vrm: "AA19DSL" },
      customer: { name: "Amelia Morgan" },
      daily_rate_pence: 4500,
    });
    expect(hire!.signed_at).not.toBeNull();
    const van = vehicles.find((v) => v.vrm === "AA19DSL")!;
    expect(van.mot_valid_until! >= today).toBe(true);
    expect(van.tax_status).toBe("Taxed");
    expect(van.insurance.status).toBe("insured");

    const report = await get<{ id: string; type: string; status: string; pdf_url: string | null }>(
      `/reports/${hire!.outbound_report_id}`,
    );
    expect(report).toMatchObject({ type: "outbound", status: "signed_off" });
    expect(report.pdf_url).not.toBeNull();
    const inspections = (
      await get<Listed<{ verdict: string; damage: { zone: string; type: string } | null }>>(
        `/reports/${report.id}/inspections`,
      )
    ).data;
    expect(inspections.every((i) => i.verdict !== null)).toBe(true);
    const damaged = inspections.filter((i) => i.damage);
    expect(damaged).toHaveLength(1);
    expect(damaged[0]).toMatchObject({
      verdict: "advisory",
      damage: { zone: "rear_bumper", type: "scratch" },
    });

    // Still 50 credits: the report's credit is given back, and the ledger says so.
    expect(await get<{ balance: number }>("/credits")).toMatchObject({ balance: DEMO_CREDITS });
    const ledger = await db.creditTransaction.findMany({
      where: { companyId },
      orderBy: { id: "asc" },
      select: { kind: true, amount: true, balanceAfter: true },
    });
    expect(ledger).toEqual([
      { kind: "GRANT", amount: 50, balanceAfter: 50 },
      { kind: "CHARGE", amount: -1, balanceAfter: 49 },
      { kind: "GRANT", amount: 1, balanceAfter: 50 },
    ]);

    // Made as real use makes them: events for integrators, and the activity log.
    const events = await db.event.findMany({ where: { companyId }, select: { type: true } });
    expect(new Set(events.map((e) => e.type))).toEqual(
      new Set([
        "vehicle.created",
        "customer.created",
        "licence.checked",
        "agreement.signed",
        "report.completed",
        "inspection.verdict_flagged",
      ]),
    );
    const actions = new Set(
      (await db.activityLog.findMany({ where: { companyId }, select: { action: true } })).map(
        (a) => a.action,
      ),
    );
    for (const action of [
      "vehicle.created",
      "customer.created",
      "licence_check.created",
      "agreement.sent",
      "agreement.signed",
      "agreement.handed_over",
      "report.signed_off",
      "company.credits_granted",
    ])
      expect(actions).toContain(action);
  });
});
