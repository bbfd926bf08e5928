// GET and PUT /retention-policy: the company's policy (the defaults until the Owner changes one).
import { db, type Tx } from "../../db";
import {
  RETENTION_DEFAULTS,
  toRetentionPolicy,
  type RetentionPolicyRow,
  type UpdateRetentionPolicyInput,
} from "../../models/retention-policy";
import { noteUnchanged } from "../activity/activity-scope";
import { changesBetween } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";

export async function readRetentionPolicy(
  client: Pick<Tx, "retentionPolicy">,
  companyId: string,
): Promise<RetentionPolicyRow> {
  const row = await client.retentionPolicy.findUnique({ where: { companyId } });
  return row ?? RETENTION_DEFAULTS;
}

export function getRetentionPolicy(options: { companyId: string }): Promise<RetentionPolicyRow> {
  return readRetentionPolicy(db, options.companyId);
}

export async function updateRetentionPolicy(options: {
  companyId: string;
  actor: ActivityActor;
  input: UpdateRetentionPolicyInput;
}): Promise<RetentionPolicyRow> {
  const { companyId, input } = options;
  return db.$transaction(async (tx) => {
    const before = await readRetentionPolicy(tx, companyId);
    const after: RetentionPolicyRow = {
      licenceCheckDays: input.licence_check_days ?? before.licenceCheckDays,
      inactiveCustomerYears: input.inactive_customer_years ?? before.inactiveCustomerYears,
      documentYears: input.document_years ?? before.documentYears,
    };
    const changes = changesBetween(toRetentionPolicy(before), toRetentionPolicy(after));
    if (changes.length === 0) {
      noteUnchanged();
      return before;
    }
    await tx.retentionPolicy.upsert({
      where: { companyId },
      create: { companyId, ...after },
      update: after,
    });
    await recordActivity(tx, {
      companyId,
      actor: options.actor,
      action: "retention_policy.updated",
      object: { type: "retention_policy", id: companyId },
      changes,
    });
    return after;
  });
}
