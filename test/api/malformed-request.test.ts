// In front of every route (the node:http server before Next.js): TRACE and made-up
// methods are 405 problem+json, an address that does not percent-decode or holds a
// NUL byte is 400 problem+json; anything else reaches the app untouched.
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerMalformed } from "~/server/http/malformed-request";

let port = 0;
const server = createServer((req, res) => {
  void answerMalformed(req, res, `http://127.0.0.1:${port}`).then((answered) => {
    if (!answered) res.end("app");
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request (fetch would refuse TRACE and re-encode the path). */
function send(
  method: string,
  path: string,
): Promise<{ status: number; type: string; body: string; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers["content-type"]),
          body,
          allow: res.headers.allow,
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("malformed requests, on every route", () => {
  it("answers TRACE and unknown methods 405 problem+json with Allow", async () => {
    for (const method of ["TRACE", "PROPFIND"]) {
      const answer = await send(method, "/api/v1/vehicles");
      expect(answer.status).toBe(405);
      expect(answer.type).toBe("application/problem+json");
      expect(JSON.parse(answer.body)).toMatchObject({ code: "method_not_allowed", status: 405 });
      expect(answer.allow).toContain("GET");
    }
  });

  it("answers bad percent-encoding and NUL bytes in the path or query 400 problem+json", async () => {
    for (const path of [
      "/api/v1/vehicles/%E0%A4%A",
      "/reports/%00",
      "/api/v1/vehicles?q=%FF",
      "/dashboard?x=a%00b",
    ]) {
      const answer = await send("GET", path);
      expect(answer.status, path).toBe(400);
      expect(answer.type).toBe("application/problem+json");
      const problem = JSON.parse(answer.body) as Record<string, unknown>;
      expect(problem).toMatchObject({ code: "invalid_request", status: 400 });
      expect(JSON.stringify(problem)).not.toMatch(/URIError|at .*\.ts/);
    }
  });

  it("lets well-formed requests through", async () => {
    expect((await send("GET", "/api/v1/vehicles?q=caf%C3%A9")).body).toBe("app");
    expect((await send("OPTIONS", "/api/v1/vehicles")).body).toBe("app");
  });
});

describe("a NUL byte in a JSON string field", () => {
  it("is 400 invalid_request naming the field; nothing is created", async () => {
    const { apiCompany, call, problemOf } = await import("./http");
    const { db } = await import("~/server/db");
    const { key, companyId } = await apiCompany();
    const problem = await problemOf(
      await call("POST", "/vehicles", { key, body: { vrm: "AA19\u0000AAA" } }),
      400,
    );
    expect(problem.errors).toEqual([{ pointer: "/vrm", detail: "must not contain a NUL byte" }]);
    expect(await db.vehicle.count({ where: { companyId } })).toBe(0);
  });
});
