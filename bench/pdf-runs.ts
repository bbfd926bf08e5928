// Helpers of the PDF benchmarks (pdf-report, pdf-fine-pack, damage-charges): camera-like
// photos, and runs timed in wall time and in the process's CPU time (all threads, libvips
// included: on a shared machine the CPU time says more than the wall time).
import sharp from "sharp";
import type { BenchResult } from "./types";

export type Run = { ms: number; cpuMs: number };

export async function timed<T>(fn: () => Promise<T>): Promise<Run & { value: T }> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const value = await fn();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000, value };
}

/**
 * A camera-like 1600x1200 JPEG (a scene with sensor noise, about 270 KB), different for each
 * `hue` (identical ones would be embedded in a PDF once; flat colours would compress to a few
 * KB and hide the cost of real photos).
 */
export async function cameraPhoto(hue: number): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue}, 50%, 70%)"/><stop offset="1" stop-color="#334155"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect x="240" y="560" width="1120" height="400" rx="80" fill="hsl(${(hue + 180) % 360}, 60%, 40%)"/><circle cx="480" cy="980" r="140" fill="#111"/><circle cx="1120" cy="980" r="140" fill="#111"/></svg>`;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 10 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(Buffer.from(scene))
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: "overlay" }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A hand-drawn-looking signature as a data: URL PNG. */
export async function signatureDataUrl(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 140 C 120 20, 180 180, 280 80 S 440 160, 580 60" stroke="#0f172a" stroke-width="6" fill="none"/></svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString("base64")}`;
}

/** Each run's wall and CPU time, in order. */
export const runsNote = (runs: Run[]) =>
  `wall ${runs.map((r) => Math.round(r.ms)).join(", ")} ms; CPU ${runs.map((r) => Math.round(r.cpuMs)).join(", ")} ms`;

/** The first run (in a new process: `notes.cold` says what it had done before) and the worst of the warm ones after it. */
export function coldAndWarm(
  what: string,
  goal: string,
  runs: Run[],
  notes: { cold: string; warm: string },
): BenchResult[] {
  const [cold, ...warm] = runs;
  if (!cold) return [];
  return [
    {
      name: `${what} (first, cold)`,
      value: Math.round(cold.ms),
      unit: "ms",
      goal,
      note: `${notes.cold}; CPU ${Math.round(cold.cpuMs)} ms`,
    },
    {
      name: `${what} (worst of ${warm.length} warm)`,
      value: Math.round(Math.max(...warm.map((r) => r.ms))),
      unit: "ms",
      goal,
      note: `${runsNote(warm)}; ${notes.warm}`,
    },
  ];
}
