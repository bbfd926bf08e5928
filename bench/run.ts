// `npm run bench [-- <name> ...]`: runs every bench/*.bench.ts (or those whose file
// name contains one of the given names), each in its own process, one after the
// other (benchmarks must not compete for the 2 cores), and prints one table.
// A bench file exports `async function main(): Promise<BenchResult[]>` (bench/types.ts).
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { BenchResult } from "./types";

const MARKER = "BENCH_RESULTS ";
const dir = path.dirname(new URL(import.meta.url).pathname);

async function runOne(file: string): Promise<void> {
  const mod = (await import(pathToFileURL(file).href)) as { main?: () => Promise<BenchResult[]> };
  if (typeof mod.main !== "function") throw new Error(`${file} does not export main()`);
  const results = await mod.main();
  console.log(MARKER + JSON.stringify(results));
  process.exit(0);
}

function format(results: { file: string; results: BenchResult[] }[]): string {
  const rows = results.flatMap(({ file, results: rs }) =>
    rs.map((r) => [file, r.name, `${r.value} ${r.unit}`, r.goal ?? "", r.note ?? ""]),
  );
  const header = ["bench", "measure", "value", "goal", "note"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

const oneIndex = process.argv.indexOf("--one");
if (oneIndex !== -1) {
  await runOne(process.argv[oneIndex + 1]!);
} else {
  const filters = process.argv.slice(2);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".bench.ts"))
    .filter((f) => filters.length === 0 || filters.some((name) => f.includes(name)))
    .sort();
  if (files.length === 0) {
    console.error(`No bench/*.bench.ts matches ${filters.join(", ")}.`);
    process.exit(1);
  }
  const collected: { file: string; results: BenchResult[] }[] = [];
  let failed = false;
  for (const file of files) {
    console.log(`\n▶ ${file}`);
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, new URL(import.meta.url).pathname, "--one", path.join(dir, file)],
      {
        stdio: ["inherit", "pipe", "inherit"],
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const out = child.stdout ?? "";
    for (const text of out.split("\n")) {
      if (text.startsWith(MARKER))
        collected.push({
          file: file.replace(/\.bench\.ts$/, ""),
          results: JSON.parse(text.slice(MARKER.length)) as BenchResult[],
        });
      else if (text) console.log(text);
    }
    if (child.status !== 0) {
      failed = true;
      console.error(`✗ ${file} failed (exit ${child.status ?? child.signal})`);
    }
  }
  console.log(`\n${format(collected)}`);
  process.exit(failed ? 1 : 0);
}
