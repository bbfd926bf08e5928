// The migration that moves API keys from Company to ApiKey keeps every existing key working:
// replayed on an empty in-memory database up to it, with a company holding a key, then applied.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isIdOf } from "~/server/ids";

const folder = path.resolve(import.meta.dirname, "../../prisma/migrations");
const migrations = readdirSync(folder)
  .filter((name) => /^\d+_/.test(name))
  .sort();
const move = migrations.findIndex((name) => name.endsWith("_api_keys"));
const sql = (name: string) => readFileSync(path.join(folder, name, "migration.sql"), "utf8");

const pg = new PGlite({ extensions: { pg_trgm } });
afterAll(() => pg.close());

describe("the api_keys migration", () => {
  it("copies each company's key with its display, creation and last use, and drops the Company columns", async () => {
    for (const name of migrations.slice(0, move)) await pg.exec(sql(name));
    await pg.exec(`
      INSERT INTO "Company" ("id", "name", "country", "updatedAt", "apiEnabled", "apiKeyHash", "apiKeyDisplay", "apiKeyCreatedAt", "apiKeyLastUsedAt")
      VALUES ('co_01jd8x3m5kf3v9w2q7r4t6y8z0', 'Keyed Hire', 'GB', now(), true, 'abc123', 'kbs_AbCd…wxyz', '2026-01-02 03:04:05', '2026-02-03 04:05:06'),
             ('co_01jd8x3m5kf3v9w2q7r4t6y8z1', 'Keyless Hire', 'GB', now(), false, NULL, NULL, NULL, NULL)`);
    await pg.exec(sql(migrations[move]!));

    const keys = await pg.query<{
      id: string;
      companyId: string;
      hash: string;
      display: string;
      createdAt: Date;
      lastUsedAt: Date;
    }>(`SELECT * FROM "ApiKey"`);
    expect(keys.rows).toHaveLength(1);
    const [key] = keys.rows;
    expect(key).toMatchObject({
      id: "key_01jd8x3m5kf3v9w2q7r4t6y8z0",
      companyId: "co_01jd8x3m5kf3v9w2q7r4t6y8z0",
      hash: "abc123",
      display: "kbs_AbCd…wxyz",
    });
    expect(isIdOf("apiKey", key!.id)).toBe(true);
    expect(key!.createdAt.toISOString()).toBe("2026-01-02T03:04:05.000Z");
    expect(key!.lastUsedAt.toISOString()).toBe("2026-02-03T04:05:06.000Z");

    const columns = await pg.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'Company' AND column_name LIKE 'apiKey%'`,
    );
    expect(columns.rows).toEqual([]);
    const versions = await pg.query<{ apiVersion: number }>(
      `SELECT "apiVersion" FROM "Company" ORDER BY "id"`,
    );
    expect(versions.rows).toEqual([{ apiVersion: 0 }, { apiVersion: 0 }]);
  });
});
