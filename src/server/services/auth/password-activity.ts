// The activity row of a password change or reset: the person did it to their own account;
// the hash is never copied.
import type { Role } from "../../models/role";
import type { Tx } from "../../db";
import { secretChanges } from "../activity/changes";
import { recordActivity } from "../activity/record-activity";

export async function recordPasswordChanged(
  tx: Tx,
  user: { id: string; companyId: string; role: Role },
  action: "user.password_changed" | "user.password_reset",
): Promise<void> {
  const actor = { kind: "user" as const, userId: user.id, role: user.role };
  await recordActivity(tx, {
    companyId: user.companyId,
    actor,
    action,
    object: { type: "user", id: user.id },
    changes: secretChanges("password"),
  });
}
