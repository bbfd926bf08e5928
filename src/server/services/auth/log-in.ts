// Staff log-in. Errors never reveal whether an email exists, and guessing is
// throttled per email and per client address.
import { db } from "../../db";
import { limiter } from "../../http/limiter";
import { verifyPassword } from "./passwords";

export type LogInResult =
  | { ok: true; user: { id: string; name: string; email: string } }
  | { ok: false; reason: "invalid" | "throttled"; retryAfterSeconds?: number };

const EMAIL_ATTEMPTS = 10;
const IP_ATTEMPTS = 50;
const WINDOW_SECONDS = 15 * 60;

async function consume(name: string, points: number, key: string): Promise<number | null> {
  try {
    await limiter(name, points, WINDOW_SECONDS).consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    const ms = (rejection as { msBeforeNext?: number }).msBeforeNext ?? WINDOW_SECONDS * 1000;
    return Math.ceil(ms / 1000);
  }
}

export async function logIn(input: { email: string; password: string; ip: string }): Promise<LogInResult> {
  const email = input.email.trim().toLowerCase();
  const wait = (await consume("login_ip", IP_ATTEMPTS, input.ip)) ?? (await consume("login_email", EMAIL_ATTEMPTS, email));
  if (wait !== null) return { ok: false, reason: "throttled", retryAfterSeconds: wait };

  const user = await db.user.findUnique({ where: { email } });
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!ok || !user) return { ok: false, reason: "invalid" };

  await db.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
  await limiter("login_email", EMAIL_ATTEMPTS, WINDOW_SECONDS).delete(email);
  return { ok: true, user: { id: user.id, name: user.name, email: user.email } };
}

/** The signed-in user's company and role, read fresh on every request so a removed user is out at once. */
export async function staffCaller(userId: string) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, companyId: true, role: true } });
  return user ? { companyId: user.companyId, actor: { kind: "user" as const, userId: user.id, role: user.role } } : null;
}
