// What the list benchmarks share: ids that sort like creation times, and timing a set
// of list queries (warm-up, p50/p95/max per scenario, a printed table, BenchResults),
// with the `EXPLAIN (ANALYZE, BUFFERS)` of the very statements each scenario sends.
import pg from "pg";
import type { BenchResult } from "./types";

export type Scenario = { name: string; query: (i: number) => Record<string, unknown> };

type Statement = { text: string; values: unknown[] };

// Every statement Prisma sends goes through pg's Client.query with a config object; while
// `capturing` is set, the bench keeps a copy of each, to EXPLAIN it afterwards.
let capturing: Statement[] | undefined;
const prototype = pg.Client.prototype as unknown as {
  query: (this: pg.Client, ...args: unknown[]) => unknown;
};
const originalQuery = prototype.query;
prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const config = args[0] as { text?: unknown; values?: unknown[] } | undefined;
  if (capturing && config && typeof config.text === "string")
    capturing.push({ text: config.text, values: config.values ?? [] });
  return originalQuery.apply(this, args);
};

async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  capturing = [];
  try {
    await run();
    return capturing;
  } finally {
    capturing = undefined;
  }
}

/** The plan of one statement, without costs, with the top node's buffers and the execution time. */
async function planOf(client: pg.Client, statement: Statement): Promise<string[]> {
  const result = await client.query<{ "QUERY PLAN": string }>(
    `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.text}`,
    statement.values,
  );
  const lines = result.rows.map((r) => r["QUERY PLAN"]);
  let seenBuffers = false;
  return lines.filter((line) => {
    const trimmed = line.trim();
    if (trimmed.startsWith("Planning")) return trimmed.startsWith("Planning Time");
    if (!trimmed.startsWith("Buffers:")) return true;
    if (seenBuffers) return false;
    seenBuffers = true;
    return true;
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Times each scenario (`page` answers one page and returns its row count), prints the
 * table and then, with `explain` (a pg client on the same database), the plan of every
 * statement one page of each scenario sends. Goal: p95 < 20 ms.
 */
export async function timeScenarios(options: {
  title: string;
  endpoint: string;
  rounds: number;
  scenarios: Scenario[];
  page: (query: Record<string, unknown>) => Promise<number>;
  explain?: pg.Client;
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
    const met = p95 < 20 ? "met" : "NOT met";
    table.push([
      scenario.name,
      String(p50),
      String(p95),
      String(round(times.at(-1) ?? 0)),
      String(round(rows / options.rounds)),
      met,
    ]);
    results.push({
      name: `${options.endpoint} ${scenario.name}`,
      value: p95,
      unit: "ms p95",
      goal: "< 20 ms",
      note: `p50 ${p50} ms; ${round(rows / options.rounds)} rows/page; ${met}`,
    });
  }
  const header = [options.title, "p50 ms", "p95 ms", "max ms", "rows", "goal p95 < 20 ms"];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(
    [line(header), line(widths.map((w) => "-".repeat(w))), ...table.map(line)].join("\n"),
  );

  const client = options.explain;
  if (client) {
    for (const scenario of options.scenarios) {
      const statements = await statementsOf(() =>
        options.page({ limit: 25, ...scenario.query(0) }),
      );
      console.log(
        `\nPlans, ${options.endpoint} ${scenario.name} (${statements.length} statement${statements.length === 1 ? "" : "s"}):`,
      );
      for (const statement of statements) {
        const text = statement.text.replace(/\s+/g, " ").replaceAll(`"public".`, "");
        console.log(`  ${text.slice(Math.max(0, text.indexOf(" FROM ") + 1), 800)}`);
        for (const planLine of await planOf(client, statement))
          console.log(`    ${planLine.length > 240 ? `${planLine.slice(0, 240)}…` : planLine}`);
      }
    }
  }
  return results;
}
