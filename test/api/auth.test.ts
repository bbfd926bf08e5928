// Who may call /api/v1: both key headers, 401 for a missing, wrong or regenerated
// key, 403 for a company with access off or a caller off the allow-list.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import {
  regenerateApiKey,
  setApiEnabled,
  setRateLimit,
  updateIpAllowList,
} from "~/server/services/api-access/api-settings";
import { apiCompany, call, json, problemOf } from "./http";

describe("API key authentication", () => {
  it("accepts the key as a Bearer token and as X-API-Key", async () => {
    const { key } = await apiCompany({ credits: 7 });
    for (const via of ["bearer", "x-api-key"] as const) {
      const response = await call("GET", "/credits", { key, via });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(response.headers.get("x-request-id")).toMatch(/^req_/);
      expect(await json(response)).toEqual({ balance: 7, report_cost: 1, reports_available: 7 });
    }
  });

  it("answers 401 problem+json with WWW-Authenticate for a missing or wrong key", async () => {
    for (const key of [null, "kbs_0000000000000000000000000000000000000000", "not-a-key"]) {
      const response = await call("GET", "/credits", { key });
      const problem = await problemOf(response, 401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(problem).toMatchObject({
        code: "unauthenticated",
        status: 401,
        title: "Authentication required",
        instance: "/api/v1/credits",
      });
      expect(problem.type).toBe("http://localhost:3000/problems/unauthenticated");
      expect(problem.request_id).toBe(response.headers.get("x-request-id"));
    }
  });

  it("refuses the old key at once after a regeneration, and takes the new one", async () => {
    const { companyId, key: oldKey } = await apiCompany();
    expect((await call("GET", "/credits", { key: oldKey })).status).toBe(200);
    const { key: newKey } = await regenerateApiKey({ actor: { kind: "api_key" }, companyId });
    await problemOf(await call("GET", "/credits", { key: oldKey, via: "x-api-key" }), 401);
    expect((await call("GET", "/credits", { key: newKey })).status).toBe(200);
  });

  it("answers 403 api_access_disabled when the company has switched access off", async () => {
    const { companyId, key } = await apiCompany();
    await setApiEnabled({ actor: { kind: "api_key" }, companyId, enabled: false });
    const problem = await problemOf(await call("GET", "/credits", { key }), 403);
    expect(problem.code).toBe("api_access_disabled");
  });

  it("sees every change to the key's company at once, even right after using the key", async () => {
    const { companyId, key } = await apiCompany();
    expect((await call("GET", "/credits", { key })).status).toBe(200);
    await setRateLimit({ actor: { kind: "api_key" }, companyId, perMinute: 90 });
    expect((await call("GET", "/credits", { key })).headers.get("ratelimit-limit")).toBe("90");
    await updateIpAllowList({
      actor: { kind: "api_key" },
      companyId,
      entries: ["198.51.100.0/24"],
    });
    expect((await problemOf(await call("GET", "/credits", { key }), 403)).code).toBe(
      "ip_not_allowed",
    );
    await updateIpAllowList({ actor: { kind: "api_key" }, companyId, entries: [] });
    await setApiEnabled({ actor: { kind: "api_key" }, companyId, enabled: false });
    expect((await problemOf(await call("GET", "/credits", { key }), 403)).code).toBe(
      "api_access_disabled",
    );
    await setApiEnabled({ actor: { kind: "api_key" }, companyId, enabled: true });
    expect((await call("GET", "/credits", { key })).status).toBe(200);
  });
});

describe("IP allow-list", () => {
  it("lets in addresses and ranges on the list and refuses others with 403 ip_not_allowed", async () => {
    const { companyId, key } = await apiCompany({ ipAllowList: ["203.0.113.0/24", "2001:db8::1"] });
    expect((await call("GET", "/credits", { key, ip: "203.0.113.77" })).status).toBe(200);
    expect((await call("GET", "/credits", { key, ip: "2001:db8::1" })).status).toBe(200);
    expect((await call("GET", "/credits", { key, ip: "::ffff:203.0.113.5" })).status).toBe(200);
    const problem = await problemOf(
      await call("GET", "/credits", { key, ip: "198.51.100.1" }),
      403,
    );
    expect(problem.code).toBe("ip_not_allowed");
    expect(problem.detail).toContain("198.51.100.1");

    await updateIpAllowList({ actor: { kind: "api_key" }, companyId, entries: [] });
    expect((await call("GET", "/credits", { key, ip: "198.51.100.1" })).status).toBe(200);
  });

  it("rejects entries that are not addresses or ranges, naming each one", async () => {
    const { companyId } = await apiCompany();
    const attempt = updateIpAllowList({
      actor: { kind: "api_key" },
      companyId,
      entries: ["10.0.0.1", "10.0.0.300", "fe80::/129", "office"],
    });
    await expect(attempt).rejects.toMatchObject({ code: "invalid_request" });
    await expect(attempt).rejects.toThrow(/10\.0\.0\.300.*fe80::\/129.*office/);
    const company = await db.company.findUniqueOrThrow({ where: { id: companyId } });
    expect(company.ipAllowList).toEqual([]);
  });

  it("stores entries in one normal form without duplicates", async () => {
    const { companyId } = await apiCompany();
    const settings = await updateIpAllowList({
      actor: { kind: "api_key" },
      companyId,
      entries: [" 203.0.113.9/24 ", "2001:DB8:0:0::1", "2001:db8::1", ""],
    });
    expect(settings.ipAllowList).toEqual(["203.0.113.0/24", "2001:db8::1"]);
  });
});
