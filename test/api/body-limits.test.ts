// A JSON body over 1 MB is refused with 413 as soon as the limit is passed, without
// reading the rest (a 100 MB chunked body is pulled only a little past 1 MB), with or
// without an Idempotency-Key; a body within the limit still works.
import { describe, expect, it } from "vitest";
import { PEER_HEADER } from "~/server/net/client-ip";
import { apiCompany, call, ORIGIN, problemOf } from "./http";

const CHUNK = 64 * 1024;

/** A lazily produced 100 MB JSON-looking body, counting how much of it was pulled. */
function hugeBody(): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 100 * 1024 * 1024) return controller.close();
      controller.enqueue(new Uint8Array(CHUNK).fill(sent === 0 ? 0x7b : 0x20));
      sent += CHUNK;
    },
  });
  return { stream, pulled: () => sent };
}

function post(
  key: string,
  body: ReadableStream<Uint8Array>,
  extra: Record<string, string> = {},
): Request {
  return new Request(`${ORIGIN}/api/v1/vehicles`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${key}`,
      "Content-Type": "application/json",
      [PEER_HEADER]: "127.0.0.1",
      ...extra,
    },
    body,
    duplex: "half",
  } as RequestInit);
}

describe("JSON body limit (1 MB), counted while streaming", () => {
  for (const keyed of [false, true]) {
    it(`refuses a 100 MB chunked body after reading little more than 1 MB${keyed ? " (with an Idempotency-Key)" : ""}`, async () => {
      const { key } = await apiCompany();
      const { stream, pulled } = hugeBody();
      const request = post(key, stream, keyed ? { "Idempotency-Key": "huge-body" } : {});
      const problem = await problemOf(await call("POST", "/vehicles", { request }), 413);
      expect(problem.code).toBe("payload_too_large");
      expect(pulled()).toBeLessThan(1024 * 1024 + 4 * CHUNK);
    });
  }

  it("refuses a declared Content-Length over 1 MB before reading, and takes a body just under it", async () => {
    const { key } = await apiCompany();
    const over = await call("POST", "/vehicles", {
      key,
      rawBody: "{}",
      headers: { "Content-Length": String(1024 * 1024 + 1) },
    });
    expect((await problemOf(over, 413)).code).toBe("payload_too_large");
    const padded = JSON.stringify({ vrm: "AA19AAA" }).replace(
      "{",
      `{${" ".repeat(1024 * 1024 - 100)}`,
    );
    expect((await call("POST", "/vehicles", { key, rawBody: padded })).status).toBe(201);
  });
});
