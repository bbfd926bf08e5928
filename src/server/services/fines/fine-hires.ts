// The staff app's view of a fine's hire: the matched agreement with its dates and hirer, and
// the vehicle's hires around the time to choose from when the match is ambiguous or wrong.
// Read with `fines.read`, so Billing members see the hire without reading agreements.
import { db } from "../../db";
import type { FineHire } from "../../models/fine-hire";
import { findFine } from "./find-fine";

const DAY_MS = 86_400_000;

const hireSelect = {
  id: true,
  reference: true,
  status: true,
  startsAt: true,
  endsAt: true,
  handedOverAt: true,
  closedAt: true,
  signedAt: true,
  customer: { select: { id: true, name: true } },
} as const;

export async function fineHires(options: {
  companyId: string;
  id: string;
}): Promise<{ matched: FineHire | null; candidates: FineHire[] }> {
  const fine = await findFine(db, options.companyId, options.id);
  const at = fine.contraventionAt.getTime();
  const [matched, candidates] = await Promise.all([
    fine.agreementId
      ? db.agreement.findFirst({
          where: { id: fine.agreementId, companyId: options.companyId },
          select: hireSelect,
        })
      : null,
    // The vehicle's hires that started within a month either side of the contravention.
    db.agreement.findMany({
      where: {
        companyId: options.companyId,
        vehicleId: fine.vehicleId,
        startsAt: { gte: new Date(at - 31 * DAY_MS), lte: new Date(at + 31 * DAY_MS) },
      },
      select: hireSelect,
      orderBy: { startsAt: "desc" },
      take: 20,
    }),
  ]);
  return { matched, candidates };
}
