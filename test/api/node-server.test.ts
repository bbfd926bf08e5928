// /api/v1 through the server entry's node:http handler (src/server/http/node-server.ts) in
// a real server process, as `npm start` serves it: the REST handler answers before Next.js
// (here a stand-in answering "next"), with the security headers, the client's socket
// address (never a header the client sends), rate-limit headers and problem+json.
// Needs DATABASE_URL: the embedded database serves one process.
import type { ChildProcess } from "node:child_process";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCompany } from "./http";
import { startServerProcess } from "./server-process";

const shared = Boolean(process.env.DATABASE_URL);

let child: ChildProcess | undefined;
let port = 0;

beforeAll(async () => {
  if (!shared) return;
  ({ child, port } = await startServerProcess("api-server.ts"));
}, 60_000);

afterAll(() => {
  child?.kill("SIGTERM");
});

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/** A raw request (fetch would refuse to send HEAD's answer body or our own peer header as given). */
function send(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path: target, headers }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe.skipIf(!shared)("/api/v1 through the node:http server", () => {
  it("answers a keyed GET with the balance, rate-limit, request-id and security headers", async () => {
    const { key } = await apiCompany({ credits: 7, rateLimit: 100 });
    const answer = await send("GET", "/api/v1/credits", { Authorization: `Bearer ${key}` });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ balance: 7, report_cost: 1, reports_available: 7 });
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(answer.headers["ratelimit-limit"]).toBe("100");
    expect(answer.headers["ratelimit-remaining"]).toBe("99");
    expect(answer.headers["x-request-id"]).toMatch(/^req_/);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("answers HEAD as GET without a body, an unknown path 404 and OPTIONS 204, leaving other paths to Next.js", async () => {
    const { key } = await apiCompany();
    const head = await send("HEAD", "/api/v1/credits", { Authorization: `Bearer ${key}` });
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(head.body).toBe("");

    const missing = await send("GET", "/api/v1/nope", { Authorization: `Bearer ${key}` });
    expect(missing.status).toBe(404);
    expect(missing.headers["content-type"]).toBe("application/problem+json");
    expect(JSON.parse(missing.body)).toMatchObject({ code: "not_found", instance: "/api/v1/nope" });

    const options = await send("OPTIONS", "/api/v1/credits");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT");

    expect((await send("GET", "/api/v1/credits/")).body).toBe("next");
    expect((await send("GET", "/dashboard")).body).toBe("next");
  });

  it("sees the socket's address, not one the client claims", async () => {
    const { key } = await apiCompany({ ipAllowList: ["203.0.113.0/24"] });
    const answer = await send("GET", "/api/v1/credits", {
      Authorization: `Bearer ${key}`,
      "X-Kerbside-Peer": "203.0.113.5",
      "X-Forwarded-For": "203.0.113.5",
    });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ code: "ip_not_allowed" });
  });

  it("replays a keyed POST sent again with its Idempotency-Key", async () => {
    const { key } = await apiCompany();
    const headers = {
      Authorization: `Bearer ${key}`,
      "Content-Type": "application/json",
      "Idempotency-Key": "node-server-1",
    };
    const body = JSON.stringify({ name: "Ann Lee", email: "ann@example.com" });
    const first = await send("POST", "/api/v1/customers", headers, body);
    expect(first.status).toBe(201);
    const second = await send("POST", "/api/v1/customers", headers, body);
    expect(second.status).toBe(201);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(JSON.parse(second.body)).toEqual(JSON.parse(first.body));
  });
});
