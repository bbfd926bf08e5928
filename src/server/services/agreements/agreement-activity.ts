// One activity row for a change to an agreement: the fields of its API shape that moved.
import type { Tx } from "../../db";
import { toAgreement, type LoadedAgreement } from "../../models/agreement";
import { changesBetween } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { findAgreement } from "./find-agreement";

export async function recordAgreementActivity(
  tx: Tx,
  options: {
    companyId: string;
    actor: ActivityActor;
    action: string;
    id: string;
    before: LoadedAgreement | null;
  },
): Promise<void> {
  const after = toAgreement(await findAgreement(tx, options.companyId, options.id));
  // The hirer's summary (name, email) and the signature are personal data: named, never copied.
  const changes = options.before
    ? changesBetween(toAgreement(options.before), after, { secret: ["customer", "signature"] })
    : [];
  await recordActivity(tx, {
    companyId: options.companyId,
    actor: options.actor,
    action: options.action,
    object: { type: "agreement", id: options.id },
    changes,
  });
}
