// Driving reports through the app's own endpoints with a signed-in page's session,
// to set up states (completed, signed off, inbound with new damage) quickly.
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";

type Damage = { zone: string; type: string; severity: string; x?: number; y?: number };

async function mutate<T>(page: Page, procedure: string, input: unknown): Promise<T> {
  const res = await page.request.post(`/api/trpc/${procedure}`, { data: input });
  expect(res.status(), `${procedure}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

async function query<T>(page: Page, procedure: string, input: unknown): Promise<T> {
  const res = await page.request.get(
    `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  expect(res.status(), `${procedure}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

export const jpeg = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

export async function uploadPhoto(page: Page, inspectionId: string) {
  const res = await page.request.post(`/api/app/inspections/${inspectionId}/media`, {
    multipart: {
      file: {
        name: "photo.jpg",
        mimeType: "image/jpeg",
        buffer: await jpeg({ r: 40, g: 90, b: 160 }),
      },
    },
  });
  expect(res.status()).toBe(201);
}

/** The photos of the whole vehicle the report's template asks for: each walk-around angle, the odometer, the fuel gauge. */
export async function takeWalkAround(page: Page, reportId: string) {
  const rules = await query<{
    photo_angles: string[];
    odometer_photo_required: boolean;
    fuel_photo_required: boolean;
  } | null>(page, "reports.reportTemplate", { id: reportId });
  if (!rules) return;
  const shots = [
    ...rules.photo_angles.map((angle) => ({ kind: "angle", angle })),
    ...(rules.odometer_photo_required ? [{ kind: "odometer" }] : []),
    ...(rules.fuel_photo_required ? [{ kind: "fuel" }] : []),
  ];
  const buffer = await jpeg({ r: 90, g: 120, b: 60 });
  for (const shot of shots) {
    const res = await page.request.post(`/api/app/reports/${reportId}/media`, {
      multipart: { file: { name: "walk.jpg", mimeType: "image/jpeg", buffer }, ...shot },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/**
 * A report with readings, every area answered (pass unless listed) and a photo; completed
 * unless `complete` is false. Returns its id.
 */
export async function preparedReport(
  page: Page,
  options: {
    vrm: string;
    type: string;
    damage?: Record<number, Damage & { verdict: string; notes?: string }>;
    complete?: boolean;
  },
): Promise<string> {
  const report = await mutate<{ id: string }>(page, "reports.create", {
    vrm: options.vrm,
    type: options.type,
  });
  await mutate(page, "reports.update", {
    id: report.id,
    odometer: 42150,
    fuel_level: 75,
    charge_level: 80,
  });
  const list = await query<{ data: { id: string; position: number }[] }>(
    page,
    "reports.listInspections",
    { report_id: report.id },
  );
  for (const inspection of list.data) {
    const extra = options.damage?.[inspection.position];
    await mutate(page, "reports.updateInspection", {
      id: inspection.id,
      verdict: extra?.verdict ?? "pass",
      ...(extra
        ? {
            notes: extra.notes ?? null,
            damage: {
              zone: extra.zone,
              type: extra.type,
              severity: extra.severity,
              x: extra.x,
              y: extra.y,
            },
          }
        : {}),
    });
  }
  const first = list.data[0];
  if (first) await uploadPhoto(page, first.id);
  await takeWalkAround(page, report.id);
  if (options.complete !== false) await mutate(page, "reports.complete", { id: report.id });
  return report.id;
}
