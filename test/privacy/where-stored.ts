// Where a hirer's values are stored: every table of the application's schema read whole, row by
// row as JSON, for each value as typed or as a query string holds it.
import { db } from "~/server/db";

/** A value as stored, and as a query string holds it (percent-encoded, or a form's + for spaces). */
const storedForms = (value: string) =>
  [
    value,
    encodeURIComponent(value),
    new URLSearchParams({ q: value }).toString().slice("q=".length),
  ].map((form) => form.toLowerCase());

/** For each of `needles`, the tables of the application's schema holding it in any column (every row read whole, as JSON), as typed or URL-encoded. */
export async function whereStored(needles: string[]): Promise<Record<string, string[]>> {
  const tables = await db.$queryRaw<{ table_name: string }[]>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`;
  const forms = needles.map(storedForms);
  const found: Record<string, string[]> = Object.fromEntries(needles.map((n) => [n, []]));
  for (const { table_name: table } of tables) {
    const rows = await db.$queryRawUnsafe<{ row: string }[]>(
      `SELECT lower(row_to_json(t)::text) AS row FROM "${table}" t WHERE lower(row_to_json(t)::text) LIKE ANY($1)`,
      [...new Set(forms.flat())].map((n) => `%${n.replace(/[\\%_]/g, "\\$&")}%`),
    );
    needles.forEach((needle, i) => {
      if (rows.some((r) => forms[i]!.some((form) => r.row.includes(form))))
        found[needle]!.push(table);
    });
  }
  return found;
}
