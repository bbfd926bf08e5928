import { describe, expect, it } from "vitest";
import { toAppError } from "~/server/api/trpc";
import { db } from "~/server/db";
import { newId } from "~/server/ids";
import { addUser, apiKeyCaller, createCompany, staff } from "../factories";

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const app = toAppError(error);
    return { code: app.code, status: app.status, detail: app.message };
  }
  throw new Error("expected the call to fail");
}

async function stored(companyId: string) {
  const [vehicles, events] = await Promise.all([
    db.vehicle.count({ where: { companyId } }),
    db.event.count({ where: { companyId } }),
  ]);
  return { vehicles, events };
}

describe("adding vehicles", () => {
  it("adds AA19AAA, `aa19 eee` and L2WPS with merged registry data and MOT history, firing vehicle.created", async () => {
    const { companyId } = await createCompany();
    const api = apiKeyCaller(companyId);
    const fiesta = await api.fleet.create({ vrm: "AA19AAA" });
    expect(fiesta).toMatchObject({
      vrm: "AA19AAA",
      make: "FORD",
      model: "FIESTA",
      colour: "BLUE",
      fuel_type: "PETROL",
      body_type: "car",
      status: "active",
      archived: false,
    });
    expect(fiesta.id).toMatch(/^veh_/);
    expect(fiesta.mot_tests.length).toBeGreaterThan(2);
    expect(fiesta.insurance.status).toBe("insured");
    expect(fiesta.registry_checked_at).not.toBeNull();

    const leaf = await api.fleet.create({ vrm: "aa19 eee" });
    expect(leaf).toMatchObject({ vrm: "AA19EEE", fuel_type: "ELECTRICITY" });
    const defender = await api.fleet.create({ vrm: "L2WPS" });
    expect(defender.mot_tests.length).toBeGreaterThan(0);

    const events = await db.event.findMany({
      where: { companyId, type: "vehicle.created" },
      orderBy: { id: "asc" },
    });
    expect(events.map((e) => (e.payload as { object: { id: string } }).object.id)).toEqual([
      fiesta.id,
      leaf.id,
      defender.id,
    ]);
    expect((events[0]?.payload as { object: unknown }).object).toEqual(
      await api.fleet.get({ id: fiesta.id }),
    );
  });

  it("answers 409 naming the existing vehicle, and stores nothing more", async () => {
    const { companyId } = await createCompany();
    const api = apiKeyCaller(companyId);
    const first = await api.fleet.create({ vrm: "AA19DSL" });
    const before = await stored(companyId);
    const conflict = await failure(api.fleet.create({ vrm: "aa19dsl" }));
    expect(conflict).toMatchObject({ code: "conflict", status: 409 });
    expect(conflict.detail).toContain(first.id);
    expect(await stored(companyId)).toEqual(before);
  });

  it("stores nothing when the registry says not found (422), bad request (400) or is down (502)", async () => {
    const { companyId } = await createCompany();
    const api = apiKeyCaller(companyId);
    expect(await failure(api.fleet.create({ vrm: "ER19NFD" }))).toMatchObject({
      code: "vrm_not_found",
      status: 422,
    });
    expect(await failure(api.fleet.create({ vrm: "ER19BAD" }))).toMatchObject({
      code: "invalid_request",
      status: 400,
    });
    for (const vrm of ["ER19ERR", "ER19THR", "ER19MNT"]) {
      expect(await failure(api.fleet.create({ vrm }))).toMatchObject({
        code: "registry_unavailable",
        status: 502,
      });
    }
    expect(await stored(companyId)).toEqual({ vehicles: 0, events: 0 });
    expect(await db.registryLookup.count({ where: { vrm: { in: ["ER19NFD", "ER19ERR"] } } })).toBe(
      0,
    );
    expect(await failure(api.fleet.create({ vrm: "not a plate!" }))).toMatchObject({
      code: "invalid_request",
    });
  });

  it("looks a VRM up without adding it", async () => {
    const { companyId } = await createCompany();
    const lookup = await apiKeyCaller(companyId).fleet.lookup({ vrm: "AA19PPP" });
    expect(lookup).toMatchObject({ vrm: "AA19PPP", body_type: "hgv" });
    expect(await stored(companyId)).toEqual({ vehicles: 0, events: 0 });
    expect(await failure(apiKeyCaller(companyId).fleet.lookup({ vrm: "ER19NFD" }))).toMatchObject({
      status: 422,
    });
  });
});

describe("vehicle records", () => {
  it("updates only local fields, archives, restores on re-add and refreshes", async () => {
    const { companyId } = await createCompany();
    const api = apiKeyCaller(companyId);
    const v = await api.fleet.create({ vrm: "AA19AMP" });
    const updated = await api.fleet.update({
      id: v.id,
      fleet_number: "F-204",
      nickname: "Blue hybrid",
      status: "off_road",
    });
    expect(updated).toMatchObject({
      fleet_number: "F-204",
      nickname: "Blue hybrid",
      status: "off_road",
      notes: null,
      make: v.make,
    });
    expect(
      await api.fleet.update({ id: v.id, notes: "Spare key in the safe", nickname: "" }),
    ).toMatchObject({ nickname: null, fleet_number: "F-204", notes: "Spare key in the safe" });
    expect(await failure(api.fleet.update({ id: v.id, make: "BMW" } as never))).toMatchObject({
      code: "invalid_request",
    });

    await api.fleet.archive({ id: v.id });
    await api.fleet.archive({ id: v.id });
    expect(await api.fleet.get({ id: v.id })).toMatchObject({ archived: true });
    expect((await api.fleet.list({ limit: 25 })).data).toEqual([]);
    expect((await api.fleet.list({ limit: 25, status: "archived" })).data.map((x) => x.id)).toEqual(
      [v.id],
    );

    const back = await api.fleet.create({ vrm: "AA19AMP" });
    expect(back).toMatchObject({
      id: v.id,
      archived: false,
      status: "active",
      fleet_number: "F-204",
    });

    await db.vehicle.update({
      where: { id: v.id },
      data: { make: "STALE", registryCheckedAt: new Date("2020-01-01") },
    });
    const refreshed = await api.fleet.refresh({ id: v.id });
    expect(refreshed.make).toBe("TOYOTA");
    expect(refreshed.registry_checked_at! > "2020-01-02").toBe(true);
  });

  it("answers 404 for another company's vehicle on every route, and for ids of another kind", async () => {
    const a = await createCompany();
    const b = await createCompany();
    const theirs = await apiKeyCaller(a.companyId).fleet.create({ vrm: "AA19SRN" });
    const ownerB = staff(b.companyId, b.ownerId, "OWNER");
    // Called one at a time, so no refusal is left unobserved while another is awaited.
    const calls = [
      () => ownerB.fleet.get({ id: theirs.id }),
      () => ownerB.fleet.update({ id: theirs.id, nickname: "mine now" }),
      () => ownerB.fleet.archive({ id: theirs.id }),
      () => ownerB.fleet.refresh({ id: theirs.id }),
      () => ownerB.fleet.get({ id: newId("report") }),
      () => ownerB.fleet.get({ id: "veh_nonsense" }),
    ];
    for (const call of calls)
      expect(await failure(call())).toMatchObject({ code: "not_found", status: 404 });
    expect((await ownerB.fleet.list({ limit: 25 })).data).toEqual([]);
    expect(await apiKeyCaller(a.companyId).fleet.get({ id: theirs.id })).toMatchObject({
      nickname: null,
      archived: false,
    });
  });

  it("lets Inspectors and Managers work with vehicles, not Billing", async () => {
    const { companyId } = await createCompany();
    const billing = await addUser(companyId, "BILLING");
    const inspector = await addUser(companyId, "INSPECTOR");
    expect(
      await failure(staff(companyId, billing.id, "BILLING").fleet.list({ limit: 25 })),
    ).toMatchObject({ code: "forbidden" });
    expect(
      await staff(companyId, inspector.id, "INSPECTOR").fleet.create({ vrm: "AA19MOT" }),
    ).toMatchObject({ mot_status: "Not valid" });
  });
});
