// Hirer self-inspection uploads (issue 30): eight 4 MB photos from a phone, each posted to
// POST /inspect/{token}/photos over a loopback HTTP connection one after another, as the hirer
// takes them; the time from the post to the answer `201` (the page then shows "Photo
// uploaded."). Goal: each within 2 s. Measured twice: the photos as the camera made them (12 MP
// JPEGs of about 4 MB, what a phone whose browser cannot shrink them sends), and as the page
// sends them after making them smaller (2,560 px on the long side, JPEG quality 0.85, the rules
// of models/photo-shrink.ts, done here with sharp as a stand-in for the phone's canvas).
// In process against the embedded database (or DATABASE_URL).
// `npx tsx bench/hirer-inspection.bench.ts`
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import type { BenchResult } from "./types";
import { benchCompany } from "./fixtures";

const PHOTOS = 8;
const GOAL_MS = 2000;

/** A camera-like 4032 x 3024 JPEG of about 4 MB: noise over a gradient, as a real scene compresses. */
async function cameraJpeg(seed: number): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < pixels.length; i += 3) {
    state = (state * 1103515245 + 12345) >>> 0;
    const noise = state >>> 26;
    const x = (i / 3) % width;
    pixels[i] = ((x >> 4) + noise + seed * 20) & 255;
    pixels[i + 1] = (((i / 3 / width) | 0) % 256) ^ noise;
    pixels[i + 2] = (noise * 3 + seed * 40) & 255;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** What the page sends after making a photo smaller on the phone. */
async function shrunk(photo: Buffer, maxSide: number, quality: number): Promise<Buffer> {
  return sharp(photo)
    .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: Math.round(quality * 100) })
    .toBuffer();
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)
  ] ?? 0;

export async function main(): Promise<BenchResult[]> {
  process.env.KERBSIDE_DATA_DIR ??= "memory://";
  const { db, prepareDatabase, closeDatabase } = await import("../src/server/db");
  const { newId } = await import("../src/server/ids");
  const { createReport } = await import("../src/server/services/reports/create-report");
  const { createHirerLink } = await import("../src/server/services/hirer-inspection/hirer-link");
  const { postInspectPhoto } = await import("../src/server/http/pages/inspect-routes");
  const { EXTERIOR_ANGLES } = await import("../src/server/models/photo-angles");
  const { MAX_SIDE, JPEG_QUALITY } = await import("../src/server/models/photo-shrink");
  const { startJobs, stopJobs } = await import("../src/server/jobs/workers");
  await prepareDatabase();
  await startJobs({ workers: false });

  const actor = { kind: "api_key" } as const;
  const companyId = await benchCompany("Bench Key Safe Ltd");
  const customer = await db.customer.create({
    data: { id: newId("customer"), companyId, name: "Amelia Hirer", email: null },
  });

  // The hirer's routes behind a real HTTP server on loopback, the request body streamed in.
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const token = url.pathname.split("/")[2] ?? "";
      const request = new Request(url, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      });
      void postInspectPhoto(request, { params: Promise.resolve({ token }) }).then(
        async (answer) => {
          res.writeHead(answer.status, Object.fromEntries(answer.headers));
          res.end(Buffer.from(await answer.arrayBuffer()));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const originals = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => cameraJpeg(i + 1)));
  const smaller = await Promise.all(originals.map((p) => shrunk(p, MAX_SIDE, JPEG_QUALITY)));
  const mb = (list: Buffer[]) =>
    (list.reduce((sum, b) => sum + b.length, 0) / list.length / 1024 / 1024).toFixed(1);

  /** A fresh report and link; the eight photos posted one after another; each post's time to 201. */
  async function walkRound(photos: Buffer[]): Promise<number[]> {
    const report = await createReport({
      companyId,
      actor,
      input: { vrm: "AA19AAA", type: "outbound", customer_id: customer.id },
    });
    const { hirerUrl } = await createHirerLink({ companyId, actor, input: { id: report.id } });
    const token = hirerUrl.split("/inspect/")[1]!;
    const times: number[] = [];
    for (const [i, photo] of photos.entries()) {
      const form = new FormData();
      form.append("kind", "angle");
      form.append("angle", EXTERIOR_ANGLES[i]!);
      form.append("source", "camera");
      form.append("captured_at", new Date().toISOString());
      form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
      const started = performance.now();
      const answer = await fetch(`${origin}/inspect/${token}/photos`, {
        method: "POST",
        body: form,
      });
      await answer.arrayBuffer();
      if (answer.status !== 201) throw new Error(`upload answered ${answer.status}`);
      times.push(performance.now() - started);
    }
    return times;
  }

  const raw = await walkRound(originals);
  const small = await walkRound(smaller);
  server.close();
  await stopJobs({ timeoutMs: 2_000 });
  await closeDatabase();
  const result = (label: string, times: number[], size: string): BenchResult => ({
    name: `Hirer photo upload, ${label} (worst of ${PHOTOS}, one after another)`,
    value: Math.round(Math.max(...times)),
    unit: "ms",
    goal: `< ${GOAL_MS} ms each`,
    note: `POST /inspect/{token}/photos on loopback to 201; ${size} MB each; median ${Math.round(percentile(times, 50))} ms; all: ${times.map((t) => Math.round(t)).join(", ")} ms`,
  });
  return [
    result("4 MB as taken", raw, mb(originals)),
    result("as the page sends it (shrunk on the phone)", small, mb(smaller)),
  ];
}
