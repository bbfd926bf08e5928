import { describe, expect, it } from "vitest";
import { jsonArray, stringifyJson } from "./json-text";

const history = [
  {
    completed_at: "2026-03-01T10:00:00.000Z",
    result: "failed",
    defects: [{ type: "MAJOR", text: 'Nearside Front Tyre "bald" \u2013 1.2mm', dangerous: false }],
  },
  { completed_at: "2025-03-01T10:00:00.000Z", result: "passed", defects: [] },
];

describe("jsonArray", () => {
  it("reads as the array its text holds", () => {
    const tests = jsonArray<(typeof history)[number]>(JSON.stringify(history));
    expect(Array.isArray(tests)).toBe(true);
    expect(tests).toHaveLength(2);
    expect(tests.map((t) => t.result)).toEqual(["failed", "passed"]);
    expect(tests).toEqual(history);
    expect({ ...tests }).toEqual({ ...history });
    expect(JSON.stringify({ tests })).toBe(JSON.stringify({ tests: history }));
  });

  it("is read-only down to its items, so it always holds what its text says", () => {
    const tests = jsonArray<(typeof history)[number]>(JSON.stringify(history));
    expect(() => tests.push(history[0]!)).toThrow(TypeError);
    expect(() => {
      tests[0]!.result = "passed";
    }).toThrow(TypeError);
    expect(tests[0]!.result).toBe("failed");
  });
});

describe("stringifyJson", () => {
  it("writes JSON.stringify's bytes, each json array as its stored text", () => {
    const page = {
      data: [
        { id: "veh_1", mot_tests: jsonArray(JSON.stringify(history)), note: null },
        { id: "veh_2", mot_tests: jsonArray("[]") },
      ],
      has_more: false,
    };
    const plain = {
      data: [
        { id: "veh_1", mot_tests: history, note: null },
        { id: "veh_2", mot_tests: [] },
      ],
      has_more: false,
    };
    expect(stringifyJson(page)).toBe(JSON.stringify(plain));
    // Read first (as an output check does), it is still written as its text.
    expect(page.data[0]!.mot_tests).toEqual(history);
    expect(stringifyJson(page)).toBe(JSON.stringify(plain));
  });

  it("puts the text in as stored, without parsing it again", () => {
    const stored = '[{"result": "passed",  "defects": []}]';
    expect(stringifyJson({ mot_tests: jsonArray(stored) })).toBe(`{"mot_tests":${stored}}`);
    expect(JSON.stringify({ mot_tests: jsonArray(stored) })).toBe(
      '{"mot_tests":[{"result":"passed","defects":[]}]}',
    );
  });

  it("answers as JSON.stringify for values without json arrays", () => {
    for (const value of [undefined, null, "a\u0000b", 3, [1, "x"], { a: { b: [true] } }])
      expect(stringifyJson(value)).toBe(JSON.stringify(value));
  });
});
