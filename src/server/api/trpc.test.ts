import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toAppError } from "./trpc";

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
    const app = toAppError(new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "Output validation failed", cause: zodError }));
    expect(app).toMatchObject({ code: "internal_error", status: 500 });
    expect(app.message).not.toContain("vrm");
  });
});
