// One activity row for a change to an agreement: the fields of its API shape that moved.
import type { Tx } from "../../db";
import { toAgreement, type LoadedAgreement } from "../../models/agreement";
import { changesBetween, type ActivityChange } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { findAgreement } from "./find-agreement";

// The warnings are worked out on every read from other objects: never a change to the agreement.
const shape = (a: LoadedAgreement) => ({ ...toAgreement(a), warnings: undefined });

export async function recordAgreementActivity(
  tx: Tx,
  options: {
    companyId: string;
    actor: ActivityActor;
    action: string;
    id: string;
    before: LoadedAgreement | null;
    /** What the agreement's fields do not show (the warnings a handover overrode). */
    more?: ActivityChange[];
  },
): Promise<void> {
  const after = await findAgreement(tx, options.companyId, options.id);
  // The hirer's summary (name, email) and the signature are personal data: named, never copied.
  const changes = options.before
    ? changesBetween(shape(options.before), shape(after), { secret: ["customer", "signature"] })
    : [];
  changes.push(...(options.more ?? []));
  await recordActivity(tx, {
    companyId: options.companyId,
    actor: options.actor,
    action: options.action,
    object: { type: "agreement", id: options.id },
    changes,
  });
}
