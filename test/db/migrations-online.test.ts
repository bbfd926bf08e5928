// `npm test` refuses a migration in prisma/migrations that would stop Kerbside during an
// upgrade without a stop (the rules: migration-rules.ts) unless it carries its timing on the
// bench's scale data. The migrations shipped before the check are listed in migrations-allowed.ts.
import { describe, expect, it } from "vitest";
import { readMigrations } from "~/server/db/migrations";
import { checkMigration, isTimingComment, TIMED_FORM } from "./migration-rules";
import { ALLOWED_MIGRATIONS } from "./migrations-allowed";

const HOW_TO_FIX = `Make each statement safe beside the running release (README, "Upgrading without a stop"), or time it on the bench's scale data (DATABASE_URL=<a scratch database> npm run db:time-migration -- <migration folder>) and put the line it prints above the statement, or at the top of the file for the whole migration: ${TIMED_FORM}`;

describe("the migrations in prisma/migrations", () => {
  it("rewrite or lock no table the running release uses, and remove nothing it reads, unless timed", async () => {
    const allowed = new Map(ALLOWED_MIGRATIONS.map((a) => [a.name, a.sha256]));
    const problems: string[] = [];
    for (const m of await readMigrations()) {
      if (allowed.get(m.name) === m.checksum) continue;
      for (const f of await checkMigration(m.sql))
        problems.push(`prisma/migrations/${m.name}/migration.sql:${f.line}: ${f.message}`);
    }
    expect(problems, HOW_TO_FIX).toEqual([]);
  });

  it("let through, untimed in their files, only the listed migrations as they were shipped", async () => {
    const migrations = new Map((await readMigrations()).map((m) => [m.name, m]));
    for (const a of ALLOWED_MIGRATIONS) {
      const m = migrations.get(a.name);
      expect(m?.checksum, `${a.name} is not in prisma/migrations as it was shipped`).toBe(a.sha256);
      expect(await checkMigration(m?.sql ?? ""), `${a.name} needs no exception`).not.toEqual([]);
      expect(isTimingComment(a.timed), `${a.name}'s timing: ${TIMED_FORM}`).toBe(true);
    }
  });
});
