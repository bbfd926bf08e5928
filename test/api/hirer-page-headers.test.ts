// The hirer's and payer's pages (contract section 11) over real HTTP, through the server
// entry's node:http handler: every response under /sign, /checkout, /r, /inspect and
// /charges carries the three private-page headers, Next.js's own answers included (here a
// stand-in answering a trailing slash as Next.js's router does: 308 to the path without it).
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestHandler } from "~/server/http/node-server";

let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer(
    requestHandler({
      dev: false,
      appUrl: "http://localhost:3000",
      next: (req, res) => {
        const to = (req.url ?? "/").replace(/\/+$/, "") || "/";
        res.statusCode = 308;
        res.setHeader("location", to);
        res.setHeader("Refresh", `0;url=${to}`);
        res.end(to);
      },
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

const HIRER_HEADERS = {
  "cache-control": "no-store",
  "referrer-policy": "no-referrer",
  "x-robots-tag": "noindex, nofollow",
};

describe("a trailing slash under the hirer's pages", () => {
  it.each([
    "/sign/AbCdEfGhIjKlMnOpQrStUv/",
    "/sign/",
    "/checkout/AbCdEfGhIjKlMnOpQrStUv/",
    "/r/AbCdEfGhIjKlMnOpQrStUv/",
    "/inspect/AbCd/",
    "/charges/AbCd/",
  ])("%s: the 308 carries no-store, no-referrer and noindex", async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe(path.replace(/\/+$/, ""));
    expect(answer.headers).toMatchObject(HIRER_HEADERS);
  });

  it("leaves the staff app's paths with their own referrer policy and no robots header", async () => {
    for (const path of ["/signup/", "/reports/"]) {
      const answer = await get(path);
      expect(answer.headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(answer.headers["x-robots-tag"], path).toBeUndefined();
    }
  });
});
