// What an integrator does first: generate types from our openapi.json with
// openapi-typescript, write a client with openapi-fetch, type-check it with tsc, and
// call GET /credits over HTTP. A client that misreads a field must fail to compile.
import { execFile } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCompany } from "./http";
import { startRouteServer } from "./route-server";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
// Inside node_modules so that the client resolves openapi-fetch as an integrator's project would.
const dir = path.join(root, "node_modules/.cache", `kerbside-openapi-client-${process.pid}`);

const CLIENT = `import createClient from "openapi-fetch";
import type { paths } from "./schema";

export async function creditBalance(baseUrl: string, key: string): Promise<{ status: number; balance: number; reportCost: number }> {
  const client = createClient<paths>({ baseUrl });
  const { data, error, response } = await client.GET("/credits", { headers: { Authorization: \`Bearer \${key}\` } });
  if (error) throw new Error(\`\${error.code}: \${error.detail}\`);
  return { status: response.status, balance: data.balance, reportCost: data.report_cost };
}
`;

const WRONG = `import createClient from "openapi-fetch";
import type { paths } from "./schema";

export async function wrong(baseUrl: string): Promise<string> {
  const { data } = await createClient<paths>({ baseUrl }).GET("/credits");
  return data ? data.balance.toUpperCase() : "";
}
`;

const tsc = (file: string) =>
  run(
    bin("tsc"),
    [
      "--strict",
      "--noEmit",
      "false",
      "--skipLibCheck",
      "--target",
      "es2022",
      "--module",
      "esnext",
      "--moduleResolution",
      "bundler",
      "--lib",
      "es2023,dom",
      "--outDir",
      dir,
      file,
    ],
    { cwd: dir },
  );

let server: Awaited<ReturnType<typeof startRouteServer>>;

beforeAll(async () => {
  server = await startRouteServer();
  mkdirSync(dir, { recursive: true });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a client generated from openapi.json", () => {
  it("type-checks and reads the credit balance", async () => {
    await run(
      bin("openapi-typescript"),
      [`${server.url}/api/v1/openapi.json`, "--output", path.join(dir, "schema.ts")],
      { cwd: dir },
    );
    writeFileSync(path.join(dir, "client.ts"), CLIENT);
    writeFileSync(path.join(dir, "wrong.ts"), WRONG);

    await tsc("client.ts");
    const failure = await tsc("wrong.ts").then(
      () => null,
      (error: { stdout: string }) => error.stdout,
    );
    expect(failure).toMatch(/toUpperCase/);

    const { key } = await apiCompany({ credits: 12 });
    const client = (await import(pathToFileURL(path.join(dir, "client.js")).href)) as {
      creditBalance: (
        baseUrl: string,
        key: string,
      ) => Promise<{ status: number; balance: number; reportCost: number }>;
    };
    expect(await client.creditBalance(`${server.url}/api/v1`, key)).toEqual({
      status: 200,
      balance: 12,
      reportCost: 1,
    });
    await expect(
      client.creditBalance(`${server.url}/api/v1`, "kbs_wrongwrongwrongwrongwrongwrongwrongwrong"),
    ).rejects.toThrow(/^unauthenticated: /);
  }, 120_000);
});
