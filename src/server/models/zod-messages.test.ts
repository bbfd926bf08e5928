import { describe, expect, it } from "vitest";
import { z } from "zod";
import "./zod-messages";

const message = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

describe("field messages follow the field's name", () => {
  it("say what is wrong in words, never zod's own ('Too big: expected string to have <=120 characters')", () => {
    expect(message(z.string(), undefined)).toBe("is required");
    expect(message(z.number(), "7")).toBe("must be a number");
    expect(message(z.string().min(1), "")).toBe("must not be empty");
    expect(message(z.string().min(3), "ab")).toBe("must be at least 3 characters");
    expect(message(z.string().max(120), "x".repeat(121))).toBe("must be at most 120 characters");
    expect(message(z.array(z.string()).min(1), [])).toBe("must have at least 1 item");
    expect(message(z.array(z.string()).max(24), Array(25).fill("a"))).toBe(
      "must have at most 24 items",
    );
    expect(message(z.number().int().min(0), -1)).toBe("must be at least 0");
    expect(message(z.number().max(1_000_000), 2_000_000)).toBe("must be at most 1,000,000");
    expect(message(z.number().positive(), 0)).toBe("must be more than 0");
    expect(message(z.email(), "nope")).toBe("must be an email address");
    expect(message(z.iso.datetime(), "tomorrow")).toBe("must be a date and time (ISO 8601)");
    expect(message(z.enum(["mi", "km"]), "miles")).toBe("must be one of mi, km");
  });

  it("leave a schema's own message alone", () => {
    expect(message(z.string().min(2, "Enter your company's name"), "a")).toBe(
      "Enter your company's name",
    );
  });
});
