// Credits on the API: the balance, and the ledger entries behind it (every grant,
// purchase, charge and refund, with the object it was for).
import { z } from "zod";
import type { CreditTransaction as CreditTransactionRow } from "../db/generated/client";
import { idOf, iso, timestamp } from "./common";
import { CreatedRange, ListQuery } from "./list";

export const CreditBalance = z
  .object({
    balance: z.number().int().meta({ description: "Credits available now", example: 42 }),
    report_cost: z
      .number()
      .int()
      .meta({ description: "Credits one inspection report costs", example: 1 }),
    reports_available: z
      .number()
      .int()
      .meta({ description: "Reports the balance pays for", example: 42 }),
  })
  .meta({ id: "CreditBalance" });
export type CreditBalance = z.infer<typeof CreditBalance>;

export const CREDIT_KINDS = ["grant", "purchase", "charge", "refund"] as const;

export const CreditTransaction = z
  .object({
    id: idOf("txn", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
    kind: z.enum(CREDIT_KINDS).meta({
      description:
        "grant: free credits; purchase: a bundle bought; charge: spent; refund: given back",
    }),
    amount: z.number().int().meta({
      description: "Signed change: positive adds credits, negative spends them",
      example: -1,
    }),
    balance_after: z
      .number()
      .int()
      .meta({ description: "The balance right after this entry", example: 9 }),
    description: z.string().meta({ example: "Inspection report AB12CDE" }),
    object: z
      .object({
        type: z.string().meta({ example: "report" }),
        id: z.string().meta({ example: "rep_01jd8x3m5kf3v9w2q7r4t6y8z0" }),
      })
      .nullable()
      .meta({ description: "What the credits were for, when anything" }),
    created_at: timestamp,
  })
  .meta({ id: "CreditTransaction" });
export type CreditTransaction = z.infer<typeof CreditTransaction>;

export const ListCreditTransactionsQuery = ListQuery.extend({
  kind: z.enum(CREDIT_KINDS).optional().meta({ description: "Only entries of this kind" }),
  ...CreatedRange.shape,
}).strict();
export type ListCreditTransactionsQuery = z.infer<typeof ListCreditTransactionsQuery>;

export function toCreditTransaction(row: CreditTransactionRow): CreditTransaction {
  return {
    id: row.id,
    kind: row.kind.toLowerCase() as CreditTransaction["kind"],
    amount: row.amount,
    balance_after: row.balanceAfter,
    description: row.description,
    object: row.objectType && row.objectId ? { type: row.objectType, id: row.objectId } : null,
    created_at: iso(row.createdAt),
  };
}
