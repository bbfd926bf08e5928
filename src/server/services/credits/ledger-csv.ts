// The credit ledger as CSV (Billing page export): every entry matching the filters,
// newest first, read in pages so a long history never sits in memory as rows.
import { db } from "../../db";
import { toCreditTransaction, type ListCreditTransactionsQuery } from "../../models/credits";
import { createdRange } from "../pagination";

const HEADER = [
  "id",
  "created_at",
  "kind",
  "amount",
  "balance_after",
  "description",
  "object_type",
  "object_id",
];

/** RFC 4180 quoting, and a leading quote on text a spreadsheet would run as a formula. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function* ledgerCsv(options: {
  companyId: string;
  query: Omit<ListCreditTransactionsQuery, "limit" | "cursor">;
}): AsyncGenerator<string> {
  yield HEADER.join(",") + "\r\n";
  const kind = options.query.kind?.toUpperCase() as
    "GRANT" | "PURCHASE" | "CHARGE" | "REFUND" | undefined;
  let before: string | undefined;
  for (;;) {
    const rows = await db.creditTransaction.findMany({
      where: {
        companyId: options.companyId,
        kind,
        ...createdRange("creditTransaction", options.query),
        id: before ? { lt: before } : undefined,
      },
      orderBy: { id: "desc" },
      take: 1000,
    });
    if (rows.length === 0) return;
    yield rows
      .map(toCreditTransaction)
      .map(
        (t) =>
          [
            t.id,
            t.created_at,
            t.kind,
            t.amount,
            t.balance_after,
            t.description,
            t.object?.type ?? "",
            t.object?.id ?? "",
          ]
            .map(csvCell)
            .join(",") + "\r\n",
      )
      .join("");
    before = rows.at(-1)!.id;
  }
}
