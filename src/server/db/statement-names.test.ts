import { describe, expect, it } from "vitest";
import { statementNames } from "./statement-names";

describe("names of Prisma's prepared statements", () => {
  it("gives one text one name, and two texts two names", () => {
    const name = statementNames();
    const a = name({ sql: 'SELECT "id" FROM "Report" WHERE "id" = $1' });
    expect(a).toMatch(/^kb_[\w-]{32}$/);
    expect(name({ sql: 'SELECT "id" FROM "Report" WHERE "id" = $1' })).toBe(a);
    expect(name({ sql: 'SELECT "id" FROM "Vehicle" WHERE "id" = $1' })).not.toBe(a);
    // Another process (another generator) names the same text alike.
    expect(statementNames()({ sql: 'SELECT "id" FROM "Report" WHERE "id" = $1' })).toBe(a);
  });

  it("runs texts past the limit unnamed, so a connection holds a bounded number", () => {
    const name = statementNames(2);
    const first = name({ sql: "SELECT 1" });
    name({ sql: "SELECT 2" });
    expect(name({ sql: "SELECT 3" })).toBe("");
    expect(name({ sql: "SELECT 1" })).toBe(first);
  });
});
