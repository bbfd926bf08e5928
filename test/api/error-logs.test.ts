// What reaches the server's log when a request fails, on /api/v1 and on the browser's tRPC
// endpoint alike: a refusal (4xx) or an outage the caller is told to wait out (503) is the
// caller's answer and logs no error; a bug (500) is logged once, with the request id its
// answer names.
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTRPCRouter, publicProcedure } from "~/server/api/trpc";
import { AppError, notFound } from "~/server/errors";
import { serveTrpc } from "~/server/http/trpc-endpoint";
import { agreementCompany, createDraft } from "../agreements/helpers";
import { captureLog, type LogCapture } from "../log-capture";
import { call, problemOf } from "./http";

const router = createTRPCRouter({
  missing: publicProcedure.query(() => {
    throw notFound("widget");
  }),
  sized: publicProcedure.input(z.object({ size: z.number() })).query(({ input }) => input.size),
  busy: publicProcedure.query(() => {
    throw new AppError("invalid_state", "The widget is busy.");
  }),
  away: publicProcedure.query(() => {
    throw new AppError("service_unavailable", "The service cannot reach its database just now.");
  }),
  boom: publicProcedure.query(() => {
    throw new Error('relation "secret_table" does not exist');
  }),
});

const trpc = (path: string, input?: unknown) =>
  serveTrpc(
    new Request(
      `http://localhost:3000/api/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
    ),
    {
      router,
      createContext: (requestId) => Promise.resolve({ requestId, ip: "127.0.0.1", caller: null }),
    },
  );

let capture: LogCapture | undefined;
const errorLog = () => (capture = captureLog());

afterEach(() => {
  capture?.restore();
});

describe("the browser's tRPC endpoint", () => {
  it("logs nothing for 404, 400, 409 and 503", async () => {
    const log = errorLog();
    expect((await trpc("missing")).status).toBe(404);
    expect((await trpc("sized", { size: "big" })).status).toBe(400);
    expect((await trpc("busy")).status).toBe(409);
    expect((await trpc("away")).status).toBe(503);
    expect(log.errors()).toEqual([]);
  });

  it("logs a bug once, with the request id its answer names", async () => {
    const log = errorLog();
    const boom = await trpc("boom");
    expect(boom.status).toBe(500);
    const requestId = boom.headers.get("x-request-id");
    expect(requestId).toMatch(/^req_/);
    expect(await boom.text()).not.toContain("secret_table");
    expect(log.errors()).toHaveLength(1);
    expect(log.errors()[0]?.request_id).toBe(requestId);
    expect(log.errors()[0]?.err?.message).toContain("secret_table");
  });
});

describe("/api/v1", () => {
  it("logs nothing for 404, 400 and 409", async () => {
    const c = await agreementCompany();
    const draft = await createDraft(c);
    const log = errorLog();
    await problemOf(
      await call("GET", "/vehicles/veh_01jd8x3m5kf3v9w2q7r4t6y8z0", { key: c.key }),
      404,
    );
    await problemOf(await call("POST", "/vehicles", { key: c.key, body: { vrm: "" } }), 400);
    await problemOf(
      await call("POST", `/agreements/${draft.id}/handover`, { key: c.key, body: {} }),
      409,
    );
    expect(log.errors()).toEqual([]);
  });
});
