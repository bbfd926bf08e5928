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
    expect(bodyProblems(Input, { odometer: "12", nested: { on: "yes" } }).map((p) => p.pointer)).toEqual(["/odometer", "/nested/on"]);
  });

  it("holds strings and lists without their own bound to the document's defaults", () => {
    const long = "x".repeat(DEFAULT_MAX_LENGTH + 1);
    expect(bodyProblems(Input, { vrm: long }).map((p) => p.pointer)).toEqual(["/vrm"]);
    expect(bodyProblems(Input, { subject: long })).toEqual([]);
    expect(bodyProblems(Input, { tags: Array.from({ length: DEFAULT_MAX_ITEMS + 1 }, () => "a") }).map((p) => p.pointer)).toEqual(["/tags"]);
    expect(bodyProblems(Input, { vrm: "AB12CDE", tags: ["a"], odometer: 12 })).toEqual([]);
  });
});
