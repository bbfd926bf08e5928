// `npm test`'s closing lines: the counts and each failing test, read from the JSON reports.
import { describe, expect, it } from "vitest";
import {
  failureLines,
  playwrightCounts,
  vitestCounts,
  type PlaywrightReport,
  type VitestReport,
} from "../scripts/test-reports";

const vitest: VitestReport = {
  numPassedTests: 3,
  numFailedTests: 1,
  testResults: [
    {
      name: "/repo/test/a.test.ts",
      status: "failed",
      assertionResults: [
        { fullName: "a passes", status: "passed", failureMessages: [] },
        {
          fullName: "a fails",
          status: "failed",
          failureMessages: [
            "\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at a.test.ts:3",
          ],
        },
      ],
    },
    {
      name: "/repo/test/b.test.ts",
      status: "failed",
      message: "timeout exceeded when trying to connect\n    at pg-pool",
      assertionResults: [],
    },
    { name: "/repo/test/c.test.ts", status: "passed", assertionResults: [] },
  ],
};

const playwright: PlaywrightReport = {
  stats: { expected: 5, unexpected: 1, flaky: 1 },
  suites: [
    {
      file: "ui/signing.spec.ts",
      specs: [],
      suites: [
        {
          file: "ui/signing.spec.ts",
          specs: [
            {
              title: "an expired link",
              line: 117,
              tests: [
                {
                  projectName: "ui",
                  status: "unexpected",
                  results: [{ error: { message: "Test timeout of 60000ms exceeded.\nmore" } }],
                },
              ],
            },
            {
              title: "a second tab",
              line: 148,
              tests: [{ projectName: "ui", status: "flaky", results: [{}] }],
            },
          ],
        },
      ],
    },
  ],
};

describe("npm test's reports", () => {
  it("counts passed and failed tests, a flaky one as passed, and nothing for a missing report", () => {
    expect(vitestCounts(vitest)).toEqual({ passed: 3, failed: 1 });
    expect(playwrightCounts(playwright)).toEqual({ passed: 6, failed: 1 });
    expect(vitestCounts(undefined)).toEqual({ passed: 0, failed: 0 });
    expect(playwrightCounts(undefined)).toEqual({ passed: 0, failed: 0 });
  });

  it("names each failing test and a file that failed before its tests, with the error's first line", () => {
    expect(failureLines(vitest, playwright, "/repo")).toEqual([
      "✗ test/a.test.ts › a fails: AssertionError: expected 1 to be 2",
      "✗ test/b.test.ts: timeout exceeded when trying to connect",
      "✗ [ui] ui/signing.spec.ts:117 › an expired link: Test timeout of 60000ms exceeded.",
    ]);
    expect(failureLines(undefined, undefined, "/repo")).toEqual([]);
  });
});
