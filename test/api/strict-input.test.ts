// The API takes what its document says, exactly: an unknown query parameter is refused with
// 400 naming it (also on operations that take no input at all), and a number sent as a
// string is 400, not coerced. Nothing changes.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { companySnapshot } from "../cross-tenant";
import { agreementCompany, draftBody } from "../agreements/helpers";
import { apiCompany, apiRequest, call, json, problemOf } from "./http";

describe("strict input", () => {
  it("refuses an unknown query parameter on operations without input, naming it", async () => {
    const { key } = await apiCompany();
    for (const path of ["/credits?limit=5", "/credits/bundles?currency=usd"]) {
      const problem = await problemOf(await call("GET", path, { key }), 400);
      expect(problem.code).toBe("invalid_request");
      expect(problem.errors).toEqual([
        expect.objectContaining({ parameter: path.split("?")[1]!.split("=")[0] }),
      ]);
    }
    expect((await call("GET", "/credits", { key })).status).toBe(200);
  });

  it("refuses a number sent as a string and leaves the report as it was", async () => {
    const { key } = await apiCompany();
    const report = await json<{ id: string }>(
      await call("POST", "/reports", { key, body: { vrm: "AA19AAA", type: "outbound" } }),
    );
    const problem = await problemOf(
      await call("PUT", `/reports/${report.id}`, { key, body: { odometer: "12" } }),
      400,
    );
    expect(problem.errors).toEqual([expect.objectContaining({ pointer: "/odometer" })]);
    const stored = await db.report.findUniqueOrThrow({ where: { id: report.id } });
    expect(stored.odometer).toBeNull();
  });

  it("refuses null, true or a list for a required number: 400 on the field, nothing stored", async () => {
    const c = await agreementCompany();
    const before = await companySnapshot(c.companyId);
    for (const value of [null, true, [4500]]) {
      const problem = await problemOf(
        await call("POST", "/agreements", {
          key: c.key,
          body: { ...draftBody(c), daily_rate_pence: value },
        }),
        400,
      );
      expect(problem.errors).toEqual([
        { pointer: "/daily_rate_pence", detail: "must be a number" },
      ]);
    }
    const report = await problemOf(
      await call("POST", "/credits/purchases", { key: c.key, body: { bundle_id: null } }),
      400,
    );
    expect(report.errors).toEqual([{ pointer: "/bundle_id", detail: "must be a string" }]);
    expect(await companySnapshot(c.companyId)).toBe(before);
    const clearable = await call("POST", "/agreements", {
      key: c.key,
      body: { ...draftBody(c), mileage_allowance_per_day: null },
    });
    expect(clearable.status).toBe(201);
  });

  it("says a missing required field is required, in the same words on every operation", async () => {
    const { key } = await apiCompany();
    const terms = await problemOf(await call("POST", "/terms", { key, body: {} }), 400);
    const ticket = await problemOf(await call("POST", "/tickets", { key, body: {} }), 400);
    const customer = await problemOf(await call("POST", "/customers", { key, body: {} }), 400);
    for (const problem of [terms, ticket, customer]) {
      expect(problem.errors?.length).toBeGreaterThan(0);
      for (const error of problem.errors ?? []) expect(error.detail).toBe("is required");
    }
  });

  it("names a file route's unknown query parameter in the same words as every other operation's", async () => {
    const { key } = await apiCompany();
    const report = await json<{ id: string }>(
      await call("POST", "/reports", { key, body: { vrm: "AA19AAA", type: "outbound" } }),
    );
    const inspections = await json<{ data: { id: string }[] }>(
      await call("GET", `/reports/${report.id}/inspections`, { key }),
    );
    const media = await problemOf(
      await call("GET", `/inspections/${inspections.data[0]!.id}/media?colour=red`, { key }),
      400,
    );
    const list = await problemOf(await call("GET", "/reports?colour=red", { key }), 400);
    expect(media.errors).toEqual([{ parameter: "colour", detail: "is not a known field" }]);
    expect(media.errors).toEqual(list.errors);
  });

  it("refuses an unknown query parameter on the OpenAPI document too", async () => {
    const problem = await problemOf(await call("GET", "/openapi.json?foo=1"), 400);
    expect(problem.errors).toEqual([expect.objectContaining({ parameter: "foo" })]);
    expect((await call("GET", "/openapi.json")).status).toBe(200);
  });

  it("builds links from APP_URL, never from a hostile Host", async () => {
    const { key } = await apiCompany();
    const sent = apiRequest("GET", "/nowhere", { key });
    const hostile = new Request(sent.url.replace("localhost:3000", "evil.example"), {
      headers: sent.headers,
    });
    const problem = await problemOf(await call("GET", "/nowhere", { request: hostile }), 404);
    expect(problem.type).toBe("http://localhost:3000/problems/not_found");
    expect(problem.detail).toContain("http://localhost:3000/docs");
  });
});
