// Evidence photos (contract section 8): photos of the whole vehicle by kind and angle, the
// evidence fields on every media item, readiness naming each missing angle by its label,
// accessories ticked by name, and a report made before templates reading as before.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { apiCompany, apiRequest, call, json, problemOf } from "../api/http";
import { companySnapshot, expectCrossTenantNotFound } from "../cross-tenant";
import { cameraJpeg } from "./helpers";

type Media = {
  id: string;
  inspection_id: string | null;
  kind: string;
  angle: string | null;
  sha256: string;
  received_at: string;
  captured_at: string | null;
  source: string;
  location: { latitude: number; longitude: number; accuracy_m: number } | null;
};
type Missing = { code: string; message: string; required_for: string };

async function photoForm(fields: Record<string, string>) {
  const form = new FormData();
  const bytes = await cameraJpeg();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "p.jpg");
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

async function upload(key: string, path: string, fields: Record<string, string>) {
  const body = await photoForm(fields);
  const request = new Request(apiRequest("POST", path, { key }), { method: "POST", body });
  return call("POST", path, { request });
}

async function vanReport() {
  const c = await apiCompany({ rateLimit: 10_000 });
  const template = await json<{ id: string }>(
    await call("POST", "/inspection-templates", {
      key: c.key,
      body: {
        name: "Van check-out",
        body_types: ["van"],
        report_types: ["outbound"],
        items: [{ area: "Tail lift", photo_required: true }],
        photo_angles: ["front", "front_nearside", "rear"],
        accessories: ["Locking wheel nut", "Charging cable"],
      },
    }),
  );
  const report = await json<{ id: string }>(
    await call("POST", "/reports", {
      key: c.key,
      body: { vrm: "AA19PPX", type: "outbound", template_id: template.id },
    }),
  );
  return { ...c, reportId: report.id };
}

const readiness = async (key: string, id: string) =>
  json<{ can_complete: boolean; missing: Missing[] }>(
    await call("GET", `/reports/${id}/readiness`, { key }),
  );

describe("evidence photos", () => {
  it("takes angle, odometer and fuel photos with their evidence; each sha256 is of the served bytes", async () => {
    const { key, reportId } = await vanReport();
    const capturedAt = new Date(Date.now() - 60_000).toISOString();
    const response = await upload(key, `/reports/${reportId}/media`, {
      kind: "angle",
      angle: "front_nearside",
      captured_at: capturedAt,
      source: "camera",
      latitude: "51.507351",
      longitude: "-0.127758",
      accuracy_m: "12.5",
    });
    expect(response.status).toBe(201);
    const item = await json<Media>(response);
    expect(item).toMatchObject({
      inspection_id: null,
      kind: "angle",
      angle: "front_nearside",
      captured_at: capturedAt,
      source: "camera",
      location: { latitude: 51.507351, longitude: -0.127758, accuracy_m: 12.5 },
    });
    const served = Buffer.from(
      await (await call("GET", `/media/${item.id}`, { key })).arrayBuffer(),
    );
    expect(item.sha256).toBe(createHash("sha256").update(served).digest("hex"));
    expect(Date.parse(item.received_at)).toBeGreaterThan(Date.parse(capturedAt));

    const odometer = await json<Media>(
      await upload(key, `/reports/${reportId}/media`, { kind: "odometer" }),
    );
    expect(odometer).toMatchObject({
      kind: "odometer",
      angle: null,
      source: "api",
      captured_at: null,
      location: null,
    });
    // A second photo of one angle is added, not replaced.
    await upload(key, `/reports/${reportId}/media`, { kind: "angle", angle: "front_nearside" });
    const listed = await json<{ data: Media[] }>(
      await call("GET", `/reports/${reportId}/media`, { key }),
    );
    expect(listed.data.filter((m) => m.angle === "front_nearside")).toHaveLength(2);
  });

  it("refuses bad uploads by pointer and stores nothing", async () => {
    const { key, reportId, companyId } = await vanReport();
    const before = await companySnapshot(companyId);
    const future = new Date(Date.now() + 10 * 60_000).toISOString();
    for (const [fields, pointers] of [
      [{ kind: "angle", angle: "offside" }, ["/angle"]], // not one of the template's
      [{ kind: "angle", angle: "roof" }, ["/angle"]],
      [{ kind: "angle" }, ["/angle"]],
      [{ kind: "odometer", angle: "front" }, ["/angle"]],
      [{ kind: "damage" }, ["/kind"]],
      [{}, ["/kind"]],
      [{ kind: "other", captured_at: future }, ["/captured_at"]],
      [{ kind: "other", captured_at: "yesterday" }, ["/captured_at"]],
      [{ kind: "other", source: "api" }, ["/source"]],
      [{ kind: "other", latitude: "91", longitude: "0", accuracy_m: "5" }, ["/latitude"]],
      [{ kind: "other", latitude: "51", longitude: "-181", accuracy_m: "5" }, ["/longitude"]],
      [{ kind: "other", latitude: "51", longitude: "0", accuracy_m: "100001" }, ["/accuracy_m"]],
      [{ kind: "other", latitude: "51" }, ["/accuracy_m", "/longitude"]],
    ] as const) {
      const problem = await problemOf(await upload(key, `/reports/${reportId}/media`, fields), 400);
      expect(problem.errors?.map((e) => e.pointer).sort(), JSON.stringify(fields)).toEqual(
        pointers,
      );
    }
    const inspection = await db.inspection.findFirstOrThrow({ where: { reportId } });
    await problemOf(
      await upload(key, `/inspections/${inspection.id}/media`, {
        latitude: "-90.5",
        longitude: "0",
        accuracy_m: "1",
      }),
      400,
    );
    expect(await companySnapshot(companyId)).toBe(before);
  });

  it("names each missing angle by its label, the odometer and fuel photos, photo-required items and unchecked accessories", async () => {
    const { key, reportId } = await vanReport();
    const codes = (missing: Missing[]) =>
      missing.filter((m) => m.required_for === "complete").map((m) => [m.code, m.message]);
    expect(codes((await readiness(key, reportId)).missing)).toEqual([
      ["odometer_missing", "Record the mileage."],
      ["fuel_level_missing", "Record the fuel level."],
      ["angle_photo_missing", "Take the Front photo."],
      ["angle_photo_missing", "Take the Front nearside corner photo."],
      ["angle_photo_missing", "Take the Rear photo."],
      ["odometer_photo_missing", "Take the odometer photo."],
      ["fuel_photo_missing", "Take the fuel gauge photo."],
      ["photo_missing", "Take a photo of Tail lift."],
      ["accessory_unchecked", "Tick whether the Locking wheel nut is there."],
      ["accessory_unchecked", "Tick whether the Charging cable is there."],
      ["checklist_unanswered", "1 checklist item has no verdict: Tail lift."],
    ]);

    const bad = await problemOf(
      await call("PUT", `/reports/${reportId}`, {
        key,
        body: {
          accessories: [
            { name: "Locking wheel nut", present: true },
            { name: "Jack", present: true },
          ],
        },
      }),
      400,
    );
    expect(bad.errors?.map((e) => e.pointer)).toEqual(["/accessories/1/name"]);
    const ticked = await json<{ accessories: unknown }>(
      await call("PUT", `/reports/${reportId}`, {
        key,
        body: { accessories: [{ name: "Charging cable", present: false }] },
      }),
    );
    expect(ticked.accessories).toEqual([
      { name: "Locking wheel nut", present: null },
      { name: "Charging cable", present: false },
    ]);
    await call("PUT", `/reports/${reportId}`, {
      key,
      body: {
        odometer: 1200,
        fuel_level: 50,
        accessories: [{ name: "Locking wheel nut", present: true }],
      },
    });
    for (const angle of ["front", "front_nearside", "rear"])
      await upload(key, `/reports/${reportId}/media`, { kind: "angle", angle });
    await upload(key, `/reports/${reportId}/media`, { kind: "odometer" });
    await upload(key, `/reports/${reportId}/media`, { kind: "fuel" });
    const item = await db.inspection.findFirstOrThrow({ where: { reportId } });
    await upload(key, `/inspections/${item.id}/media`, { source: "library" });
    await call("PUT", `/inspections/${item.id}`, { key, body: { verdict: "pass" } });
    expect(await readiness(key, reportId)).toMatchObject({ can_complete: true });

    // The signed PDF: the walk-around with its labels, and every photo's evidence and full SHA-256.
    await call("POST", `/reports/${reportId}/complete`, { key });
    await call("POST", `/reports/${reportId}/sign-off`, {
      key,
      body: { signed_by_name: "Sam Inspector" },
    });
    const pdf = Buffer.from(
      await (await call("GET", `/reports/${reportId}/pdf`, { key })).arrayBuffer(),
    );
    const file = path.join(mkdtempSync(path.join(tmpdir(), "kerbside-evidence-")), "r.pdf");
    writeFileSync(file, pdf);
    const text = execFileSync("/usr/bin/pdftotext", [file, "-"], { encoding: "utf8" });
    expect(text).toContain("Walk-around (5)");
    for (const label of ["Front nearside corner", "Odometer", "Fuel gauge", "Photo evidence (6)"])
      expect(text).toContain(label);
    const media = await json<{ data: Media[] }>(
      await call("GET", `/reports/${reportId}/media`, { key }),
    );
    for (const m of media.data) {
      const bytes = Buffer.from(await (await call("GET", `/media/${m.id}`, { key })).arrayBuffer());
      expect(text).toContain(`SHA-256 ${createHash("sha256").update(bytes).digest("hex")}`);
    }
  });

  it("reads, completes and signs a report made before templates as before", async () => {
    const c = await apiCompany();
    const made = await json<{ id: string }>(
      await call("POST", "/reports", { key: c.key, body: { vrm: "AA19AAA", type: "outbound" } }),
    );
    // As the migration left such a report: no template, its photos of inspections.
    await db.report.update({
      where: { id: made.id },
      data: { templateId: null, templateVersion: null, templateName: null },
    });
    const item = await db.inspection.findFirstOrThrow({ where: { reportId: made.id } });
    const photo = await json<Media>(await upload(c.key, `/inspections/${item.id}/media`, {}));
    expect(photo).toMatchObject({ kind: "damage", angle: null, source: "api", location: null });
    const read = await json<{ template: unknown; accessories: unknown }>(
      await call("GET", `/reports/${made.id}`, { key: c.key }),
    );
    expect(read).toMatchObject({ template: null, accessories: [] });
    await call("PUT", `/reports/${made.id}`, {
      key: c.key,
      body: { odometer: 10, fuel_level: 80 },
    });
    await db.inspection.updateMany({ where: { reportId: made.id }, data: { verdict: "pass" } });
    const ready = await readiness(c.key, made.id);
    expect(ready.missing.filter((m) => m.required_for === "complete")).toEqual([]);
    expect((await call("POST", `/reports/${made.id}/complete`, { key: c.key })).status).toBe(200);
    const signed = await call("POST", `/reports/${made.id}/sign-off`, {
      key: c.key,
      body: { signed_by_name: "Sam Inspector" },
    });
    expect(signed.status).toBe(200);
  });

  it("answers 404 for another company's report on the photo route", async () => {
    const owner = await vanReport();
    const intruder = await apiCompany({ rateLimit: 10_000 });
    await expectCrossTenantNotFound({
      owner,
      intruder,
      id: owner.reportId,
      endpoints: [
        { method: "GET", path: "/reports/{id}/media" },
        { method: "POST", path: "/reports/{id}/media", body: await photoForm({ kind: "other" }) },
      ],
    });
  });
});
