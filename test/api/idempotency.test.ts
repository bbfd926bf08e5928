// Idempotency-Key on POST, for tRPC-backed routes and apiRoute handlers alike:
// a retry replays the first response and does the work once; another body under
// the same key is 422; a key still in progress is 409; 5xx are not kept.
import { describe, expect, it, vi } from "vitest";
import type * as Root from "~/server/api/root";
import { db } from "~/server/db";
import { apiRoute } from "~/server/http/rest/api-route";
import { noteUnchanged } from "~/server/services/activity/activity-scope";
import { PEER_HEADER } from "~/server/net/client-ip";
import { eventually } from "../eventually";
import { captureLog } from "../log-capture";
import { apiCompany, call, json, ORIGIN, problemOf } from "./http";
import { counters, setSlowGate } from "./test-router";

vi.mock("~/server/api/root", async (importOriginal) => {
  const real = await importOriginal<typeof Root>();
  const { createTRPCRouter } = await import("~/server/api/trpc");
  const { testRouter } = await import("./test-router");
  return { ...real, appRouter: createTRPCRouter({ real: real.appRouter, test: testRouter }) };
});

const withKey = (key: string) => ({ "Idempotency-Key": key });

describe("Idempotency-Key on tRPC-backed routes", () => {
  it("replays the first response for a retry and does the work once", async () => {
    const { key } = await apiCompany();
    const before = counters.created;
    const first = await call("POST", "/test/widgets", {
      key,
      body: { name: "Van" },
      headers: withKey("retry-1"),
    });
    expect(first.status).toBe(201);
    const firstBody = await json(first);
    const again = await call("POST", "/test/widgets", {
      key,
      body: { name: "Van" },
      headers: withKey("retry-1"),
    });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await json(again)).toEqual(firstBody);
    expect(counters.created).toBe(before + 1);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
  });

  it("answers 422 idempotency_key_reused for the same key with another body", async () => {
    const { key } = await apiCompany();
    await call("POST", "/test/widgets", { key, body: { name: "Van" }, headers: withKey("reuse") });
    const before = counters.created;
    const problem = await problemOf(
      await call("POST", "/test/widgets", {
        key,
        body: { name: "Car" },
        headers: withKey("reuse"),
      }),
      422,
    );
    expect(problem.code).toBe("idempotency_key_reused");
    expect(counters.created).toBe(before);
  });

  it("answers 409 idempotency_in_progress while the first request is still running", async () => {
    const { key, companyId } = await apiCompany();
    let open!: () => void;
    setSlowGate(new Promise<void>((resolve) => (open = resolve)));
    const first = call("POST", "/test/slow", { key, body: { n: 1 }, headers: withKey("slow") });
    // The first request has claimed its key (vi.waitFor's 1 s was too short on a busy machine).
    await eventually(
      async () =>
        (await db.idempotencyKey.count({ where: { companyId, key: "slow" } })) === 1 ? true : null,
      { what: "the first request's claim of its key" },
    );
    const second = await call("POST", "/test/slow", {
      key,
      body: { n: 1 },
      headers: withKey("slow"),
    });
    expect((await problemOf(second, 409)).code).toBe("idempotency_in_progress");
    open();
    expect((await first).status).toBe(200);
    const third = await call("POST", "/test/slow", {
      key,
      body: { n: 1 },
      headers: withKey("slow"),
    });
    expect(third.headers.get("idempotent-replayed")).toBe("true");
    expect(await json(third)).toEqual({ n: 1 });
  });

  it("keeps 4xx answers but not 5xx, so a retry after a server error can succeed", async () => {
    const { key } = await apiCompany();
    const invalid = await call("POST", "/test/widgets", {
      key,
      body: { name: "V" },
      headers: withKey("bad"),
    });
    await problemOf(invalid, 400);
    const replayed = await call("POST", "/test/widgets", {
      key,
      body: { name: "V" },
      headers: withKey("bad"),
    });
    await problemOf(replayed, 400);
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");

    const log = captureLog();
    await problemOf(
      await call("POST", "/test/flaky", { key, body: { n: 1 }, headers: withKey("flaky") }),
      500,
    );
    log.restore();
    const retried = await call("POST", "/test/flaky", {
      key,
      body: { n: 1 },
      headers: withKey("flaky"),
    });
    expect(retried.status).toBe(201);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
  });

  it("keeps keys apart per company and refuses a key over 255 characters", async () => {
    const a = await apiCompany();
    const b = await apiCompany();
    const before = counters.created;
    await call("POST", "/test/widgets", {
      key: a.key,
      body: { name: "Van" },
      headers: withKey("shared"),
    });
    const other = await call("POST", "/test/widgets", {
      key: b.key,
      body: { name: "Car" },
      headers: withKey("shared"),
    });
    expect(other.status).toBe(201);
    expect(counters.created).toBe(before + 2);
    const problem = await problemOf(
      await call("POST", "/test/widgets", {
        key: a.key,
        body: { name: "Van" },
        headers: withKey("k".repeat(256)),
      }),
      400,
    );
    expect(problem.errors).toEqual([expect.objectContaining({ parameter: "Idempotency-Key" })]);
  });

  it("does nothing for a request over the rate limit", async () => {
    const { key } = await apiCompany({ rateLimit: 1 });
    await call("POST", "/test/widgets", { key, body: { name: "Van" } });
    const before = counters.created;
    await problemOf(await call("POST", "/test/widgets", { key, body: { name: "Van" } }), 429);
    expect(counters.created).toBe(before);
  });
});

describe("Idempotency-Key on apiRoute handlers", () => {
  it("replays a multipart upload retried with a new boundary, and runs the handler once", async () => {
    const { key } = await apiCompany();
    let runs = 0;
    const upload = apiRoute<{ id: string }>(async (req, ctx) => {
      runs += 1;
      // A test double: it changes no company data.
      noteUnchanged();
      const form = await req.formData();
      const file = form.get("file") as File;
      return Response.json({ id: ctx.params.id, size: file.size, run: runs }, { status: 201 });
    });
    const send = () => {
      const form = new FormData();
      form.set("file", new File([new Uint8Array([1, 2, 3])], "a.jpg", { type: "image/jpeg" }));
      form.set("caption", "Front");
      const req = new Request(`${ORIGIN}/api/v1/inspections/ins_1/media`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${key}`,
          [PEER_HEADER]: "127.0.0.1",
          "Idempotency-Key": "upload-1",
        },
        body: form,
      });
      return upload(req, { id: "ins_1" });
    };
    const first = await send();
    expect(first.status).toBe(201);
    expect(first.headers.get("ratelimit-limit")).toBe("60");
    const second = await send();
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await json(second)).toEqual({ id: "ins_1", size: 3, run: 1 });
    expect(runs).toBe(1);
  });
});
