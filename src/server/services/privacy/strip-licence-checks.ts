// Stripping licence checks down to their outcome and dates (retention policy and erasure): the
// licence number, type, status, categories, endorsements and points go, in the check and in the
// `licence.checked` events that carried it.
import type { Tx } from "../../db";
import { toLicenceCheck } from "../../models/licence-check";
import { PersonalValues } from "./personal-values";
import { scrubEvents } from "./scrub-records";

// The checks' events are replaced whole (`replace`): no value of the hirer is searched for.
const NOTHING_PERSONAL = new PersonalValues([]);

/** Strips the named checks of the company that are not stripped yet; returns how many it stripped. */
export async function stripLicenceChecks(
  tx: Tx,
  options: { companyId: string; ids: string[]; now: Date },
): Promise<number> {
  const { companyId, ids, now } = options;
  if (ids.length === 0) return 0;
  const { count } = await tx.licenceCheck.updateMany({
    where: { companyId, id: { in: ids }, strippedAt: null },
    data: {
      licenceNumber: null,
      licenceType: null,
      licenceStatus: null,
      categories: [],
      endorsements: [],
      penaltyPoints: null,
      photocardExpiresOn: null,
      disqualifiedUntil: null,
      provider: null,
      checkedBy: null,
      strippedAt: now,
    },
  });
  const stripped = await tx.licenceCheck.findMany({ where: { companyId, id: { in: ids } } });
  if (stripped.length === 0) return count;
  const times = stripped.map((c) => c.checkedAt.getTime());
  await scrubEvents(tx, {
    companyId,
    since: new Date(Math.min(...times)),
    until: new Date(Math.max(...times)),
    objects: new Map(stripped.map((c) => [c.id, NOTHING_PERSONAL])),
    replace: new Map(stripped.map((c) => [c.id, toLicenceCheck(c)])),
  });
  return count;
}
