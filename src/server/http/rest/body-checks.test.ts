import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bodyProblems, DEFAULT_MAX_ITEMS, DEFAULT_MAX_LENGTH } from "./body-checks";

const Input = z.object({
  odometer: z.number().int().optional(),
  vrm: z.string().optional(),
  subject: z.string().max(5000).optional(),
  tags: z.array(z.string()).optional(),
  nested: z.object({ on: z.boolean() }).optional(),
});

describe("bodyProblems", () => {
  it("names strings sent for numbers and booleans", () => {
    expect(
      bodyProblems(Input, { odometer: "12", nested: { on: "yes" } }).map((p) => p.pointer),
    ).toEqual(["/odometer", "/nested/on"]);
  });

  it("names null, true or a list where a number is wanted, and null only where the schema allows it", () => {
    const Money = z.object({
      rate: z.number().int(),
      cap: z.number().int().nullable().optional(),
      on: z.boolean().optional(),
    });
    expect(bodyProblems(Money, { rate: null })).toEqual([
      { pointer: "/rate", detail: "must be a number" },
    ]);
    expect(bodyProblems(Money, { rate: true, on: 1 }).map((p) => p.pointer)).toEqual([
      "/rate",
      "/on",
    ]);
    expect(bodyProblems(Money, { rate: [5] }).map((p) => p.pointer)).toEqual(["/rate"]);
    expect(bodyProblems(Money, { rate: 5, cap: null, on: false })).toEqual([]);
  });

  it("holds strings and lists without their own bound to the document's defaults", () => {
    const long = "x".repeat(DEFAULT_MAX_LENGTH + 1);
    expect(bodyProblems(Input, { vrm: long }).map((p) => p.pointer)).toEqual(["/vrm"]);
    expect(bodyProblems(Input, { subject: long })).toEqual([]);
    expect(
      bodyProblems(Input, { tags: Array.from({ length: DEFAULT_MAX_ITEMS + 1 }, () => "a") }).map(
        (p) => p.pointer,
      ),
    ).toEqual(["/tags"]);
    expect(bodyProblems(Input, { vrm: "AB12CDE", tags: ["a"], odometer: 12 })).toEqual([]);
  });
});
