// Inspection templates (contract section 8): the four built-ins, versions, defaults per pair,
// reports freezing what they used, and every refusal naming its field and changing nothing.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { apiCompany, call, json, problemOf } from "../api/http";
import { companySnapshot, expectCrossTenantNotFound } from "../cross-tenant";

type Template = {
  id: string;
  name: string;
  version: number;
  body_types: string[];
  report_types: string[];
  is_default: boolean;
  archived: boolean;
  items: { area: string; guidance: string | null; photo_required: boolean }[];
  photo_angles: string[];
  odometer_photo_required: boolean;
  fuel_photo_required: boolean;
  accessories: string[];
};
type Report = {
  id: string;
  template: { id: string; version: number; name: string } | null;
  accessories: { name: string; present: boolean | null }[];
};

const EIGHT = [
  "front",
  "front_nearside",
  "nearside",
  "rear_nearside",
  "rear",
  "rear_offside",
  "offside",
  "front_offside",
];

const list = async (key: string, query = "") =>
  (await json<{ data: Template[] }>(await call("GET", `/inspection-templates${query}`, { key })))
    .data;

const vanTemplate = {
  name: "Van check-out",
  body_types: ["van"],
  report_types: ["outbound", "inbound"],
  items: [
    { area: "Nearside sliding door", guidance: "Open, close, check the runners" },
    { area: "Tail lift", photo_required: true },
  ],
  photo_angles: ["front", "nearside", "rear", "offside"],
  accessories: ["Locking wheel nut"],
};

async function create(key: string, body: unknown = vanTemplate) {
  const response = await call("POST", "/inspection-templates", { key, body });
  expect(response.status).toBe(201);
  return json<Template>(response);
}

async function report(key: string, body: Record<string, unknown>) {
  return call("POST", "/reports", { key, body });
}

describe("inspection templates", () => {
  it("starts every company with four built-in defaults, one per body type, covering every report type", async () => {
    const c = await apiCompany();
    const templates = await list(c.key);
    expect(templates.map((t) => t.body_types[0]).sort()).toEqual([
      "car",
      "hgv",
      "motorbike",
      "van",
    ]);
    for (const t of templates)
      expect(t).toMatchObject({
        version: 1,
        is_default: true,
        archived: false,
        report_types: [
          "outbound",
          "inbound",
          "general",
          "mid_term",
          "pickup",
          "dropoff",
          "pre_purchase",
          "post_wash",
        ],
        photo_angles: EIGHT,
        odometer_photo_required: true,
        fuel_photo_required: true,
        accessories: [],
      });
    expect((await list(c.key, "?body_type=van")).map((t) => t.name)).toEqual(["Van inspection"]);

    // A report without template_id freezes the pair's default; its checklist is the template's items.
    const made = await json<Report>(await report(c.key, { vrm: "AA19AAA", type: "outbound" }));
    const car = templates.find((t) => t.body_types[0] === "car")!;
    expect(made.template).toEqual({ id: car.id, version: 1, name: "Car inspection" });
    expect(made.accessories).toEqual([]);
    const inspections = await json<{ data: { area: string }[] }>(
      await call("GET", `/reports/${made.id}/inspections`, { key: c.key }),
    );
    expect(inspections.data.map((i) => i.area)).toEqual(car.items.map((i) => i.area));
  });

  it("gives a company made before templates its built-ins on first use, once", async () => {
    const c = await apiCompany();
    await db.inspectionTemplate.deleteMany({ where: { companyId: c.companyId } });
    const made = await json<Report>(await report(c.key, { vrm: "AA19AAA", type: "general" }));
    expect(made.template?.name).toBe("Car inspection");
    const [a, b] = await Promise.all([list(c.key), list(c.key)]);
    expect(a).toEqual(b);
    expect(a).toHaveLength(4);
  });

  it("makes a report of a named template: its items with guidance, its accessories, the version frozen", async () => {
    const c = await apiCompany();
    const van = await create(c.key);
    expect(van).toMatchObject({
      version: 1,
      is_default: false,
      odometer_photo_required: true,
      items: [
        {
          area: "Nearside sliding door",
          guidance: "Open, close, check the runners",
          photo_required: false,
        },
        { area: "Tail lift", guidance: null, photo_required: true },
      ],
    });
    const made = await json<Report>(
      await report(c.key, { vrm: "AA19PPX", type: "outbound", template_id: van.id }),
    );
    expect(made.template).toEqual({ id: van.id, version: 1, name: "Van check-out" });
    expect(made.accessories).toEqual([{ name: "Locking wheel nut", present: null }]);
    const rows = await db.inspection.findMany({
      where: { reportId: made.id },
      orderBy: { position: "asc" },
    });
    expect(rows.map((r) => [r.area, r.guidance, r.photoRequired])).toEqual([
      ["Nearside sliding door", "Open, close, check the runners", false],
      ["Tail lift", null, true],
    ]);

    // An edit of the content is version 2; the report keeps version 1.
    const edited = await json<Template>(
      await call("PUT", `/inspection-templates/${van.id}`, {
        key: c.key,
        body: { name: "Van out", accessories: ["Locking wheel nut", "Spare wheel"] },
      }),
    );
    expect(edited).toMatchObject({ version: 2, name: "Van out" });
    const renamed = await json<Template>(
      await call("PUT", `/inspection-templates/${van.id}`, {
        key: c.key,
        body: { name: "Van check-out", items: edited.items },
      }),
    );
    expect(renamed.version).toBe(2);
    const again = await json<Report>(await call("GET", `/reports/${made.id}`, { key: c.key }));
    expect(again.template).toEqual({ id: van.id, version: 1, name: "Van check-out" });
  });

  it("refuses a template of another company, an unknown, archived or inapplicable one, charging nothing", async () => {
    const c = await apiCompany();
    const other = await apiCompany();
    const theirs = await create(other.key);
    const van = await create(c.key);
    const archived = await create(c.key, { ...vanTemplate, name: "Old van" });
    await call("PUT", `/inspection-templates/${archived.id}`, {
      key: c.key,
      body: { archived: true },
    });
    await report(c.key, { vrm: "AA19AAA", type: "outbound" });
    const before = await companySnapshot(c.companyId);
    for (const template_id of [theirs.id, archived.id, "itp_01jd8x3m5kf3v9w2q7r4t6y8z0", "veh_x"]) {
      const problem = await problemOf(
        await report(c.key, { vrm: "AA19AAA", type: "outbound", template_id }),
        404,
      );
      expect(problem.errors?.map((e) => e.pointer)).toEqual(["/template_id"]);
    }
    for (const body of [
      { vrm: "AA19AAA", type: "outbound", template_id: van.id }, // a car
      { vrm: "AA19AAA", type: "general", template_id: van.id },
    ]) {
      const problem = await problemOf(await report(c.key, body), 422);
      expect(problem).toMatchObject({
        code: "template_not_applicable",
        errors: [{ pointer: "/template_id" }],
      });
    }
    expect(await companySnapshot(c.companyId)).toBe(before);
  });

  it("keeps exactly one default per pair: is_default takes the pairs, and a default cannot be unset or archived", async () => {
    const c = await apiCompany();
    const builtInVan = (await list(c.key, "?body_type=van"))[0]!;
    const van = await create(c.key, { ...vanTemplate, is_default: true });
    expect(van.is_default).toBe(true);
    // The built-in still holds the van's other report types.
    expect(
      (
        await json<Template>(
          await call("GET", `/inspection-templates/${builtInVan.id}`, { key: c.key }),
        )
      ).is_default,
    ).toBe(true);
    const made = await json<Report>(await report(c.key, { vrm: "AA19PPX", type: "inbound" }));
    expect(made.template?.id).toBe(van.id);

    const before = await companySnapshot(c.companyId);
    for (const [body, pointer] of [
      [{ is_default: false }, "/is_default"],
      [{ archived: true }, "/archived"],
      [{ report_types: ["outbound"] }, "/report_types"],
      [{ body_types: ["car"] }, "/body_types"],
    ] as const) {
      const problem = await problemOf(
        await call("PUT", `/inspection-templates/${van.id}`, { key: c.key, body }),
        400,
      );
      expect(problem.errors?.[0]?.pointer).toBe(pointer);
    }
    const spare = await create(c.key, { ...vanTemplate, name: "Spare" });
    await call("PUT", `/inspection-templates/${spare.id}`, {
      key: c.key,
      body: { archived: true },
    });
    const after = await companySnapshot(c.companyId);
    const problem = await problemOf(
      await call("PUT", `/inspection-templates/${spare.id}`, {
        key: c.key,
        body: { is_default: true },
      }),
      400,
    );
    expect(problem.errors?.[0]?.pointer).toBe("/is_default");
    expect(await companySnapshot(c.companyId)).toBe(after);
    expect(before).not.toBe(after);
    expect((await list(c.key, "?archived=true")).map((t) => t.id)).toEqual([spare.id]);
    expect((await list(c.key)).map((t) => t.id)).not.toContain(spare.id);

    // Taking every pair back leaves the built-in default of none.
    await call("PUT", `/inspection-templates/${builtInVan.id}`, {
      key: c.key,
      body: { is_default: true },
    });
    expect(
      (await json<Template>(await call("GET", `/inspection-templates/${van.id}`, { key: c.key })))
        .is_default,
    ).toBe(false);
  });

  it("refuses bad templates by pointer, all at once, and is never deleted", async () => {
    const c = await apiCompany();
    const van = await create(c.key);
    const before = await companySnapshot(c.companyId);
    const problem = await problemOf(
      await call("POST", "/inspection-templates", {
        key: c.key,
        body: {
          ...vanTemplate,
          body_types: ["van", "van"],
          report_types: [],
          items: [{ area: "Roof" }, { area: "roof" }],
          photo_angles: ["front", "roof_top"],
          accessories: ["x".repeat(81)],
          version: 3,
        },
      }),
      400,
    );
    expect(problem.errors?.map((e) => e.pointer).sort()).toEqual([
      "/accessories/0",
      "/body_types/1",
      "/items/1/area",
      "/photo_angles/1",
      "/report_types",
      "/version",
    ]);
    const removed = await call("DELETE", `/inspection-templates/${van.id}`, { key: c.key });
    await problemOf(removed, 405);
    expect(removed.headers.get("allow")).toBe("GET, PUT");
    expect(await companySnapshot(c.companyId)).toBe(before);
  });

  it("answers 404 for another company's template on every route", async () => {
    const owner = await apiCompany({ rateLimit: 10_000 });
    const intruder = await apiCompany({ rateLimit: 10_000 });
    const van = await create(owner.key);
    await expectCrossTenantNotFound({
      owner,
      intruder,
      id: van.id,
      endpoints: [
        { method: "GET", path: "/inspection-templates/{id}" },
        { method: "PUT", path: "/inspection-templates/{id}", body: { name: "Mine" } },
      ],
    });
  });
});
