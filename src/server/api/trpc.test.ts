import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  checkLazyOutputs,
  createTRPCRouter,
  publicProcedure,
  skipOutputValidation,
  toAppError,
  zodFieldErrors,
} from "./trpc";

const zodError = z.object({ vrm: z.string() }).safeParse({ vrm: 7 }).error;

describe("toAppError", () => {
  it("turns invalid input into 400 invalid_request with a JSON pointer per field", () => {
    const app = toAppError(new TRPCError({ code: "BAD_REQUEST", cause: zodError }));
    expect(app).toMatchObject({ code: "invalid_request", status: 400 });
    expect(app.errors).toHaveLength(1);
    expect(app.errors?.[0]?.pointer).toBe("/vrm");
    expect(app.errors?.[0]?.detail).toContain("string");
  });

  it("treats output that fails its own schema as our bug: 500, nothing about the schema shown", () => {
    const app = toAppError(
      new TRPCError({
        code: "INTERNAL_SERVER_ERROR",
        message: "Output validation failed",
        cause: zodError,
      }),
    );
    expect(app).toMatchObject({ code: "internal_error", status: 500 });
    expect(app.message).not.toContain("vrm");
  });
});

describe("zodFieldErrors", () => {
  it("names each unknown field at its own path, as a parameter where the caller says so", () => {
    const unknown = z
      .strictObject({ limit: z.number(), filter: z.strictObject({ make: z.string() }) })
      .safeParse({ limit: "x", filter: { make: "Ford", colour: "red" } }).error!;
    expect(zodFieldErrors(unknown)).toEqual([
      { pointer: "/limit", detail: expect.stringContaining("number") as string },
      { pointer: "/filter/colour", detail: "is not a known field" },
    ]);
    expect(zodFieldErrors(unknown, (first) => first === "limit")[0]).toMatchObject({
      parameter: "limit",
    });
  });
});

describe("skipOutputValidation", () => {
  const router = () =>
    createTRPCRouter({
      wrong: publicProcedure
        .output(z.object({ balance: z.number() }))
        .query(() => ({ balance: "seven" }) as unknown as { balance: number }),
    });
  const context = { requestId: "req_test", ip: "127.0.0.1", caller: null };

  it("checks every answer against its output schema until switched off, then lets it through as built", async () => {
    const checked = router();
    await expect(checked.createCaller(context).wrong()).rejects.toThrow("Output validation failed");
    const trusted = router();
    skipOutputValidation(trusted._def.procedures);
    await expect(trusted.createCaller(context).wrong()).resolves.toEqual({ balance: "seven" });
    expect(trusted._def.procedures.wrong._def).toHaveProperty("output");
  });
});

describe("checkLazyOutputs", () => {
  const answer = { balance: 7, built: "by the serializer" };
  const router = () =>
    createTRPCRouter({
      lazy: publicProcedure
        .meta({ lazyOutput: true })
        .output(z.object({ balance: z.number() }))
        .query(() => answer),
      wrong: publicProcedure
        .meta({ lazyOutput: true })
        .output(z.object({ balance: z.number() }))
        .query(() => ({ balance: "seven" }) as unknown as { balance: number }),
      other: publicProcedure.output(z.object({ balance: z.number() })).query(() => answer),
    });
  const context = { requestId: "req_test", ip: "127.0.0.1", caller: null };

  it("still refuses a wrong answer, and passes a right one on as built, not zod's copy", async () => {
    const checked = router();
    checkLazyOutputs(checked._def.procedures);
    const caller = checked.createCaller(context);
    await expect(caller.wrong()).rejects.toThrow("Output validation failed");
    expect(await caller.lazy()).toBe(answer);
    expect(await caller.other()).toEqual({ balance: 7 });
  });
});
