// The /api/v1 catch-all around trpc-to-openapi: success statuses from the
// procedure's meta, and problem+json for every error (404, 405, 415, 400 with
// pointers and parameters, unknown fields, malformed JSON, 500 without internals).
import { describe, expect, it, vi } from "vitest";
import type * as Root from "~/server/api/root";
import { captureLog } from "../log-capture";
import { apiCompany, call, json, problemOf } from "./http";

vi.mock("~/server/api/root", async (importOriginal) => {
  const real = await importOriginal<typeof Root>();
  const { createTRPCRouter } = await import("~/server/api/trpc");
  const { testRouter } = await import("./test-router");
  return { ...real, appRouter: createTRPCRouter({ real: real.appRouter, test: testRouter }) };
});

describe("success statuses", () => {
  it("answers 201 for a create and 204 with an empty body for a delete", async () => {
    const { key } = await apiCompany();
    const created = await call("POST", "/test/widgets", { key, body: { name: "Van", size: 3 } });
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({ name: "Van", size: 3 });
    const removed = await call("DELETE", "/test/widgets/wid_1", { key });
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe("");
    expect(removed.headers.get("ratelimit-remaining")).not.toBeNull();
  });

  it("answers HEAD like GET", async () => {
    const { key } = await apiCompany();
    const head = await call("HEAD", "/credits", { key });
    expect(head.status).toBe(200);
    expect(head.headers.get("ratelimit-limit")).toBe("60");
  });

  it("treats an empty POST body as an empty object", async () => {
    const { key } = await apiCompany();
    const problem = await problemOf(await call("POST", "/test/widgets", { key }), 400);
    expect(problem.errors).toEqual([expect.objectContaining({ pointer: "/name" })]);
  });
});

describe("problem+json for every error", () => {
  it("404 not_found for an unknown path", async () => {
    const { key } = await apiCompany();
    const problem = await problemOf(await call("GET", "/no-such-thing", { key }), 404);
    expect(problem).toMatchObject({
      code: "not_found",
      title: "Not found",
      status: 404,
      instance: "/api/v1/no-such-thing",
    });
    expect(problem.type).toBe("http://localhost:3000/problems/not_found");
  });

  it("404 not_found for an unknown id", async () => {
    const { key } = await apiCompany();
    const problem = await problemOf(await call("GET", "/test/widgets/wid_nope", { key }), 404);
    expect(problem.code).toBe("not_found");
  });

  it("405 method_not_allowed with Allow for a known path and the wrong verb", async () => {
    const { key } = await apiCompany();
    const response = await call("PUT", "/test/widgets/wid_1", { key, body: {} });
    const problem = await problemOf(response, 405);
    expect(problem.code).toBe("method_not_allowed");
    expect(response.headers.get("allow")).toBe("GET, DELETE");
    const patch = await call("PATCH", "/credits", { key, body: {} });
    expect((await problemOf(patch, 405)).code).toBe("method_not_allowed");
    expect(patch.headers.get("allow")).toBe("GET");
  });

  it("415 unsupported_media_type for a body that is not JSON", async () => {
    const { key } = await apiCompany();
    const response = await call("POST", "/test/widgets", {
      key,
      rawBody: "name=Van",
      contentType: "application/x-www-form-urlencoded",
    });
    expect((await problemOf(response, 415)).code).toBe("unsupported_media_type");
  });

  it("400 invalid_request for malformed JSON", async () => {
    const { key } = await apiCompany();
    const problem = await problemOf(
      await call("POST", "/test/widgets", { key, rawBody: '{"name": "Van",' }),
      400,
    );
    expect(problem.code).toBe("invalid_request");
    expect(problem.detail).toMatch(/not valid JSON/);
  });

  it("400 with JSON pointers for invalid and unknown body fields", async () => {
    const { key } = await apiCompany();
    const wrong = await problemOf(
      await call("POST", "/test/widgets", {
        key,
        body: { name: "V", size: "big", dims: { w: "x" } },
      }),
      400,
    );
    expect(wrong.errors?.map((e) => e.pointer).sort()).toEqual(["/dims/w", "/name", "/size"]);
    const unknown = await problemOf(
      await call("POST", "/test/widgets", { key, body: { name: "Van", colour: "red" } }),
      400,
    );
    expect(unknown.errors).toEqual([{ pointer: "/colour", detail: "is not a known field" }]);
    const nested = await problemOf(
      await call("POST", "/test/widgets", { key, body: { name: "Van", dims: { w: 1, h: 2 } } }),
      400,
    );
    expect(nested.errors).toEqual([{ pointer: "/dims/h", detail: "is not a known field" }]);
  });

  it("400 with `parameter` for a bad query parameter", async () => {
    const { key } = await apiCompany();
    for (const query of ["limit=abc", "limit=0", "limit=101", "cursor=bogus", "kind=gift"]) {
      const problem = await problemOf(
        await call("GET", `/credits/transactions?${query}`, { key }),
        400,
      );
      const name = query.split("=")[0];
      expect(problem.errors).toEqual([expect.objectContaining({ parameter: name })]);
      expect(problem.errors?.[0]?.pointer).toBeUndefined();
    }
  });

  it("500 internal_error without internals, logged with the request id", async () => {
    const { key } = await apiCompany();
    const log = captureLog();
    const response = await call("GET", "/test/boom", { key });
    log.restore();
    const problem = await problemOf(response, 500);
    expect(problem.code).toBe("internal_error");
    expect(JSON.stringify(problem)).not.toMatch(/secret_table|query\.ts|stack/);
    expect(log.errors().map((line) => line.request_id)).toEqual([problem.request_id]);
  });
});
