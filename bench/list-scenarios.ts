// What the list benchmarks share: ids that sort like creation times, and timing a set
// of list queries (warm-up, p50/p95/max per scenario, a printed table, BenchResults).
import { TypeID } from "typeid-js";
import type { BenchResult } from "./types";

/** A TypeID whose UUIDv7 carries `ms`, so ids sort like creation times, as real ones do. */
export function typeIdAt(prefix: string, ms: number): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let t = ms;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = t % 256;
    t = Math.floor(t / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  return TypeID.fromUUIDBytes(prefix, bytes).toString();
}

export type Scenario = { name: string; query: (i: number) => Record<string, unknown> };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;

/** Times each scenario (`page` answers one page and returns its row count) and prints the table. Goal: p95 < 20 ms. */
export async function timeScenarios(options: {
  title: string;
  endpoint: string;
  rounds: number;
  scenarios: Scenario[];
  page: (query: Record<string, unknown>) => Promise<number>;
}): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const table: string[][] = [];
  for (const scenario of options.scenarios) {
    const run = async (i: number) => {
      const started = performance.now();
      const rows = await options.page({ limit: 25, ...scenario.query(i) });
      return { ms: performance.now() - started, rows };
    };
    for (let i = 0; i < 20; i++) await run(i);
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < options.rounds; i++) {
      const r = await run(i);
      times.push(r.ms);
      rows += r.rows;
    }
    times.sort((a, b) => a - b);
    const p50 = round(percentile(times, 50));
    const p95 = round(percentile(times, 95));
    table.push([scenario.name, String(p50), String(p95), String(round(times.at(-1) ?? 0)), String(round(rows / options.rounds))]);
    results.push({ name: `${options.endpoint} ${scenario.name}`, value: p95, unit: "ms p95", goal: "< 20 ms", note: `p50 ${p50} ms; ${round(rows / options.rounds)} rows/page; ${p95 < 20 ? "met" : "NOT met"}` });
  }
  const header = [options.title, "p50 ms", "p95 ms", "max ms", "rows"];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log([line(header), line(widths.map((w) => "-".repeat(w))), ...table.map(line)].join("\n"));
  return results;
}
