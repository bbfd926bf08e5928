// The migration check on bad examples: each statement that would rewrite or lock a table the
// old release is still using, or break that release, is found; a timing comment lets it through.
import { describe, expect, it } from "vitest";
import { checkMigration } from "./migration-rules";

const TIMED = `-- timed: 10.0 s on bench scale data (109,000 Vehicle rows), locks "Vehicle" ACCESS EXCLUSIVE`;

async function messages(sql: string): Promise<string[]> {
  return (await checkMigration(sql)).map((f) => `${f.line}: ${f.message}`);
}

describe("the migration check", () => {
  it.each([
    [
      `ALTER TABLE "Vehicle" ALTER COLUMN "motTests" SET DATA TYPE JSON;`,
      /^1: changes the type of "motTests" of "Vehicle": PostgreSQL rewrites/,
    ],
    [
      `ALTER TABLE "Vehicle" ALTER COLUMN "nickname" SET NOT NULL;`,
      /^1: sets "nickname" of "Vehicle" NOT NULL: every row is scanned/,
    ],
    [
      `ALTER TABLE "Vehicle" ADD COLUMN "notes" TEXT NOT NULL;`,
      /^1: adds "notes" of "Vehicle" NOT NULL without a default/,
    ],
    [
      `ALTER TABLE "Vehicle" ADD COLUMN "token" TEXT DEFAULT gen_random_uuid()::text;`,
      /^1: adds "token" of "Vehicle" with a value computed for every row \(gen_random_uuid\)/,
    ],
    [
      `CREATE INDEX "Report_notes_idx" ON "Report"("notes");`,
      /^1: builds "Report_notes_idx" on "Report" while every write to it waits; CREATE INDEX CONCURRENTLY/,
    ],
    [
      `ALTER TABLE "Report" ADD CONSTRAINT "Report_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id");`,
      /^1: adds FOREIGN KEY "Report_agreementId_fkey" to "Report" without NOT VALID/,
    ],
    [
      `ALTER TABLE "CreditPurchase" ADD CONSTRAINT "paid" CHECK ("paidAt" IS NOT NULL);`,
      /^1: adds CHECK "paid" to "CreditPurchase" without NOT VALID/,
    ],
    [
      `ALTER TABLE "Report" ADD CONSTRAINT "Report_key" UNIQUE ("companyId", "id");`,
      /^1: adds "Report_key" to "Report", building its index under an ACCESS EXCLUSIVE lock/,
    ],
    [
      `ALTER TABLE "Company" DROP COLUMN "apiKeyHash";`,
      /^1: drops "apiKeyHash" of "Company", which the old code still running beside the new one reads/,
    ],
    [`DROP TABLE "Ticket";`, /^1: drops the table "Ticket"/],
    [
      `ALTER TABLE "Vehicle" RENAME COLUMN "vrm" TO "registration";`,
      /^1: renames "vrm" of "Vehicle", which the old code still uses by its old name/,
    ],
    [`ALTER TABLE "Vehicle" RENAME TO "Car";`, /^1: renames "Vehicle"/],
    [`UPDATE "SentEmail" SET "text" = '';`, /^1: UPDATE of "SentEmail" touches every row/],
    [
      `UPDATE "SentEmail" SET "text" = '' WHERE "text" ~ '/sign/';`,
      /^1: UPDATE of "SentEmail" touches the rows its WHERE matches \(the check cannot tell how many\)/,
    ],
    [`DELETE FROM "Report";`, /^1: DELETE of "Report" touches every row/],
    [`TRUNCATE "ActivityLog";`, /^1: empties "ActivityLog"/],
    [`DO $$ BEGIN PERFORM 1; END $$;`, /^1: a DO block does work the check cannot see into/],
  ])("finds %s", async (sql, expected) => {
    const found = await messages(sql);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(expected);
    expect(await messages(`${TIMED}\n${sql}`)).toEqual([]);
  });

  it("passes what is safe beside the running release", async () => {
    const sql = `-- CreateTable
CREATE TABLE "Thing" ("id" TEXT NOT NULL, "name" TEXT NOT NULL, CONSTRAINT "Thing_pkey" PRIMARY KEY ("id"));
-- A table created in the same migration holds no rows yet.
CREATE INDEX "Thing_name_idx" ON "Thing"("name");
ALTER TABLE "Thing" ADD CONSTRAINT "Thing_vehicle_fkey" FOREIGN KEY ("name") REFERENCES "Vehicle"("id");
ALTER TABLE "Thing" ALTER COLUMN "name" SET DATA TYPE VARCHAR(40);
ALTER TABLE "Vehicle" ADD COLUMN "notes" TEXT;
ALTER TABLE "Vehicle" ADD COLUMN "checked" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Vehicle" ADD COLUMN "seenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
ALTER TABLE "Vehicle" ADD COLUMN "tokens" TEXT[] DEFAULT ARRAY[]::TEXT[];
ALTER TABLE "Vehicle" ALTER COLUMN "nickname" DROP NOT NULL;
ALTER TABLE "Report" ADD CONSTRAINT "Report_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id") NOT VALID;
DROP INDEX "Report_old_idx";
ALTER TABLE "Customer" ALTER COLUMN "searchText" SET STATISTICS 1000;
INSERT INTO "Thing" SELECT "id", "vrm" FROM "Vehicle";`;
    expect(await messages(sql)).toEqual([]);
    expect(
      await messages(`CREATE INDEX CONCURRENTLY "Report_notes_idx" ON "Report"("notes");`),
    ).toEqual([]);
    expect(
      await messages(`ALTER TABLE "Report" VALIDATE CONSTRAINT "Report_agreementId_fkey";`),
    ).toEqual([]);
  });

  it("refuses a concurrent build beside other statements, timed or not: PostgreSQL would not run it", async () => {
    const sql = `${TIMED}
ALTER TABLE "Vehicle" ADD COLUMN "notes" TEXT;
CREATE INDEX CONCURRENTLY "Vehicle_notes_idx" ON "Vehicle"("notes");`;
    expect(await messages(sql)).toEqual([
      `3: builds "Vehicle_notes_idx" CONCURRENTLY beside other statements: PostgreSQL refuses it in a transaction, so it must be the only statement of its migration`,
    ]);
  });

  it("finds a NOT VALID constraint validated in the migration that added it", async () => {
    const sql = `ALTER TABLE "Report" ADD CONSTRAINT "fk" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id") NOT VALID;
ALTER TABLE "Report" VALIDATE CONSTRAINT "fk";`;
    expect(await messages(sql)).toEqual([
      `2: validates "fk" in the migration that added it, so the lock taken to add it is held while every row is checked; validate in a later migration`,
    ]);
  });

  it("lets a timing comment cover the statement below it, or the whole migration from the top", async () => {
    const [update, index] = [
      `UPDATE "SentEmail" SET "text" = '';`,
      `CREATE INDEX "Report_notes_idx" ON "Report"("notes");`,
    ];
    expect(await messages(`${update}\n\n${TIMED}\n${index}`)).toEqual([
      expect.stringMatching(/^1: UPDATE of "SentEmail"/),
    ]);
    expect(await messages(`${TIMED}\n${update}\n-- CreateIndex\n${index}`)).toEqual([]);
    expect(await messages(`-- AlterTable\n${TIMED}\n/* both */\n${update}\n${index}`)).toEqual([]);
  });

  it("reads comments as PostgreSQL does: one inside a string is not a timing", async () => {
    const sql = `UPDATE "SentEmail" SET "text" = '${TIMED.replaceAll('"', "")}';`;
    expect(await messages(sql)).toEqual([
      expect.stringMatching(/^1: UPDATE of "SentEmail" touches every row/),
    ]);
  });

  it("finds a timing comment that is not in the fixed form, and does not count it", async () => {
    const sql = `-- timed: quick enough\nUPDATE "SentEmail" SET "text" = '';`;
    expect(await messages(sql)).toEqual([
      expect.stringMatching(
        /^1: a timing comment not in the form "-- timed: <n> ms\|s\|min on bench scale data/,
      ),
      expect.stringMatching(/^2: UPDATE of "SentEmail"/),
    ]);
  });

  it("counts lines as an editor does, past text that is not ASCII", async () => {
    const sql = `-- Keys shown as 'kbs_…' → kept.\nSELECT 'é';\n\nDROP TABLE "Ticket";`;
    expect(await messages(sql)).toEqual([expect.stringMatching(/^4: drops the table "Ticket"/)]);
  });

  it("refuses SQL PostgreSQL cannot parse", async () => {
    await expect(checkMigration(`ALTER TABLE "Vehicle" ADD COLUMN;`)).rejects.toThrow(
      /syntax error/,
    );
  });
});
