// Reports benchmarks, in process against the embedded database (or DATABASE_URL):
//   - PDF render time of a report with 20 photos (goal under 1.5 s),
//   - service-level upload of a 5 MB camera photo, thumbnail included (goal under 300 ms),
//     both for a photo that must be turned (EXIF orientation 6: decoded and re-encoded)
//     and for an upright one (metadata removed without re-encoding),
//   - POST /reports through the service (credit charge and checklist included).
// `npx tsx bench/reports.bench.ts`; BENCH_PDF_OUT=/tmp/report.pdf keeps the rendered PDF.
import { writeFileSync } from "node:fs";
import sharp from "sharp";
import type { BenchResult } from "./types";

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

/** Wall time, and the process's CPU time (all threads, libvips included): on a shared machine the CPU time says more. */
async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; cpuMs: number; value: T }> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const value = await fn();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000, value };
}

/** A camera-like JPEG of at least `minBytes`: 12 megapixels of a scene with sensor noise, EXIF and GPS. */
async function cameraPhoto(minBytes: number, orientation: number): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8ab4f8"/><stop offset="1" stop-color="#334155"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect x="600" y="1400" width="2800" height="1000" rx="200" fill="#b91c1c"/><circle cx="1200" cy="2450" r="350" fill="#111"/><circle cx="2900" cy="2450" r="350" fill="#111"/></svg>`;
  for (let sigma = 18; ; sigma += 4) {
    const noise = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma },
      },
    })
      .raw()
      .toBuffer();
    const jpeg = await sharp(Buffer.from(scene))
      .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: "overlay" }])
      .jpeg({ quality: 92 })
      .withExif({
        IFD0: { Make: "BenchCam", Model: "B1" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 2654/100" },
      })
      .withMetadata({ orientation })
      .toBuffer();
    if (jpeg.length >= minBytes) return jpeg;
  }
}

export async function main(): Promise<BenchResult[]> {
  process.env.KERBSIDE_DATA_DIR ??= "memory://";
  const { db, prepareDatabase, closeDatabase } = await import("../src/server/db");
  const { signUp } = await import("../src/server/services/company/sign-up");
  const { createReport } = await import("../src/server/services/reports/create-report");
  const { updateReport } = await import("../src/server/services/reports/update-report");
  const { completeReport } = await import("../src/server/services/reports/complete-report");
  const { findReport } = await import("../src/server/services/reports/find-report");
  const { reportPdfData } = await import("../src/server/services/reports/report-pdf-data");
  const { renderReportPdf } = await import("../src/server/pdf/render-report");
  const { uploadMedia } = await import("../src/server/services/media/upload-media");
  const { updateInspection } = await import("../src/server/services/inspections/change-inspection");
  const { startJobs, stopJobs } = await import("../src/server/jobs/workers");

  await prepareDatabase();
  // An upload queues its photo's pdf-photo job: the queue must be open (its jobs are not run here).
  await startJobs({ workers: false });
  const actor = { kind: "api_key" } as const;
  const { companyId } = await signUp(
    {
      company_name: "Bench Hire Ltd",
      name: "Bench Owner",
      email: `bench-${Date.now()}@example.test`,
      password: "bench-password-1",
      country: "GB",
    },
    { credits: 1000 },
  );
  const results: BenchResult[] = [];

  // POST /reports through the service: registry answer cached after the first, checklist, charge.
  await createReport({ companyId, actor, input: { vrm: "AA19AAA", type: "outbound" } });
  const creates: number[] = [];
  for (let i = 0; i < 40; i++)
    creates.push(
      (
        await timed(() =>
          createReport({ companyId, actor, input: { vrm: "AA19AAA", type: "outbound" } }),
        )
      ).ms,
    );
  results.push({
    name: "createReport (service, sequential)",
    value: round(median(creates)),
    unit: "ms median",
    note: `${round(1000 / median(creates))} reports/s on one connection`,
  });

  // Upload of a 5 MB photo, thumbnail included.
  const report = await createReport({
    companyId,
    actor,
    input: { vrm: "AA19AAA", type: "outbound" },
  });
  const inspections = await db.inspection.findMany({
    where: { reportId: report.id },
    orderBy: { position: "asc" },
  });
  const first = inspections[0];
  if (!first) throw new Error("The report has no checklist");
  for (const [orientation, label] of [
    [6, "turned (EXIF orientation 6, re-encoded)"],
    [1, "upright (metadata removed without re-encoding)"],
  ] as const) {
    const photo = await cameraPhoto(5 * 1024 * 1024, orientation);
    await uploadMedia({
      actor: { kind: "api_key" },
      companyId,
      inspectionId: first.id,
      bytes: photo,
    });
    const runs: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < 5; i++) {
      const run = await timed(() =>
        uploadMedia({
          actor: { kind: "api_key" },
          companyId,
          inspectionId: first.id,
          bytes: photo,
        }),
      );
      runs.push(run.ms);
      cpu.push(run.cpuMs);
    }
    results.push({
      name: `uploadMedia 5 MB photo, ${label}`,
      value: round(median(runs)),
      unit: "ms median",
      goal: "< 300 ms",
      note: `${(photo.length / 1024 / 1024).toFixed(1)} MB, 4032x3024; runs ${runs.map(Math.round).join(", ")} ms; CPU ${round(median(cpu))} ms median`,
    });
  }

  // A report with exactly 20 photos, then its PDF.
  const pdfReport = await createReport({
    companyId,
    actor,
    input: { vrm: "AA19AAA", type: "inbound" },
  });
  await updateReport({
    actor: { kind: "api_key" },
    companyId,
    input: { id: pdfReport.id, odometer: 42150, fuel_level: 60 },
  });
  const items = await db.inspection.findMany({
    where: { reportId: pdfReport.id },
    orderBy: { position: "asc" },
  });
  for (let i = 0; i < 20; i++) {
    const item = items[i % items.length];
    if (!item) throw new Error("The report has no checklist");
    // Twenty different photos: identical ones would be embedded once.
    const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="100%" height="100%" fill="hsl(${i * 18}, 45%, 55%)"/><rect x="300" y="600" width="1000" height="380" rx="90" fill="#334155"/><circle cx="520" cy="990" r="120" fill="#111"/><circle cx="1080" cy="990" r="120" fill="#111"/></svg>`;
    const photo = await sharp(Buffer.from(scene)).jpeg({ quality: 85 }).toBuffer();
    await uploadMedia({
      actor: { kind: "api_key" },
      companyId,
      inspectionId: item.id,
      bytes: photo,
      caption: `Photo ${i + 1}`,
    });
  }
  for (const [index, item] of items.entries()) {
    const damage =
      index % 6 === 0
        ? {
            zone: "front_bumper" as const,
            type: "scratch" as const,
            severity: "minor" as const,
            x: 0.3 + index / 100,
            y: 0.03,
          }
        : undefined;
    await updateInspection({
      actor: { kind: "api_key" },
      companyId,
      input: {
        id: item.id,
        verdict: index % 7 === 3 ? "advisory" : "pass",
        notes: damage ? "Light scratch" : null,
        damage,
      },
    });
  }
  await completeReport({ companyId, actor, id: pdfReport.id });
  const loaded = await findReport(db, companyId, pdfReport.id);
  const facts = {
    signedOffAt: new Date(),
    signedByName: "Bench Inspector",
    signature: null,
    customerSignedName: null,
    customerSignature: null,
  };
  const renders: number[] = [];
  let pdf: Buffer = Buffer.alloc(0);
  for (let i = 0; i < 6; i++) {
    const run = await timed(async () => renderReportPdf(await reportPdfData(db, loaded, facts)));
    renders.push(run.ms);
    pdf = run.value;
  }
  results.push({
    name: "PDF render, 20 photos, first (cold)",
    value: round(renders[0] ?? 0),
    unit: "ms",
    goal: "< 1500 ms",
  });
  results.push({
    name: "PDF render, 20 photos, warm",
    value: round(median(renders.slice(1))),
    unit: "ms median",
    goal: "< 1500 ms",
    note: `${(pdf.length / 1024).toFixed(0)} KB; data gathering included`,
  });
  if (process.env.BENCH_PDF_OUT) writeFileSync(process.env.BENCH_PDF_OUT, pdf);

  await stopJobs({ timeoutMs: 2_000 });
  await closeDatabase();
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await main();
  for (const r of results) {
    console.log(
      `${r.name}: ${r.value} ${r.unit}${r.goal ? ` (goal ${r.goal})` : ""}${r.note ? ` - ${r.note}` : ""}`,
    );
  }
}
