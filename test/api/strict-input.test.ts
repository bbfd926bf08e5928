// The API takes what its document says, exactly: an unknown query parameter is refused with
// 400 naming it (also on operations that take no input at all), and a number sent as a
// string is 400, not coerced. Nothing changes.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { apiCompany, apiRequest, call, json, problemOf } from "./http";

describe("strict input", () => {
  it("refuses an unknown query parameter on operations without input, naming it", async () => {
    const { key } = await apiCompany();
    for (const path of ["/credits?limit=5", "/credits/bundles?currency=usd"]) {
      const problem = await problemOf(await call("GET", path, { key }), 400);
      expect(problem.code).toBe("invalid_request");
      expect(problem.errors).toEqual([expect.objectContaining({ parameter: path.split("?")[1]!.split("=")[0] })]);
    }
    expect((await call("GET", "/credits", { key })).status).toBe(200);
  });

  it("refuses a number sent as a string and leaves the report as it was", async () => {
    const { key } = await apiCompany();
    const report = await json<{ id: string }>(await call("POST", "/reports", { key, body: { vrm: "AA19AAA", type: "outbound" } }));
    const problem = await problemOf(await call("PUT", `/reports/${report.id}`, { key, body: { odometer: "12" } }), 400);
    expect(problem.errors).toEqual([expect.objectContaining({ pointer: "/odometer" })]);
    const stored = await db.report.findUniqueOrThrow({ where: { id: report.id } });
    expect(stored.odometer).toBeNull();
  });

  it("builds links from APP_URL, never from a hostile Host", async () => {
    const { key } = await apiCompany();
    const sent = apiRequest("GET", "/nowhere", { key });
    const hostile = new Request(sent.url.replace("localhost:3000", "evil.example"), { headers: sent.headers });
    const problem = await problemOf(await call("GET", "/nowhere", { request: hostile }), 404);
    expect(problem.type).toBe("http://localhost:3000/problems/not_found");
    expect(problem.detail).toContain("http://localhost:3000/docs");
  });
});
