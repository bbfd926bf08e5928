// The request log (contract section 8): every /api/v1 request of a company, refusals included,
// each in its key's mode, listed and filtered like the contract says; an error's problem body
// and the query are kept, never a request body or a key; an unrecognised key is not logged;
// a failed log write never fails the request; entries older than 30 days are deleted.
import { describe, expect, it, vi } from "vitest";
import { database, db } from "~/server/db";
import { newId } from "~/server/ids";
import { regenerateTestApiKey, updateIpAllowList } from "~/server/services/api-access/api-settings";
import { flushRequestLog } from "~/server/services/request-log/log-buffer";
import { deleteOldRequestLogs } from "~/server/services/request-log/read-request-logs";
import { companySnapshot, expectCrossTenantNotFound } from "../cross-tenant";
import { apiCompany, call, json } from "./http";

type Entry = {
  id: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  idempotency_key: string | null;
  mode: "live" | "test";
  error_code: string | null;
  created_at: string;
  query?: string | null;
  response_body?: string | null;
};
type Page = { data: Entry[]; has_more: boolean; next_cursor: string | null };

async function company() {
  const live = await apiCompany({ credits: 0, rateLimit: 10_000 });
  const test = await regenerateTestApiKey({
    companyId: live.companyId,
    actor: { kind: "api_key" },
  });
  return { live, testKey: test.key };
}

const list = async (key: string, query = "") =>
  json<Page>(await call("GET", `/request-logs${query}`, { key }));

describe("request log", () => {
  it("keeps each request of either key in its own mode, with the contract's fields; an error keeps its problem body and query", async () => {
    const { live, testKey } = await company();
    const ok = await call("GET", "/credits", { key: live.key });
    const refused = await call("POST", "/reports", {
      key: live.key,
      body: { vrm: "AA19AAA", type: "outbound" },
      headers: { "Idempotency-Key": "log-test-1" },
    });
    expect(refused.status).toBe(402);
    const missing = await call("GET", "/customers/cus_01jd8x3m5kf3v9w2q7r4t6y8z0?expand=no", {
      key: live.key,
    });
    expect(missing.status).toBe(400);
    await call("GET", "/credits", { key: testKey });

    const liveLog = await list(live.key);
    expect(liveLog.data.map((e) => [e.method, e.path, e.status, e.mode])).toEqual([
      ["GET", "/api/v1/customers/cus_01jd8x3m5kf3v9w2q7r4t6y8z0", 400, "live"],
      ["POST", "/api/v1/reports", 402, "live"],
      ["GET", "/api/v1/credits", 200, "live"],
    ]);
    const [bad, charged, first] = liveLog.data as [Entry, Entry, Entry];
    expect(first.id).toBe(ok.headers.get("x-request-id"));
    expect(first).toMatchObject({ error_code: null, idempotency_key: null });
    expect(first.duration_ms).toBeGreaterThanOrEqual(0);
    expect(Math.abs(Date.parse(first.created_at) - Date.now())).toBeLessThan(60_000);
    expect(charged).toMatchObject({
      id: refused.headers.get("x-request-id"),
      error_code: "insufficient_credits",
      idempotency_key: "log-test-1",
    });
    expect(Object.keys(first).sort()).toEqual(
      [
        "id",
        "method",
        "path",
        "status",
        "duration_ms",
        "idempotency_key",
        "mode",
        "error_code",
        "created_at",
      ].sort(),
    );
    const detail = await json<Entry>(
      await call("GET", `/request-logs/${bad.id}`, { key: live.key }),
    );
    expect(detail.query).toBe("expand=no");
    expect(JSON.parse(detail.response_body!)).toMatchObject({
      code: "invalid_request",
      request_id: bad.id,
      errors: [{ parameter: "expand" }],
    });
    const okDetail = await json<Entry>(
      await call("GET", `/request-logs/${first.id}`, { key: live.key }),
    );
    expect(okDetail).toMatchObject({ query: null, response_body: null });

    const testLog = await list(testKey);
    expect(testLog.data.map((e) => [e.path, e.mode])).toEqual([["/api/v1/credits", "test"]]);
    expect((await call("GET", `/request-logs/${first.id}`, { key: testKey })).status).toBe(404);
    // No key and no request body is ever kept.
    const rows = JSON.stringify(
      await db.requestLog.findMany({ where: { companyId: live.companyId } }),
    );
    expect(rows).not.toContain(live.key);
    expect(rows).not.toContain("AA19AAA");
  });

  it("logs refusals of a known key (ip_not_allowed) and nothing for an unknown key", async () => {
    const { live } = await company();
    await updateIpAllowList({
      companyId: live.companyId,
      actor: { kind: "api_key" },
      entries: ["198.51.100.7"],
    });
    expect((await call("GET", "/credits", { key: live.key })).status).toBe(403);
    const unknown = await call("GET", "/credits", { key: `kbs_${"x".repeat(40)}` });
    expect(unknown.status).toBe(401);
    await flushRequestLog();
    const rows = await db.requestLog.findMany({ where: { companyId: live.companyId } });
    expect(rows.map((r) => [r.status, r.errorCode])).toEqual([[403, "ip_not_allowed"]]);
    expect(await db.requestLog.count({ where: { id: unknown.headers.get("x-request-id")! } })).toBe(
      0,
    );
  });

  it("filters by status class or code, method, path prefix and dates", async () => {
    const { live } = await company();
    await call("GET", "/credits", { key: live.key });
    await call("GET", "/reports/rep_01jd8x3m5kf3v9w2q7r4t6y8z0", { key: live.key });
    await call("POST", "/customers", { key: live.key, body: { name: "Filter Hirer" } });
    const paths = async (query: string) =>
      (await list(live.key, query)).data.map((e) => `${e.method} ${e.path} ${e.status}`);
    expect(await paths("?status=4xx")).toEqual([
      "GET /api/v1/reports/rep_01jd8x3m5kf3v9w2q7r4t6y8z0 404",
    ]);
    expect(await paths("?status=404")).toEqual([
      "GET /api/v1/reports/rep_01jd8x3m5kf3v9w2q7r4t6y8z0 404",
    ]);
    expect(await paths("?method=POST")).toEqual(["POST /api/v1/customers 201"]);
    expect(await paths("?path=/api/v1/cred")).toEqual(["GET /api/v1/credits 200"]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await paths(`?created_from=${today}&status=2xx&limit=100`)).length).toBeGreaterThan(1);
    expect(await paths("?created_to=2020-01-01")).toEqual([]);
    const paged = await list(live.key, "?limit=1");
    expect(paged).toMatchObject({ has_more: true });
    expect(paged.next_cursor).toEqual(expect.any(String));
  });

  it("refuses bad filters by parameter and another company's entry as not found, changing nothing", async () => {
    const owner = await company();
    const intruder = await company();
    const made = await call("GET", "/credits", { key: owner.live.key });
    const id = made.headers.get("x-request-id")!;
    await expectCrossTenantNotFound({
      owner: owner.live,
      intruder: intruder.live,
      id,
      endpoints: [{ method: "GET", path: "/request-logs/{id}" }],
    });
    const before = await companySnapshot(owner.live.companyId);
    for (const [query, parameter] of [
      ["?status=6xx", "status"],
      ["?status=bogus", "status"],
      ["?method=TRACE", "method"],
      ["?path=reports", "path"],
      ["?created_from=yesterday", "created_from"],
      ["?limit=0", "limit"],
      ["?unknown=1", "unknown"],
    ] as const) {
      const response = await call("GET", `/request-logs${query}`, { key: owner.live.key });
      expect(response.status, query).toBe(400);
      expect(await json(response), query).toMatchObject({
        code: "invalid_request",
        errors: expect.arrayContaining([expect.objectContaining({ parameter })]) as unknown,
      });
    }
    expect(
      (await call("GET", "/request-logs/evt_01jd8x3m5kf3v9w2q7r4t6y8z0", { key: owner.live.key }))
        .status,
    ).toBe(404);
    await flushRequestLog();
    expect(await companySnapshot(owner.live.companyId)).toBe(before);
  });

  it("never fails a request when the log cannot be written", async () => {
    const { live } = await company();
    const spy = vi
      .spyOn(database().prisma, "$executeRaw")
      .mockRejectedValueOnce(new Error("the database is away"));
    const response = await call("GET", "/credits", { key: live.key });
    expect(response.status).toBe(200);
    await expect(flushRequestLog()).resolves.toBeUndefined();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    expect((await call("GET", "/credits", { key: live.key })).status).toBe(200);
  });

  it("the daily job deletes entries older than 30 days and keeps newer ones", async () => {
    const { live } = await company();
    const day = 86_400_000;
    const entry = (ageDays: number) => ({
      id: newId("request"),
      companyId: live.companyId,
      mode: "live",
      method: "GET",
      path: "/api/v1/credits",
      status: 200,
      durationMs: 1,
      createdAt: new Date(Date.now() - ageDays * day),
    });
    const old = entry(31);
    const recent = entry(29);
    await db.requestLog.createMany({ data: [old, recent] });
    expect(await deleteOldRequestLogs()).toBeGreaterThanOrEqual(1);
    const left = await db.requestLog.findMany({
      where: { id: { in: [old.id, recent.id] } },
      select: { id: true },
    });
    expect(left).toEqual([{ id: recent.id }]);
    expect(await deleteOldRequestLogs()).toBe(0);
  });
});
