// Activity rows of what a person does to their own sign-in (two-step sign-in, signed-in
// devices): recorded on their team-member object, secrets only as "changed".
import type { Tx } from "../../db";
import type { ActivityChange } from "../activity/changes";
import { recordActivity } from "../activity/record-activity";

export async function recordOwnAccount(
  tx: Tx,
  userId: string,
  action: string,
  changes: ActivityChange[] = [],
): Promise<void> {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { companyId: true, role: true },
  });
  await recordActivity(tx, {
    companyId: user.companyId,
    actor: { kind: "user", userId, role: user.role },
    action,
    object: { type: "user", id: userId },
    changes,
  });
}
