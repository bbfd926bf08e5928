// What `npm test` reads back from the Vitest and Playwright JSON reports: the counts it sums up,
// and a line for each failing test (`✗ where › test: the error's first line`).
import { existsSync, readFileSync } from "node:fs";

export type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
};

type PlaywrightSuite = {
  file: string;
  suites?: PlaywrightSuite[];
  specs: {
    title: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
};

export type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
};

export type Counts = { passed: number; failed: number };

export function readReport<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;
}

export function vitestCounts(report: VitestReport | undefined): Counts {
  return { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0 };
}

export function playwrightCounts(report: PlaywrightReport | undefined): Counts {
  if (!report) return { passed: 0, failed: 0 };
  const { expected, flaky, unexpected } = report.stats;
  return { passed: expected + flaky, failed: unexpected };
}

/** The first line of an error, without terminal colours, at most 160 characters. */
function firstLine(message: string | undefined): string {
  const plain = (message ?? "").replace(/\u001b\[[0-9;]*m/g, "").trim();
  return plain.split("\n")[0]!.slice(0, 160);
}

/** A line for each failing test, and for a test file that failed before any of its tests ran. */
export function failureLines(
  vitest: VitestReport | undefined,
  playwright: PlaywrightReport | undefined,
  root: string,
): string[] {
  const lines: string[] = [];
  for (const file of vitest?.testResults ?? []) {
    const where = file.name.replace(`${root}/`, "");
    const failed = file.assertionResults.filter((a) => a.status === "failed");
    for (const a of failed)
      lines.push(`✗ ${where} › ${a.fullName}: ${firstLine(a.failureMessages[0])}`);
    if (failed.length === 0 && file.status === "failed")
      lines.push(`✗ ${where}: ${firstLine(file.message)}`);
  }
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs)
      for (const test of spec.tests.filter((t) => t.status === "unexpected")) {
        const error = test.results.find((r) => r.error)?.error?.message;
        lines.push(
          `✗ [${test.projectName}] ${suite.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`,
        );
      }
    suite.suites?.forEach(walk);
  };
  playwright?.suites.forEach(walk);
  return lines;
}
