// The served OpenAPI document passes Spectral's OWASP API Security ruleset (.spectral.yaml,
// with our request-bound and rate-limit-header rules) with no error: every request string,
// list and integer is bounded, every keyed answer declares the rate-limit headers.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, it, vi } from "vitest";
import { handleApi } from "~/server/http/rest/rest-handler";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

it("passes Spectral's OWASP ruleset with no error", async () => {
  // A deployed server's public address (the ruleset rightly refuses a plain-http server).
  vi.stubEnv("APP_URL", "https://fleet.kerbside.app");
  const text = await (
    await handleApi(new Request("https://fleet.kerbside.app/api/v1/openapi.json"))
  ).text();
  const dir = mkdtempSync(path.join(tmpdir(), "kerbside-spectral-"));
  try {
    const file = path.join(dir, "openapi.json");
    writeFileSync(file, text);
    const spectral = path.join(root, "node_modules/.bin/spectral");
    // Spectral exits non-zero when it finds an error; the findings are in stdout either way.
    const { stdout } = await run(
      spectral,
      ["lint", file, "--ruleset", path.join(root, ".spectral.yaml"), "--format", "json", "--quiet"],
      { cwd: root },
    ).catch((error: { stdout?: string }) => {
      if (error.stdout?.trim().startsWith("[")) return { stdout: error.stdout };
      throw error;
    });
    const findings = JSON.parse(stdout) as { code: string; severity: number; path: string[] }[];
    expect(
      findings.filter((f) => f.severity === 0).map((f) => `${f.code} at ${f.path.join("/")}`),
    ).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
