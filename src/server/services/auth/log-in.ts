// Staff log-in. Errors never reveal whether an email exists. Wrong passwords are
// throttled, never locked: delays grow per (email, address) pair and per address, so
// whoever hammers an account slows down themselves; the account-wide tier spares the
// address the user last logged in from, so a stranger cannot lock a known user out.
import { db } from "../../db";
import { limiter } from "../../limits/limiter";
import { verifyPassword } from "./passwords";
import { startSession } from "./sessions";
import { checkSecondStep } from "./two-step";

export type LogInResult =
  | {
      ok: true;
      user: { id: string; name: string; email: string; sessionVersion: number; sessionId: string };
    }
  | {
      ok: false;
      reason: "invalid" | "throttled" | "code_required" | "code_invalid";
      retryAfterSeconds?: number;
    };

type Tier = { name: string; failures: number; seconds: number };

const MINUTE = 60;
/** One email from one address: 5 wrong in a minute, then 10 in 15 minutes, then 20 in an hour. */
export const PAIR_TIERS: Tier[] = [
  { name: "login_pair_1m", failures: 5, seconds: MINUTE },
  { name: "login_pair_15m", failures: 10, seconds: 15 * MINUTE },
  { name: "login_pair_1h", failures: 20, seconds: 60 * MINUTE },
];
/** One address, whatever the emails: 30 wrong in 15 minutes, 100 in a day. */
export const IP_TIERS: Tier[] = [
  { name: "login_ip_15m", failures: 30, seconds: 15 * MINUTE },
  { name: "login_ip_1d", failures: 100, seconds: 24 * 60 * MINUTE },
];
/** One account from every address but its usual one: 50 wrong in an hour. */
export const ACCOUNT_TIERS: Tier[] = [
  { name: "login_account_1h", failures: 50, seconds: 60 * MINUTE },
];

/** Seconds until `key` may try again under the tiers, or null when it may now. */
async function waitFor(tiers: Tier[], key: string): Promise<number | null> {
  let wait: number | null = null;
  for (const tier of tiers) {
    const res = await limiter(tier.name, tier.failures, tier.seconds).get(key);
    if (res && res.consumedPoints >= tier.failures)
      wait = Math.max(wait ?? 0, Math.ceil(res.msBeforeNext / 1000));
  }
  return wait;
}

async function countFailure(tiers: Tier[], key: string): Promise<void> {
  for (const tier of tiers) {
    await limiter(tier.name, tier.failures, tier.seconds).penalty(key, 1);
  }
}

/**
 * Email and password, then (when two-step sign-in is on) a code from the app or a recovery
 * code. A right password without a code answers `code_required`; a wrong code counts as a
 * wrong password. Success records the signed-in device.
 */
export async function logIn(input: {
  email: string;
  password: string;
  ip: string;
  code?: string;
  userAgent?: string | null;
}): Promise<LogInResult> {
  const email = input.email.trim().toLowerCase();
  const pair = `${email}|${input.ip}`;
  const user = await db.user.findUnique({ where: { email } });
  const usualAddress = user?.lastLoginIp === input.ip;
  const waits = await Promise.all([
    waitFor(PAIR_TIERS, pair),
    waitFor(IP_TIERS, input.ip),
    usualAddress ? Promise.resolve(null) : waitFor(ACCOUNT_TIERS, email),
  ]);
  const retryAfterSeconds = waits.reduce<number | null>(
    (most, w) => (w === null ? most : Math.max(most ?? 0, w)),
    null,
  );
  if (retryAfterSeconds !== null) return { ok: false, reason: "throttled", retryAfterSeconds };

  const failed = async (reason: "invalid" | "code_invalid"): Promise<LogInResult> => {
    await Promise.all([
      countFailure(PAIR_TIERS, pair),
      countFailure(IP_TIERS, input.ip),
      countFailure(ACCOUNT_TIERS, email),
    ]);
    return { ok: false, reason };
  };
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!ok || !user) return failed("invalid");
  if (user.totpEnabledAt) {
    if (!input.code?.trim()) return { ok: false, reason: "code_required" };
    if (!(await checkSecondStep(user, input.code))) return failed("code_invalid");
  }

  await db.user.update({
    where: { id: user.id },
    data: { lastLoginAt: new Date(), lastLoginIp: input.ip },
  });
  await Promise.all(
    PAIR_TIERS.map((tier) => limiter(tier.name, tier.failures, tier.seconds).delete(pair)),
  );
  const sessionId = await startSession({
    userId: user.id,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  return {
    ok: true,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      sessionVersion: user.sessionVersion,
      sessionId,
    },
  };
}
