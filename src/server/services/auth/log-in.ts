// Staff log-in. Errors never reveal whether an email exists, and guessing is
// throttled per email and per client address.
import { db } from "../../db";
import { count, limiter } from "../../http/limiter";
import { verifyPassword } from "./passwords";

export type LogInResult =
  | { ok: true; user: { id: string; name: string; email: string; sessionVersion: number } }
  | { ok: false; reason: "invalid" | "throttled"; retryAfterSeconds?: number };

const EMAIL_ATTEMPTS = 10;
const IP_ATTEMPTS = 50;
const WINDOW_SECONDS = 15 * 60;

/** Seconds to wait before another attempt, or null when this one may go ahead. */
async function wait(name: string, points: number, key: string): Promise<number | null> {
  const { allowed, resetSeconds } = await count(name, points, WINDOW_SECONDS, key);
  return allowed ? null : resetSeconds;
}

export async function logIn(input: { email: string; password: string; ip: string }): Promise<LogInResult> {
  const email = input.email.trim().toLowerCase();
  const retryAfterSeconds = (await wait("login_ip", IP_ATTEMPTS, input.ip)) ?? (await wait("login_email", EMAIL_ATTEMPTS, email));
  if (retryAfterSeconds !== null) return { ok: false, reason: "throttled", retryAfterSeconds };

  const user = await db.user.findUnique({ where: { email } });
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!ok || !user) return { ok: false, reason: "invalid" };

  await db.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
  await limiter("login_email", EMAIL_ATTEMPTS, WINDOW_SECONDS).delete(email);
  return { ok: true, user: { id: user.id, name: user.name, email: user.email, sessionVersion: user.sessionVersion } };
}
