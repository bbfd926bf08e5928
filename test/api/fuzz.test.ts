// Every operation of the REST API, fed what a careless or hostile client sends: unknown
// parameters, NUL bytes, wrong types, deeply nested and oversized bodies, bad encodings.
// Nothing may answer 5xx, and no answer may show internals (stack traces, SQL, paths).
import { describe, expect, it } from "vitest";
import { restRoutes } from "~/server/http/rest/rest-routes";
import { apiCompany, call } from "./http";

const INTERNALS =
  /(\n\s+at |prisma|PrismaClient|node_modules|\/src\/|SELECT |INSERT |syntax error at|TypeError|RangeError)/i;
const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

function cases(
  method: string,
): { name: string; query?: string; body?: unknown; rawBody?: string }[] {
  const list: { name: string; query?: string; body?: unknown; rawBody?: string }[] = [
    { name: "unknown parameter", query: "?zz_unknown=1" },
    { name: "NUL in a parameter", query: "?q=a%00b" },
    { name: "a parameter given twice", query: "?limit=1&limit=2" },
    { name: "a huge parameter", query: `?q=${"x".repeat(20_000)}` },
  ];
  if (method === "POST" || method === "PUT" || method === "PATCH") {
    list.push(
      { name: "an array body", body: [1, 2, 3] },
      { name: "a string body", body: "hello" },
      {
        name: "wrong types everywhere",
        body: {
          id: {},
          name: 1,
          vrm: [],
          type: {},
          odometer: "12",
          enabled: "yes",
          url: 5,
          body: null,
          subject: false,
        },
      },
      { name: "NUL bytes", body: { name: "a\u0000b", vrm: "AB12\u0000CDE", notes: "\u0000" } },
      { name: "nested 100,000 deep", rawBody: deep(100_000) },
      {
        name: "an object nested 5,000 deep",
        rawBody: '{"a":'.repeat(5_000) + "1" + "}".repeat(5_000),
      },
      { name: "a 2 MB string", body: { name: "x".repeat(2 * 1024 * 1024) } },
      { name: "broken JSON", rawBody: '{"name": "Van",' },
    );
  }
  return list;
}

describe("fuzz: every operation survives bad input", () => {
  it("answers 4xx problem+json without internals for every bad input on every operation", async () => {
    const { key } = await apiCompany({ rateLimit: 1_000_000 });
    const failures: string[] = [];
    for (const route of restRoutes()) {
      const path = route.path.replace(/\{[^}]+\}/g, "nope%00");
      for (const c of cases(route.method)) {
        const response = await call(route.method, `${path}${c.query ?? ""}`, {
          key,
          body: c.body,
          rawBody: c.rawBody,
        });
        const text = await response.text();
        const label = `${route.method} ${route.path} (${c.name}) -> ${response.status}`;
        if (response.status >= 500) failures.push(`${label}: ${text.slice(0, 200)}`);
        else if (response.status < 400 && c.name !== "a parameter given twice")
          failures.push(`${label}: accepted`);
        else if (INTERNALS.test(text))
          failures.push(`${label}: shows internals: ${text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
