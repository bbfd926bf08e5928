// The one matching rule: the company's agreements of the vehicle that were out when the fine
// was incurred (handed over at or before it, and closed after it or still out). None is
// `no_hire`, one is `matched` with its hirer, several are `ambiguous`. Exact at both edges: at
// the handover's very moment it is that hire's, at the close's it is no longer.
import type { Tx } from "../../db";
import type { FineMatch } from "../../models/fine-words";

export type MatchResult = {
  match: FineMatch;
  agreementId: string | null;
  customerId: string | null;
};

/** One index range (Agreement companyId, vehicleId, handedOverAt, closedAt); two rows at most. */
export async function matchFine(
  tx: Pick<Tx, "agreement">,
  options: { companyId: string; vehicleId: string; at: Date },
): Promise<MatchResult> {
  const { companyId, vehicleId, at } = options;
  const out = await tx.agreement.findMany({
    where: {
      companyId,
      vehicleId,
      handedOverAt: { not: null, lte: at },
      OR: [{ closedAt: null }, { closedAt: { gt: at } }],
    },
    select: { id: true, customerId: true },
    take: 2,
  });
  const [only] = out;
  if (out.length === 1 && only) {
    return { match: "matched", agreementId: only.id, customerId: only.customerId };
  }
  return { match: out.length === 0 ? "no_hire" : "ambiguous", agreementId: null, customerId: null };
}
