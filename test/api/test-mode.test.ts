// Test mode from outside, with both keys of one company (contract section 8): the test key
// works on the test twin's data alone and the live key on the live data alone (an id of the
// other mode is 404, lists never mix), a test report is charged to the 1,000 test credits,
// test webhooks go only to test endpoints, the app shows test data only in Test mode, and
// DELETE /test-data (test key only) leaves every live object as it was.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "~/server/api/root";
import { db } from "~/server/db";
import { regenerateTestApiKey, setApiEnabled } from "~/server/services/api-access/api-settings";
import { staffCaller, startSession } from "~/server/services/auth/sessions";
import { expectCrossTenantNotFound, companySnapshot } from "../cross-tenant";
import { eventually } from "../eventually";
import { contextFor } from "../factories";
import { requestsTo, startReceiver, type Receiver } from "../webhooks/receiver";
import { apiCompany, call, json } from "./http";

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

type Page = { data: { id: string }[]; has_more: boolean };

/** A company with API access on, its live key and its test key (and the twin's id). */
async function bothKeys() {
  const live = await apiCompany({ credits: 5, rateLimit: 10_000 });
  const { key } = await regenerateTestApiKey({
    companyId: live.companyId,
    actor: { kind: "api_key" },
  });
  const twin = await db.company.findUniqueOrThrow({
    where: { testOfId: live.companyId },
    select: { id: true },
  });
  return { live, test: { companyId: twin.id, key }, ownerId: live.ownerId };
}

const ids = async (response: Response) => (await json<Page>(response)).data.map((o) => o.id);

describe("test mode", () => {
  it("makes test keys of the kbs_test_ form, shown once; live keys never start with kbs_test_", async () => {
    const { live, test } = await bothKeys();
    expect(test.key).toMatch(/^kbs_test_[0-9A-Za-z]{32,}$/);
    expect(live.key).toMatch(/^kbs_[0-9A-Za-z]{32,}$/);
    expect(await json(await call("GET", "/credits", { key: test.key }))).toEqual({
      balance: 1000,
      report_cost: 1,
      reports_available: 1000,
    });
    const again = await regenerateTestApiKey({
      companyId: live.companyId,
      actor: { kind: "api_key" },
    });
    expect((await call("GET", "/credits", { key: test.key })).status).toBe(401);
    expect((await call("GET", "/credits", { key: again.key })).status).toBe(200);
    expect((await call("GET", "/credits", { key: live.key })).status).toBe(200);
    expect(again.settings.testTwin?.apiKeys[0]?.display).toMatch(/^kbs_test_.{4}….{4}$/);
  });

  it("starts like a new company: default terms, built-in templates, one grant of 1,000 test credits", async () => {
    const { test } = await bothKeys();
    const ledger = await json<{ data: { kind: string; amount: number }[] }>(
      await call("GET", "/credits/transactions", { key: test.key }),
    );
    expect(ledger.data.map((t) => [t.kind, t.amount])).toEqual([["grant", 1000]]);
    expect((await ids(await call("GET", "/terms", { key: test.key }))).length).toBe(1);
    expect(
      (await ids(await call("GET", "/inspection-templates", { key: test.key }))).length,
    ).toBeGreaterThan(0);
  });

  it("obeys the live company's switch and allow-list; each key counts its own rate limit", async () => {
    const live = await apiCompany({ credits: 1, rateLimit: 2 });
    const { key } = await regenerateTestApiKey({
      companyId: live.companyId,
      actor: { kind: "api_key" },
    });
    for (let i = 0; i < 2; i++) expect((await call("GET", "/credits", { key })).status).toBe(200);
    expect((await call("GET", "/credits", { key })).status).toBe(429);
    expect((await call("GET", "/credits", { key: live.key })).status).toBe(200);
    await setApiEnabled({ companyId: live.companyId, actor: { kind: "api_key" }, enabled: false });
    const off = await call("GET", "/credits", { key });
    expect(off.status).toBe(403);
    expect(await json(off)).toMatchObject({ code: "api_access_disabled" });
  });

  it("charges a test report to the test balance only; it is 404 with the live key and fires only to the test endpoint", async () => {
    const { live, test } = await bothKeys();
    const liveHook = `/hooks/live-${live.companyId}`;
    const testHook = `/hooks/test-${live.companyId}`;
    for (const [key, path] of [
      [live.key, liveHook],
      [test.key, testHook],
    ] as const) {
      const made = await call("POST", "/webhook-endpoints", {
        key,
        body: { url: receiver.url.replace("/hooks", path), events: ["*"] },
      });
      expect(made.status).toBe(201);
    }
    const report = await call("POST", "/reports", {
      key: test.key,
      body: { vrm: "AA19AAA", type: "outbound" },
    });
    expect(report.status).toBe(201);
    const { id, vehicle } = await json<{ id: string; vehicle: { id: string } }>(report);
    expect(vehicle.id).toMatch(/^veh_/);
    expect(await json(await call("GET", "/credits", { key: test.key }))).toMatchObject({
      balance: 999,
    });
    expect(await json(await call("GET", "/credits", { key: live.key }))).toMatchObject({
      balance: 5,
    });
    const live404 = await call("GET", `/reports/${id}`, { key: live.key });
    expect(live404.status).toBe(404);
    expect((await call("GET", `/vehicles/${vehicle.id}`, { key: live.key })).status).toBe(404);
    await eventually(() => Promise.resolve(requestsTo(receiver, testHook)[0]), {
      what: "the test endpoint's vehicle.created",
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requestsTo(receiver, liveHook)).toEqual([]);
    expect(await ids(await call("GET", "/events", { key: live.key }))).toEqual([]);
    expect((await ids(await call("GET", "/events", { key: test.key }))).length).toBe(1);
  });

  it("answers 404 for every route with the other mode's id, both ways, and changes nothing", async () => {
    const { live, test } = await bothKeys();
    const made = async (key: string) => {
      const report = await json<{ id: string; vehicle: { id: string } }>(
        await call("POST", "/reports", { key, body: { vrm: "AA19AAA", type: "outbound" } }),
      );
      const customer = await json<{ id: string }>(
        await call("POST", "/customers", { key, body: { name: "Mode Hirer" } }),
      );
      const endpoint = await json<{ id: string }>(
        await call("POST", "/webhook-endpoints", {
          key,
          body: { url: "https://hooks.example.test/x", events: ["customer.created"] },
        }),
      );
      const [event] = (await json<Page>(await call("GET", "/events", { key }))).data;
      const [txn] = (await json<Page>(await call("GET", "/credits/transactions", { key }))).data;
      return { report, customer, endpoint, event: event!, txn: txn! };
    };
    for (const [owner, intruder] of [
      [test, live],
      [live, test],
    ] as const) {
      const objects = await made(owner.key);
      const get = (path: string) => ({ method: "GET" as const, path });
      const checks: [string, Parameters<typeof expectCrossTenantNotFound>[0]["endpoints"]][] = [
        [
          objects.report.id,
          [
            get("/reports/{id}"),
            get("/reports/{id}/inspections"),
            { method: "PUT", path: "/reports/{id}", body: { notes: "x" } },
            { method: "POST", path: "/reports/{id}/complete" },
          ],
        ],
        [objects.report.vehicle.id, [get("/vehicles/{id}")]],
        [
          objects.customer.id,
          [
            get("/customers/{id}"),
            { method: "PUT", path: "/customers/{id}", body: { name: "Changed" } },
            { method: "DELETE", path: "/customers/{id}" },
          ],
        ],
        [
          objects.endpoint.id,
          [
            get("/webhook-endpoints/{id}"),
            get("/webhook-endpoints/{id}/deliveries"),
            { method: "PUT", path: "/webhook-endpoints/{id}", body: { description: "x" } },
            { method: "DELETE", path: "/webhook-endpoints/{id}" },
          ],
        ],
        [objects.event.id, [get("/events/{id}")]],
        [objects.txn.id, [get("/credits/transactions/{id}")]],
      ];
      for (const [id, endpoints] of checks) {
        await expectCrossTenantNotFound({ owner, intruder, id, endpoints });
      }
    }
    for (const list of ["/reports", "/vehicles", "/customers", "/webhook-endpoints", "/events"]) {
      const liveIds = await ids(await call("GET", list, { key: live.key }));
      const testIds = await ids(await call("GET", list, { key: test.key }));
      expect(liveIds.length, `${list} live`).toBeGreaterThan(0);
      expect(testIds.length, `${list} test`).toBeGreaterThan(0);
      expect(
        liveIds.filter((id) => testIds.includes(id)),
        `${list} never mixes`,
      ).toEqual([]);
    }
  }, 60_000);

  it("shows test data in the app only with Test mode switched on for that device", async () => {
    const { live, test } = await bothKeys();
    const report = await json<{ id: string }>(
      await call("POST", "/reports", {
        key: test.key,
        body: { vrm: "AA19AAA", type: "outbound" },
      }),
    );
    const sessionId = await startSession({ userId: live.ownerId, ip: "203.0.113.10" });
    const claims = { userId: live.ownerId, sessionVersion: 0, sessionId };
    const app = async () => createCaller(contextFor(await staffCaller(claims)));
    const listed = async () =>
      (await (await app()).reports.list({})).data.map((r: { id: string }) => r.id);
    expect(await listed()).not.toContain(report.id);
    expect(await (await app()).account.testMode()).toEqual({ test_mode: false });
    await (await app()).account.setTestMode({ test_mode: true });
    expect((await staffCaller(claims))?.companyId).toBe(test.companyId);
    expect(await listed()).toEqual([report.id]);
    expect(await (await app()).account.testMode()).toEqual({ test_mode: true });
    const settings = await (await app()).settings.apiAccess.get();
    expect(settings.key_display).toMatch(/^kbs_/);
    expect(settings.test_key_display).toMatch(/^kbs_test_/);
    await (await app()).account.setTestMode({ test_mode: false });
    expect(await listed()).not.toContain(report.id);
  });

  it("DELETE /test-data: 403 with the live key; with the test key every test object is gone, test mode starts again and live data is as it was", async () => {
    const { live, test } = await bothKeys();
    await call("POST", "/reports", { key: live.key, body: { vrm: "AA19AAA", type: "outbound" } });
    await call("POST", "/customers", { key: live.key, body: { name: "Live Hirer" } });
    const testReport = await json<{ id: string }>(
      await call("POST", "/reports", {
        key: test.key,
        body: { vrm: "AA19AAA", type: "outbound" },
      }),
    );
    await call("POST", "/customers", { key: test.key, body: { name: "Test Hirer" } });
    const liveBefore = await companySnapshot(live.companyId);
    const refused = await call("DELETE", "/test-data", { key: live.key });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ code: "forbidden" });
    expect(await companySnapshot(live.companyId)).toBe(liveBefore);

    const deleted = await call("DELETE", "/test-data", { key: test.key });
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ deleted: true });
    expect((await call("GET", `/reports/${testReport.id}`, { key: test.key })).status).toBe(404);
    for (const list of ["/reports", "/vehicles", "/customers", "/events"]) {
      expect(await ids(await call("GET", list, { key: test.key })), list).toEqual([]);
    }
    expect(await json(await call("GET", "/credits", { key: test.key }))).toMatchObject({
      balance: 1000,
    });
    const after = await companySnapshot(live.companyId);
    // Only the activity row saying the test data was deleted is new.
    const withoutActivity = (snapshot: string) =>
      JSON.stringify({ ...(JSON.parse(snapshot) as object), ActivityLog: null, Company: null });
    expect(withoutActivity(after)).toBe(withoutActivity(liveBefore));
    expect((await ids(await call("GET", "/reports", { key: live.key }))).length).toBe(1);
    expect(await json(await call("GET", "/credits", { key: live.key }))).toMatchObject({
      balance: 4,
    });
  });

  it("refuses bad input on DELETE /test-data (a query parameter) and changes nothing", async () => {
    const { test } = await bothKeys();
    const before = await companySnapshot(test.companyId);
    const response = await call("DELETE", "/test-data?all=true", { key: test.key });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      code: "invalid_request",
      errors: [{ parameter: "all" }],
    });
    expect(await companySnapshot(test.companyId)).toBe(before);
  });
});
