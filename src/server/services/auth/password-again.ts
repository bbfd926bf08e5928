// Asking for the password again before something that weakens or hands over an account
// (turning two-step off, new recovery codes, handing the company over). Wrong guesses are
// limited per user, so a stolen cookie cannot be used to guess the password.
import { db } from "../../db";
import { AppError } from "../../errors";
import { count } from "../../limits/limiter";
import { verifyPassword } from "./passwords";

const ATTEMPTS = 10;
const WINDOW_SECONDS = 15 * 60;

export async function assertPasswordAgain({
  userId,
  password,
}: {
  userId: string;
  password: string;
}): Promise<void> {
  const { allowed, resetSeconds } = await count("password_again", ATTEMPTS, WINDOW_SECONDS, userId);
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
  if (!(await verifyPassword(user?.passwordHash, password))) {
    throw new AppError("invalid_request", "That password isn't right.", {
      errors: [{ pointer: "/password", detail: "That password isn't right" }],
    });
  }
}
