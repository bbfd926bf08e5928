// "Change password" asks for the current one; the change ends every session of the user
// (this browser's too: the page sends them to log in again with the new password).
import { db } from "../../db";
import { AppError } from "../../errors";
import { count } from "../../limits/limiter";
import type { ChangePasswordInput } from "../../models/password";
import { hashPassword, verifyPassword } from "./passwords";
import { recordPasswordChanged } from "./password-activity";
import { endAllSessions } from "./sessions";

const ATTEMPTS = 10;
const WINDOW_SECONDS = 15 * 60;

export async function changePassword({
  userId,
  input,
}: {
  userId: string;
  input: ChangePasswordInput;
}): Promise<void> {
  const { allowed, resetSeconds } = await count(
    "change_password",
    ATTEMPTS,
    WINDOW_SECONDS,
    userId,
  );
  if (!allowed) {
    throw new AppError(
      "rate_limited",
      `Too many attempts. Try again in ${Math.ceil(resetSeconds / 60)} minutes.`,
      {
        headers: { "Retry-After": String(resetSeconds) },
      },
    );
  }
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user || !(await verifyPassword(user.passwordHash, input.current_password))) {
    throw new AppError("invalid_request", "Your current password is not right.", {
      errors: [{ pointer: "/current_password", detail: "This is not your current password" }],
    });
  }
  const passwordHash = await hashPassword(input.new_password);
  await db.$transaction(async (tx) => {
    const user = await tx.user.update({
      where: { id: userId },
      data: { passwordHash },
      select: { id: true, companyId: true, role: true },
    });
    await recordPasswordChanged(tx, user, "user.password_changed");
    await tx.passwordReset.deleteMany({ where: { userId, usedAt: null } });
    await endAllSessions({ userId, tx });
  });
}
