// GET and PUT /retention-policy: the company's policy (the defaults until the Owner changes one).
// It is the live company's and applies to both modes (contract section 8): read with a test key
// or in Test mode it is the live one; changed in Test mode in the app it is the live one; a
// test key cannot change it (403), as a test key never changes anything live.
import { db, type Tx } from "../../db";
import { AppError } from "../../errors";
import {
  RETENTION_DEFAULTS,
  toRetentionPolicy,
  type RetentionPolicyRow,
  type UpdateRetentionPolicyInput,
} from "../../models/retention-policy";
import { noteUnchanged } from "../activity/activity-scope";
import { changesBetween } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { isTestCompany, liveCompanyOf } from "../test-mode/test-company";

export async function readRetentionPolicy(
  client: Pick<Tx, "retentionPolicy">,
  companyId: string,
): Promise<RetentionPolicyRow> {
  const row = await client.retentionPolicy.findUnique({ where: { companyId } });
  return row ?? RETENTION_DEFAULTS;
}

export async function getRetentionPolicy(options: {
  companyId: string;
}): Promise<RetentionPolicyRow> {
  return readRetentionPolicy(db, await liveCompanyOf(options.companyId));
}

export async function updateRetentionPolicy(options: {
  companyId: string;
  actor: ActivityActor;
  input: UpdateRetentionPolicyInput;
}): Promise<RetentionPolicyRow> {
  const { input } = options;
  if (options.actor.kind === "api_key" && (await isTestCompany(options.companyId)))
    throw new AppError(
      "forbidden",
      "The retention policy is the company's, for live and test data alike: change it with the live key or in the app.",
    );
  const companyId = await liveCompanyOf(options.companyId);
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
