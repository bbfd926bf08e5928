// The migration that numbers invoices gives the purchases already paid their numbers in the
// order they were paid (refunded ones too), leaves the rest without, and starts the counter
// after them: replayed on an empty in-memory database up to it, with purchases, then applied.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const folder = path.resolve(import.meta.dirname, "../../prisma/migrations");
const migrations = readdirSync(folder)
  .filter((name) => /^\d+_/.test(name))
  .sort();
const numbering = migrations.findIndex((name) => name.endsWith("_invoice_numbers"));
const sql = (name: string) => readFileSync(path.join(folder, name, "migration.sql"), "utf8");

const pg = new PGlite({ extensions: { pg_trgm } });
afterAll(() => pg.close());

describe("the invoice_numbers migration", () => {
  it("numbers paid purchases in paid order and refuses a paid purchase without a number", async () => {
    for (const name of migrations.slice(0, numbering)) await pg.exec(sql(name));
    await pg.exec(`
      INSERT INTO "Company" ("id", "name", "country", "updatedAt")
      VALUES ('co_a', 'Early Hire', 'GB', now()), ('co_b', 'Later Hire', 'GB', now());
      INSERT INTO "CreditPurchase" ("id", "companyId", "bundleId", "bundleName", "credits", "amountPence", "status", "provider", "paidAt", "updatedAt")
      VALUES ('pur_1', 'co_a', 'bdl_10', '10 credits', 10, 1000, 'paid', 'sandbox', '2026-03-02 10:00:00', now()),
             ('pur_2', 'co_b', 'bdl_10', '10 credits', 10, 1000, 'refunded', 'stripe', '2026-01-05 09:00:00', now()),
             ('pur_3', 'co_a', 'bdl_10', '10 credits', 10, 1000, 'pending', 'sandbox', NULL, now()),
             ('pur_4', 'co_b', 'bdl_50', '50 credits', 50, 4750, 'paid', 'sandbox', '2026-02-01 12:00:00', now()),
             ('pur_5', 'co_a', 'bdl_10', '10 credits', 10, 1000, 'failed', 'sandbox', NULL, now())`);
    await pg.exec(sql(migrations[numbering]!));

    const rows = await pg.query<{ id: string; invoiceNumber: number | null }>(
      `SELECT "id", "invoiceNumber" FROM "CreditPurchase" ORDER BY "id"`,
    );
    expect(rows.rows).toEqual([
      { id: "pur_1", invoiceNumber: 3 },
      { id: "pur_2", invoiceNumber: 1 },
      { id: "pur_3", invoiceNumber: null },
      { id: "pur_4", invoiceNumber: 2 },
      { id: "pur_5", invoiceNumber: null },
    ]);
    const counter = await pg.query(`SELECT "series", "lastNumber" FROM "InvoiceCounter"`);
    expect(counter.rows).toEqual([{ series: "INV", lastNumber: 3 }]);
    await expect(
      pg.exec(
        `UPDATE "CreditPurchase" SET "status" = 'paid', "paidAt" = now() WHERE "id" = 'pur_3'`,
      ),
    ).rejects.toThrow(/CreditPurchase_invoice_when_paid/);
    await expect(
      pg.exec(`UPDATE "CreditPurchase" SET "invoiceNumber" = 3 WHERE "id" = 'pur_3'`),
    ).rejects.toThrow();
  });
});
