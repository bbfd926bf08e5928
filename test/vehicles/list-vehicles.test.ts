import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { idMadeAt } from "~/server/ids";
import { apiKeyCaller, createCompany } from "../factories";

async function fleetOf(vrms: string[]) {
  const { companyId } = await createCompany();
  const api = apiKeyCaller(companyId);
  const ids: Record<string, string> = {};
  for (const vrm of vrms) ids[vrm] = (await api.fleet.create({ vrm })).id;
  return { companyId, api, ids };
}

const vrmsOf = (page: { data: { vrm: string }[] }) => page.data.map((v) => v.vrm);

describe("listing vehicles", () => {
  it("filters by vrm, q, make, MOT status, due dates, status and creation date", async () => {
    const { api, ids, companyId } = await fleetOf([
      "AA19AAA",
      "AA19EEE",
      "AA19DSL",
      "AA19MOT",
      "AA19SRN",
      "L2WPS",
    ]);
    await api.fleet.update({ id: ids.L2WPS!, fleet_number: "F-77", nickname: "Green Defender" });

    expect(vrmsOf(await api.fleet.list({ limit: 25 }))).toEqual([
      "L2WPS",
      "AA19SRN",
      "AA19MOT",
      "AA19DSL",
      "AA19EEE",
      "AA19AAA",
    ]);
    expect(vrmsOf(await api.fleet.list({ limit: 25, vrm: "aa19 eee" }))).toEqual(["AA19EEE"]);
    expect(vrmsOf(await api.fleet.list({ limit: 25, q: "ford" }))).toEqual(["AA19DSL", "AA19AAA"]);
    expect(vrmsOf(await api.fleet.list({ limit: 25, q: "fies" }))).toEqual(["AA19AAA"]);
    expect(vrmsOf(await api.fleet.list({ limit: 25, q: "19EE" }))).toEqual(["AA19EEE"]);
    expect(vrmsOf(await api.fleet.list({ limit: 25, q: "AA19 MOT" }))).toEqual(["AA19MOT"]);
    expect(vrmsOf(await api.fleet.list({ limit: 25, q: "f-77" }))).toEqual(["L2WPS"]);
    expect(vrmsOf(await api.fleet.list({ limit: 25, q: "green def" }))).toEqual(["L2WPS"]);
    expect(vrmsOf(await api.fleet.list({ limit: 25, q: "ford leaf" }))).toEqual([]);
    expect(vrmsOf(await api.fleet.list({ limit: 25, make: "nissan" }))).toEqual(["AA19EEE"]);
    expect(vrmsOf(await api.fleet.list({ limit: 25, mot_status: "not valid" }))).toEqual([
      "AA19MOT",
    ]);

    const mot = await db.vehicle.findUniqueOrThrow({ where: { id: ids.AA19MOT } });
    const motLimit = mot.motValidUntil!.toISOString().slice(0, 10);
    expect(vrmsOf(await api.fleet.list({ limit: 25, mot_due_before: motLimit }))).toContain(
      "AA19MOT",
    );
    expect(vrmsOf(await api.fleet.list({ limit: 25, mot_due_before: "2000-01-01" }))).toEqual([]);
    expect(vrmsOf(await api.fleet.list({ limit: 25, tax_due_before: "2100-01-01" }))).not.toContain(
      "AA19SRN",
    );

    await api.fleet.update({ id: ids.AA19DSL!, status: "sold" });
    expect(vrmsOf(await api.fleet.list({ limit: 25, status: "sold" }))).toEqual(["AA19DSL"]);
    expect(vrmsOf(await api.fleet.list({ limit: 25, status: "active" }))).not.toContain("AA19DSL");

    // Added on 15 January, as the service would have written it then: the id carries the time too.
    const january = new Date("2026-01-15T12:00:00Z");
    await db.vehicle.update({
      where: { id: ids.AA19AAA },
      data: { id: idMadeAt("vehicle", january), createdAt: january },
    });
    expect(
      vrmsOf(
        await api.fleet.list({ limit: 25, created_from: "2026-01-15", created_to: "2026-01-15" }),
      ),
    ).toEqual(["AA19AAA"]);
    expect(await db.vehicle.count({ where: { companyId } })).toBe(6);
  });

  it("walks every page exactly once while new vehicles are being added", async () => {
    const start = ["AB11CDE", "AB12CDE", "AB13CDE", "AB14CDE", "AB15CDE", "AB16CDE", "AB17CDE"];
    const { api } = await fleetOf(start);
    const seen: string[] = [];
    let cursor: string | undefined;
    let added = 0;
    do {
      const page = await api.fleet.list({ limit: 2, cursor });
      seen.push(...vrmsOf(page));
      cursor = page.next_cursor ?? undefined;
      expect(page.has_more).toBe(page.next_cursor !== null);
      if (added < 3) await api.fleet.create({ vrm: `NEW${++added}X` });
    } while (cursor);
    expect(seen).toEqual([...start].reverse());
    const fresh = await api.fleet.list({ limit: 100 });
    expect(fresh.data).toHaveLength(10);
    expect(fresh.has_more).toBe(false);
  });

  it("refuses a cursor it did not give out, and a malformed filter", async () => {
    const { api } = await fleetOf([]);
    await expect(api.fleet.list({ limit: 25, cursor: "bm9wZQ" })).rejects.toMatchObject({
      cause: { code: "invalid_request" },
    });
    await expect(api.fleet.list({ limit: 25, mot_due_before: "soon" })).rejects.toThrow();
  });
});
