// Two API server processes on one PostgreSQL database, each remembering keys in memory.
// A change made through one (regenerate, switch off, narrow the allow-list) is refused
// on the very next request to the other, and a new key works at once in both.
// Needs DATABASE_URL: the embedded database serves one process.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCompany, json } from "./http";
import { expectConformsToOpenApi } from "./openapi-conformance";
import { startServerProcess, type ServerProcess } from "./server-process";

const shared = Boolean(process.env.DATABASE_URL);

let one: ServerProcess;
let other: ServerProcess;

/** GET /credits with `key` on `server`: the status, and the problem's code when refused. */
async function credits(
  server: ServerProcess,
  key: string,
): Promise<{ status: number; code?: string }> {
  const url = `${server.url}/api/v1/credits`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${key}` } });
  await expectConformsToOpenApi("GET", url, response);
  if (response.ok) return { status: response.status };
  return { status: response.status, code: (await json<{ code: string }>(response)).code };
}

async function change(
  server: ServerProcess,
  body: { companyId: string; regenerate?: true; enabled?: boolean; allowList?: string[] },
): Promise<{ key?: string }> {
  const response = await fetch(`${server.url}/change`, {
    method: "POST",
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return json<{ key?: string }>(response);
}

/** Both processes have answered the key (so both remember it). */
async function warm(key: string): Promise<void> {
  for (const server of [one, other])
    for (let i = 0; i < 2; i++) expect(await credits(server, key)).toEqual({ status: 200 });
}

describe.runIf(shared)("the key cache across two server processes", () => {
  beforeAll(async () => {
    [one, other] = await Promise.all([
      startServerProcess("key-cache-server.ts"),
      startServerProcess("key-cache-server.ts"),
    ]);
  }, 120_000);
  afterAll(() => {
    one?.child.kill();
    other?.child.kill();
  });

  it("refuses a regenerated key on the very next request to the other process, and takes the new one in both", async () => {
    const company = await apiCompany();
    let key = company.key;
    for (let round = 0; round < 5; round++) {
      await warm(key);
      const [through, next] = round % 2 === 0 ? [one, other] : [other, one];
      const { key: newKey } = await change(through, {
        companyId: company.companyId,
        regenerate: true,
      });
      expect(await credits(next, key)).toEqual({ status: 401, code: "unauthenticated" });
      expect(await credits(through, key)).toEqual({ status: 401, code: "unauthenticated" });
      key = newKey!;
      expect(await credits(next, key)).toEqual({ status: 200 });
      expect(await credits(through, key)).toEqual({ status: 200 });
    }
  });

  it("refuses a company whose API access was switched off through the other process, and lets it in again once on", async () => {
    const { companyId, key } = await apiCompany();
    for (let round = 0; round < 3; round++) {
      await warm(key);
      await change(one, { companyId, enabled: false });
      expect(await credits(other, key)).toEqual({ status: 403, code: "api_access_disabled" });
      await change(one, { companyId, enabled: true });
      expect(await credits(other, key)).toEqual({ status: 200 });
    }
  });

  it("refuses an address removed from the allow-list through the other process", async () => {
    const { companyId, key } = await apiCompany({ ipAllowList: ["127.0.0.1"] });
    for (let round = 0; round < 3; round++) {
      await warm(key);
      await change(other, { companyId, allowList: ["203.0.113.0/24"] });
      expect(await credits(one, key)).toEqual({ status: 403, code: "ip_not_allowed" });
      await change(other, { companyId, allowList: ["203.0.113.0/24", "127.0.0.1"] });
      expect(await credits(one, key)).toEqual({ status: 200 });
    }
  });
});

if (!shared)
  console.warn(
    "key-cache-processes.test.ts skipped: set DATABASE_URL to run two server processes on PostgreSQL.",
  );
