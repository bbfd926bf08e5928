// The hire gate through the REST API: every agreement carries `warnings` (GET, lists, the
// answers of writes), a handover with a blocking warning is 409 hire_blocked and changes
// nothing, `override_reason` lets it go ahead and is kept, with an activity row naming who
// overrode which warnings; a bad reason is 400 and another company's agreement 404.
import { afterEach, describe, expect, it, vi } from "vitest";
import { database, db } from "~/server/db";
import { formatCalendarDate } from "~/server/models/uk-format";
import { apiCompany, call, json, problemOf } from "../api/http";
import { companySnapshot, expectCrossTenantNotFound } from "../cross-tenant";
import { staff } from "../factories";
import { HIRE_WITHIN_MOT, sendDraft, signForm, submitPage } from "./helpers";

type Warning = { code: string; message: string };
type Agreement = {
  id: string;
  status: string;
  warnings: Warning[];
  handover_override_reason: string | null;
};
type Company = Awaited<ReturnType<typeof apiCompany>>;

const NOT_CHECKED = {
  code: "licence_not_checked",
  message: "The hirer's driving licence has not been checked.",
};

async function hirer(c: Company, shareCode?: string) {
  const customer = await json<{ id: string }>(
    await call("POST", "/customers", {
      key: c.key,
      body: {
        name: "Amelia Hirer",
        email: "amelia@example.test",
        licence_number: "MORGA753116SM9IJ",
      },
    }),
  );
  if (shareCode) {
    const check = await call("POST", `/customers/${customer.id}/licence-checks`, {
      key: c.key,
      body: { share_code: shareCode, consent: true },
    });
    expect(check.status).toBe(201);
  }
  return customer;
}

async function vehicle(c: Company, vrm: string) {
  return json<{ id: string; mot_valid_until: string }>(
    await call("POST", "/vehicles", { key: c.key, body: { vrm } }),
  );
}

async function agreement(
  c: Company,
  customerId: string,
  vehicleId: string,
  dates: { starts_at: string; ends_at: string } = HIRE_WITHIN_MOT,
) {
  const response = await call("POST", "/agreements", {
    key: c.key,
    body: { customer_id: customerId, vehicle_id: vehicleId, ...dates, daily_rate_pence: 4500 },
  });
  expect(response.status).toBe(201);
  return json<Agreement>(response);
}

/** A signed agreement of the MOT-expired sandbox vehicle (AA19MOT) for a hirer with no licence check. */
async function signedMotExpired(c: Company) {
  const motExpired = await vehicle(c, "AA19MOT");
  const a = await agreement(c, (await hirer(c)).id, motExpired.id);
  await submitPage((await sendDraft(c, a.id)).token, signForm);
  return { id: a.id, motMessage: motMessage(motExpired.mot_valid_until) };
}

const motMessage = (until: string) =>
  `The MOT of AA19 MOT ran out on ${formatCalendarDate(until)}.`;

const getAgreement = async (c: Company, id: string) =>
  json<Agreement>(await call("GET", `/agreements/${id}`, { key: c.key }));

const handover = (c: Company, id: string, body: Record<string, unknown> = {}) =>
  call("POST", `/agreements/${id}/handover`, { key: c.key, body });

describe("warnings on every agreement", () => {
  it("are on the create answer, GET and the list, in the contract's order, in sentences", async () => {
    const c = await apiCompany({ rateLimit: 10_000 });
    const motExpired = await vehicle(c, "AA19MOT");
    const sorn = await vehicle(c, "AA19SRN");
    const fine = await vehicle(c, "AA19AAA");
    const created = await agreement(c, (await hirer(c, "POINTS06")).id, motExpired.id);
    const expected = [
      { code: "mot_expired", message: motMessage(motExpired.mot_valid_until) },
      {
        code: "licence_points",
        message: "The hirer's latest licence check shows 6 penalty points.",
      },
    ];
    expect(created.warnings).toEqual(expected);
    expect((await getAgreement(c, created.id)).warnings).toEqual(expected);

    const disqualified = await agreement(c, (await hirer(c, "DISQUAL0")).id, sorn.id);
    const unchecked = await agreement(c, (await hirer(c)).id, fine.id);
    const clean = await agreement(c, (await hirer(c, "CLEAN000")).id, fine.id);
    const list = await json<{ data: Agreement[] }>(
      await call("GET", "/agreements?limit=10", { key: c.key }),
    );
    expect(Object.fromEntries(list.data.map((a) => [a.id, a.warnings]))).toEqual({
      [created.id]: expected,
      [disqualified.id]: [
        {
          code: "untaxed",
          message: "AA19 SRN is declared off the road (SORN), so it is not taxed.",
        },
        { code: "not_insured", message: "The insurance check found no insurance for AA19 SRN." },
        {
          code: "licence_invalid",
          message: "The hirer's latest licence check shows they are disqualified from driving.",
        },
      ],
      [unchecked.id]: [NOT_CHECKED],
      [clean.id]: [],
    });
  });

  it("follow the vehicle and the hirer as they are now, and the hire's first day", async () => {
    const c = await apiCompany({ rateLimit: 10_000 });
    const car = await vehicle(c, "AA19AAA");
    const customer = await hirer(c);
    // The day after the MOT runs out is the first day it blocks; the last day of it does not.
    const until = (await getVehicle(c, car.id)).mot_valid_until;
    const lastDay = await agreement(c, customer.id, car.id, {
      starts_at: `${until}T08:00:00Z`,
      ends_at: `${until}T20:00:00Z`,
    });
    const next = new Date(Date.parse(`${until}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const dayAfter = await agreement(c, customer.id, car.id, {
      starts_at: `${next}T12:00:00Z`,
      ends_at: `${next}T18:00:00Z`,
    });
    const codes = async (id: string) => (await getAgreement(c, id)).warnings.map((w) => w.code);
    expect(await codes(lastDay.id)).toEqual(["licence_not_checked"]);
    expect(await codes(dayAfter.id)).toEqual(["mot_expired", "licence_not_checked"]);

    await call("POST", `/customers/${customer.id}/licence-checks`, {
      key: c.key,
      body: { share_code: "PROVSNL0", consent: true },
    });
    expect(await codes(lastDay.id)).toEqual(["licence_invalid"]);
  });
});

async function getVehicle(c: Company, id: string) {
  return json<{ mot_valid_until: string }>(await call("GET", `/vehicles/${id}`, { key: c.key }));
}

describe("the handover through the hire gate", () => {
  it("is 409 hire_blocked naming the codes, and changes nothing, without an override_reason", async () => {
    const c = await apiCompany({ rateLimit: 10_000 });
    const { id } = await signedMotExpired(c);
    const before = await companySnapshot(c.companyId);
    const problem = await problemOf(await handover(c, id, { odometer: 12000 }), 409);
    expect(problem.code).toBe("hire_blocked");
    expect(problem.type).toMatch(/\/problems\/hire_blocked$/);
    expect(problem.detail).toContain("mot_expired");
    expect(problem.detail).not.toContain("licence_not_checked");
    expect(await companySnapshot(c.companyId)).toBe(before);
    expect(await getAgreement(c, id)).toMatchObject({
      status: "signed",
      handover_override_reason: null,
    });
  });

  it("goes ahead with an override_reason, keeps it, and the activity log says who overrode what", async () => {
    const c = await apiCompany({ rateLimit: 10_000 });
    const { id } = await signedMotExpired(c);
    const out = await json<Agreement & { start_odometer: number }>(
      await handover(c, id, {
        odometer: 12000,
        override_reason: "  MOT booked for 9am; the hirer drives straight to the test centre.  ",
      }),
    );
    expect(out).toMatchObject({
      status: "out",
      start_odometer: 12000,
      handover_override_reason: "MOT booked for 9am; the hirer drives straight to the test centre.",
    });
    expect(out.warnings.map((w) => w.code)).toEqual(["mot_expired", "licence_not_checked"]);
    expect((await getAgreement(c, id)).handover_override_reason).toBe(out.handover_override_reason);
    const row = await db.activityLog.findFirstOrThrow({
      where: { companyId: c.companyId, objectId: id, action: "agreement.handed_over" },
    });
    expect(row).toMatchObject({ actorType: "api_key", actorName: "API key" });
    expect(row.changes).toEqual(
      expect.arrayContaining([
        { field: "status", before: "signed", after: "out" },
        {
          field: "handover_override_reason",
          before: null,
          after: "MOT booked for 9am; the hirer drives straight to the test centre.",
        },
        { field: "overridden_warnings", before: null, after: ["mot_expired"] },
      ]),
    );
  });

  it("records the staff member who overrode, and takes a reason of exactly 500 characters", async () => {
    const c = await apiCompany({ rateLimit: 10_000 });
    const { id } = await signedMotExpired(c);
    const reason = "r".repeat(500);
    const out = await staff(c.companyId, c.ownerId, "OWNER").agreements.handoverAgreement({
      id,
      override_reason: reason,
    });
    expect(out.handover_override_reason).toBe(reason);
    const row = await db.activityLog.findFirstOrThrow({
      where: { companyId: c.companyId, objectId: id, action: "agreement.handed_over" },
    });
    expect(row).toMatchObject({ actorType: "user", actorId: c.ownerId, actorName: "Olive Owner" });
  });

  it("needs no reason when only warnings that do not block apply, and keeps none", async () => {
    const c = await apiCompany({ rateLimit: 10_000 });
    const car = await vehicle(c, "AA19AAA");
    const a = await agreement(c, (await hirer(c, "POINTS06")).id, car.id);
    await submitPage((await sendDraft(c, a.id)).token, signForm);
    const out = await json<Agreement>(await handover(c, a.id, { override_reason: "Not needed" }));
    expect(out).toMatchObject({ status: "out", handover_override_reason: null });
    expect(out.warnings.map((w) => w.code)).toEqual(["licence_points"]);
    const row = await db.activityLog.findFirstOrThrow({
      where: { companyId: c.companyId, objectId: a.id, action: "agreement.handed_over" },
    });
    expect(JSON.stringify(row.changes)).not.toContain("overridden_warnings");
  });

  it("answers 400 on /override_reason to a bad reason, and changes nothing", async () => {
    const c = await apiCompany({ rateLimit: 10_000 });
    const { id } = await signedMotExpired(c);
    const before = await companySnapshot(c.companyId);
    for (const bad of ["", "   ", "x".repeat(501), 42, null, ["why"]]) {
      const problem = await problemOf(await handover(c, id, { override_reason: bad }), 400);
      expect(problem.code).toBe("invalid_request");
      expect(problem.errors?.map((e) => e.pointer)).toEqual(["/override_reason"]);
    }
    expect(await companySnapshot(c.companyId)).toBe(before);
  });

  it("answers 404 to another company, with or without a reason, and changes nothing", async () => {
    const owner = await apiCompany({ rateLimit: 10_000 });
    const intruder = await apiCompany({ rateLimit: 10_000 });
    const { id } = await signedMotExpired(owner);
    await expectCrossTenantNotFound({
      owner,
      intruder,
      id,
      endpoints: [
        { method: "GET", path: "/agreements/{id}" },
        { method: "POST", path: "/agreements/{id}/handover" },
        {
          method: "POST",
          path: "/agreements/{id}/handover",
          body: { override_reason: "Mine now" },
        },
      ],
    });
    expect((await getAgreement(owner, id)).status).toBe("signed");
  });
});

describe("the wizard's preview of the warnings (app only)", () => {
  it("gives the warnings an agreement would have; 404 for another company's hirer or vehicle, 400 for a bad start", async () => {
    const owner = await apiCompany({ rateLimit: 10_000 });
    const intruder = await apiCompany({ rateLimit: 10_000 });
    const motExpired = await vehicle(owner, "AA19MOT");
    const customer = await hirer(owner);
    const app = staff(owner.companyId, owner.ownerId, "OWNER");
    expect(
      await app.agreements.hireWarnings({
        customer_id: customer.id,
        vehicle_id: motExpired.id,
        starts_at: HIRE_WITHIN_MOT.starts_at,
      }),
    ).toEqual([
      { code: "mot_expired", message: motMessage(motExpired.mot_valid_until) },
      NOT_CHECKED,
    ]);
    const theirs = staff(intruder.companyId, intruder.ownerId, "OWNER");
    const ask = (input: { customer_id: string; vehicle_id: string }) =>
      theirs.agreements.hireWarnings({ ...input, starts_at: HIRE_WITHIN_MOT.starts_at });
    const ownVehicle = await vehicle(intruder, "AA19AAA");
    const ownHirer = await hirer(intruder);
    await expect(ask({ customer_id: ownHirer.id, vehicle_id: motExpired.id })).rejects.toThrow(
      "No vehicle with that id.",
    );
    await expect(ask({ customer_id: customer.id, vehicle_id: ownVehicle.id })).rejects.toThrow(
      "No customer with that id.",
    );
    await expect(
      app.agreements.hireWarnings({
        customer_id: customer.id,
        vehicle_id: motExpired.id,
        starts_at: "next Tuesday",
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("a list's reads", () => {
  afterEach(() => vi.restoreAllMocks());

  it.skipIf(process.env.DATABASE_URL)(
    "take the same number of statements for 2 agreements as for 8 (no query per row)",
    async () => {
      const c = await apiCompany({ rateLimit: 10_000 });
      const car = await vehicle(c, "AA19MOT");
      const statements = async () => {
        const pglite = database().pglite!;
        const spy = vi.spyOn(pglite, "query");
        await call("GET", "/agreements?limit=100", { key: c.key });
        const count = spy.mock.calls.length;
        spy.mockRestore();
        expect(count).toBeGreaterThan(0);
        return count;
      };
      for (let i = 0; i < 2; i++) await agreement(c, (await hirer(c, "POINTS06")).id, car.id);
      const few = await statements();
      for (let i = 0; i < 6; i++) await agreement(c, (await hirer(c, "POINTS06")).id, car.id);
      expect(await statements()).toBe(few);
    },
  );
});
