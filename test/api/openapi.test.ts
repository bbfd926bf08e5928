// GET /api/v1/openapi.json: served without a key, describes every operation with its
// real success status and the Problem schema for errors, and passes `redocly lint`
// with no errors and no warnings.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { handleApi } from "~/server/http/rest/rest-handler";
import { restRoutes } from "~/server/http/rest/rest-routes";

const run = promisify(execFile);
const ORIGIN = "https://fleet.kerbside.app";
// A deployed server's public address (linters rightly refuse localhost as a server).
beforeAll(() => {
  vi.stubEnv("APP_URL", ORIGIN);
});

type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: { $ref?: string }[];
  responses: Record<string, { $ref?: string }>;
};
type Doc = {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
  security: unknown[];
};

async function document(): Promise<{ doc: Doc; text: string }> {
  const response = await handleApi(new Request("http://evil.example/api/v1/openapi.json"));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const text = await response.text();
  return { doc: JSON.parse(text) as Doc, text };
}

describe("OpenAPI document", () => {
  it("describes every REST procedure with its real success status, security and Problem errors", async () => {
    const { doc } = await document();
    // Built from APP_URL, never from the request's host (which a client controls).
    expect(doc.servers.map((s) => s.url)).toEqual([`${ORIGIN}/api/v1`]);
    expect(doc.components.securitySchemes).toMatchObject({
      bearerAuth: { type: "http", scheme: "bearer" },
      apiKeyHeader: { type: "apiKey", in: "header", name: "X-API-Key" },
    });
    expect(doc.security).toEqual([{ bearerAuth: [] }, { apiKeyHeader: [] }]);
    for (const route of restRoutes()) {
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(Object.keys(operation!.responses)).toContain(String(route.successStatus));
      expect(operation!.summary).toBeTruthy();
      expect(operation!.tags?.length).toBeGreaterThan(0);
      for (const [status, response] of Object.entries(operation!.responses)) {
        if (Number(status) >= 400)
          expect(response.$ref).toBe(`#/components/responses/Problem${status}`);
      }
      if (route.method === "POST")
        expect(operation!.parameters).toContainEqual({
          $ref: "#/components/parameters/IdempotencyKey",
        });
    }
    expect(doc.paths["/credits"]?.get?.responses["401"]).toBeDefined();
    expect(doc.paths["/openapi.json"]?.get).toBeDefined();
  });

  it("passes `redocly lint` with no errors and no warnings", async () => {
    const { text } = await document();
    const dir = mkdtempSync(path.join(tmpdir(), "kerbside-openapi-"));
    try {
      const file = path.join(dir, "openapi.json");
      writeFileSync(file, text);
      const redocly = path.resolve(import.meta.dirname, "../../node_modules/.bin/redocly");
      const { stdout } = await run(redocly, ["lint", file, "--format=json"], {
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      });
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string }[];
      };
      expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
