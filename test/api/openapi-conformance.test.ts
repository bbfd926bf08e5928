// The conformance check that `call()` runs on every answer must itself catch a mismatch.
import { describe, expect, it } from "vitest";
import { expectConformsToOpenApi } from "./openapi-conformance";

const jsonResponse = (status: number, body: unknown, type = "application/json") =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": type } });

describe("OpenAPI conformance check", () => {
  it("accepts a documented answer and refuses a body missing a required field", async () => {
    await expectConformsToOpenApi(
      "GET",
      "/api/v1/credits",
      jsonResponse(200, { balance: 3, report_cost: 1, reports_available: 3 }),
    );
    await expect(
      expectConformsToOpenApi("GET", "/api/v1/credits", jsonResponse(200, { balance: 3 })),
    ).rejects.toThrow(/does not match its schema/);
  });

  it("refuses an undocumented status and a wrong content type", async () => {
    await expect(
      expectConformsToOpenApi("GET", "/api/v1/credits", jsonResponse(418, {})),
    ).rejects.toThrow(/does not list/);
    await expect(
      expectConformsToOpenApi(
        "GET",
        "/api/v1/credits",
        new Response("3", { status: 200, headers: { "content-type": "text/plain" } }),
      ),
    ).rejects.toThrow(/as text\/plain/);
    await expect(
      expectConformsToOpenApi("DELETE", "/api/v1/customers/cus_x", jsonResponse(200, {})),
    ).rejects.toThrow(/does not list/);
  });
});
