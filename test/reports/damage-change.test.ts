// The check-in over real HTTP: the inspector confirms, repairs and adds damage against
// the check-out, several damages share one area, and the comparison follows `change`.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { apiCompany, call, json, problemOf } from "../api/http";

type Damage = {
  zone: string;
  type: string;
  severity: string;
  x?: number | null;
  y?: number | null;
  change?: string;
};
type Ins = { id: string; area: string; damage: (Damage & { change?: string }) | null };
type Compared = {
  inspection_id: string;
  zone: string;
  type: string;
  baseline_inspection_id: string | null;
  baseline_severity: string | null;
};
type Comparison = Record<
  "new_damage" | "worse_damage" | "unchanged_damage" | "repaired",
  Compared[]
> & {
  baseline_report_id: string | null;
  odometer_delta: number | null;
  fuel_level_delta: number | null;
};

const DOOR = "nearside_front_door";

async function report(
  key: string,
  type: string,
  readings: { odometer?: number; fuel_level?: number },
) {
  const created = await json<{ id: string }>(
    await call("POST", "/reports", { key, body: { vrm: "AA19AAA", type } }),
  );
  if (Object.keys(readings).length > 0)
    expect((await call("PUT", `/reports/${created.id}`, { key, body: readings })).status).toBe(200);
  const { data } = await json<{ data: Ins[] }>(
    await call("GET", `/reports/${created.id}/inspections`, { key }),
  );
  for (const inspection of data)
    await call("PUT", `/inspections/${inspection.id}`, { key, body: { verdict: "pass" } });
  return { id: created.id, first: data[0]! };
}

async function setDamage(key: string, id: string, damage: Damage) {
  const response = await call("PUT", `/inspections/${id}`, { key, body: { damage } });
  expect(response.status).toBe(200);
  return json<Ins>(response);
}

async function addDamage(key: string, reportId: string, area: string, damage: Damage) {
  const response = await call("POST", `/reports/${reportId}/inspections`, {
    key,
    body: { area, verdict: "pass", damage },
  });
  expect(response.status).toBe(201);
  return json<Ins>(response);
}

describe("check-in against the check-out", () => {
  it("several damages on one area; existing, repaired and new follow `change`, computed when left out, with the deltas", async () => {
    const { key } = await apiCompany({ credits: 10, rateLimit: 1000 });
    const out = await report(key, "outbound", { odometer: 42000, fuel_level: 80 });
    const outDent = await setDamage(key, out.first.id, {
      zone: DOOR,
      type: "dent",
      severity: "minor",
      x: 0.1,
      y: 0.4,
    });
    const outScratch = await addDamage(key, out.id, out.first.area, {
      zone: DOOR,
      type: "scratch",
      severity: "moderate",
    });
    expect(outScratch).toMatchObject({
      area: out.first.area,
      damage: { zone: DOOR, type: "scratch" },
    });
    expect(outScratch.damage).not.toHaveProperty("change");
    expect((await call("POST", `/reports/${out.id}/complete`, { key })).status).toBe(200);

    const back = await report(key, "inbound", { odometer: 42480, fuel_level: 55 });
    const still = await setDamage(key, back.first.id, {
      zone: DOOR,
      type: "dent",
      severity: "minor",
    });
    expect(still.damage?.change).toBe("existing");
    const repaired = await addDamage(key, back.id, back.first.area, {
      zone: DOOR,
      type: "scratch",
      severity: "moderate",
      change: "repaired",
    });
    expect(repaired.damage?.change).toBe("repaired");
    // A second scratch on the door: the baseline's only scratch is already accounted for.
    const second = await addDamage(key, back.id, back.first.area, {
      zone: DOOR,
      type: "scratch",
      severity: "minor",
    });
    expect(second.damage?.change).toBe("new");

    const listed = await json<{ data: Ins[] }>(
      await call("GET", `/reports/${back.id}/inspections`, { key }),
    );
    const changes = listed.data.filter((i) => i.damage).map((i) => [i.id, i.damage?.change]);
    expect(changes).toEqual([
      [still.id, "existing"],
      [repaired.id, "repaired"],
      [second.id, "new"],
    ]);
    expect(await json<Ins>(await call("GET", `/inspections/${second.id}`, { key }))).toMatchObject({
      damage: { change: "new" },
    });

    const comparison = await json<Comparison>(
      await call("GET", `/reports/${back.id}/comparison`, { key }),
    );
    expect(comparison.baseline_report_id).toBe(out.id);
    expect(
      comparison.unchanged_damage.map((d) => [
        d.inspection_id,
        d.baseline_inspection_id,
        d.baseline_severity,
      ]),
    ).toEqual([[still.id, outDent.id, "minor"]]);
    expect(comparison.repaired.map((d) => [d.inspection_id, d.baseline_inspection_id])).toEqual([
      [repaired.id, outScratch.id],
    ]);
    expect(comparison.new_damage.map((d) => [d.inspection_id, d.baseline_inspection_id])).toEqual([
      [second.id, null],
    ]);
    expect(comparison.worse_damage).toEqual([]);
    expect(comparison).toMatchObject({ odometer_delta: 480, fuel_level_delta: -25 });

    // The inspector says the second scratch was there all along: it leaves the new list.
    await setDamage(key, second.id, {
      zone: DOOR,
      type: "scratch",
      severity: "minor",
      change: "existing",
    });
    const after = await json<Comparison>(
      await call("GET", `/reports/${back.id}/comparison`, { key }),
    );
    expect(after.new_damage).toEqual([]);
    expect(after.unchanged_damage.map((d) => d.inspection_id)).toEqual([still.id, second.id]);
    expect(await json(await call("POST", `/reports/${back.id}/complete`, { key }))).toMatchObject({
      verdict: "pass",
    });
  });

  it("`worse` and `new` given by the inspector make concerns; deltas are null without readings", async () => {
    const { key } = await apiCompany({ credits: 10, rateLimit: 1000 });
    const out = await report(key, "outbound", {});
    await setDamage(key, out.first.id, { zone: "roof", type: "dent", severity: "minor" });
    await call("POST", `/reports/${out.id}/complete`, { key });
    const back = await report(key, "inbound", { odometer: 10 });
    await setDamage(key, back.first.id, {
      zone: "roof",
      type: "dent",
      severity: "minor",
      change: "worse",
    });
    const comparison = await json<Comparison>(
      await call("GET", `/reports/${back.id}/comparison`, { key }),
    );
    expect(comparison.worse_damage.map((d) => d.baseline_severity)).toEqual(["minor"]);
    expect(comparison).toMatchObject({
      odometer_delta: null,
      fuel_level_delta: null,
      new_damage: [],
      unchanged_damage: [],
    });
    expect(await json(await call("POST", `/reports/${back.id}/complete`, { key }))).toMatchObject({
      verdict: "concerns",
    });
  });

  it("refuses an unknown change, and a change on an outbound report, with a pointer, changing nothing", async () => {
    const { key } = await apiCompany({ credits: 10, rateLimit: 1000 });
    const out = await report(key, "outbound", {});
    const refused = await problemOf(
      await call("PUT", `/inspections/${out.first.id}`, {
        key,
        body: { damage: { zone: "roof", type: "dent", severity: "minor", change: "existing" } },
      }),
      400,
    );
    expect(refused.errors).toEqual([expect.objectContaining({ pointer: "/damage/change" })]);
    const back = await report(key, "inbound", {});
    const bogus = await problemOf(
      await call("PUT", `/inspections/${back.first.id}`, {
        key,
        body: { damage: { zone: "roof", type: "dent", severity: "minor", change: "gone" } },
      }),
      400,
    );
    expect(bogus.errors?.map((e) => e.pointer)).toEqual(["/damage/change"]);
    const rows = await db.inspection.findMany({
      where: { id: { in: [out.first.id, back.first.id] } },
    });
    expect(rows.map((r) => [r.damageZone, r.damageChange])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});
