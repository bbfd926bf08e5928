// A hire as a fine's page shows it (app only): the agreement's dates and its hirer.
import { z } from "zod";
import { AGREEMENT_STATUSES } from "./agreement";
import { isoOrNull, oneOf } from "./common";

export type FineHire = {
  id: string;
  reference: string | null;
  status: string;
  startsAt: Date;
  endsAt: Date;
  handedOverAt: Date | null;
  closedAt: Date | null;
  signedAt: Date | null;
  customer: { id: string; name: string };
};

export const FineHireView = z.object({
  id: z.string(),
  reference: z.string().nullable(),
  status: z.enum(AGREEMENT_STATUSES),
  starts_at: z.string(),
  ends_at: z.string(),
  handed_over_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  hirer: z.object({ id: z.string(), name: z.string() }),
});
export type FineHireView = z.infer<typeof FineHireView>;

export const FineHires = z.object({
  matched: FineHireView.nullable(),
  candidates: z.array(FineHireView),
});

export function toFineHireView(row: FineHire): FineHireView {
  return {
    id: row.id,
    reference: row.reference,
    status: oneOf(AGREEMENT_STATUSES, row.status, "draft"),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    handed_over_at: isoOrNull(row.handedOverAt),
    closed_at: isoOrNull(row.closedAt),
    signed_at: isoOrNull(row.signedAt),
    hirer: { id: row.customer.id, name: row.customer.name },
  };
}
