// Sign-up: a UK company, its first staff user (the Owner) and the 10-credit grant,
// all in one transaction. Other countries are refused and nothing is created.
// Sign-ups from the web are throttled per client address against abuse.
import { env } from "~/env";
import { db } from "../../db";
import { isUniqueViolation } from "../../db/errors";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import type { SignUpInput } from "../../models/sign-up";
import { SUPPORTED_COUNTRIES } from "../../models/company";
import { hashPassword } from "../auth/passwords";
import { addCredits, SIGNUP_GRANT } from "../credits/ledger";
import { count } from "../../limits/limiter";
import { ensureDefaultTerms } from "../terms/default-terms";

export type SignUpResult = { companyId: string; userId: string };

const HOUR = 60 * 60;

/** Counts one sign-up attempt from `ip`; throws 429 once the hourly allowance is used. */
async function throttleSignUp(ip: string): Promise<void> {
  const { allowed, resetSeconds } = await count("signup_ip", env.SIGNUP_LIMIT_PER_HOUR, HOUR, ip);
  if (allowed) return;
  throw new AppError("rate_limited", `Too many sign-ups from your network. Try again in ${Math.ceil(resetSeconds / 60)} minutes.`, {
    headers: { "Retry-After": String(resetSeconds) },
  });
}

export async function signUp(
  input: SignUpInput,
  options: { credits?: number; rateLimitPerMinute?: number; apiEnabled?: boolean; ip?: string } = {},
): Promise<SignUpResult> {
  if (options.ip !== undefined) await throttleSignUp(options.ip);
  if (!(SUPPORTED_COUNTRIES as readonly string[]).includes(input.country)) {
    throw new AppError(
      "country_not_supported",
      "Kerbside is available to companies registered in the United Kingdom only. We're sorry we can't open an account for you yet.",
      { errors: [{ pointer: "/country", detail: "Only United Kingdom (GB) companies can sign up" }] },
    );
  }
  const passwordHash = await hashPassword(input.password);
  const companyId = newId("company");
  const userId = newId("user");
  const grant = options.credits ?? SIGNUP_GRANT;
  try {
    await db.$transaction(async (tx) => {
      await tx.company.create({
        data: {
          id: companyId,
          name: input.company_name,
          country: input.country,
          contactEmail: input.email,
          apiEnabled: options.apiEnabled ?? false,
          rateLimitPerMinute: options.rateLimitPerMinute ?? 60,
        },
      });
      await tx.user.create({
        data: { id: userId, companyId, name: input.name, email: input.email, passwordHash, role: "OWNER" },
      });
      await ensureDefaultTerms(tx, companyId);
      if (grant > 0) {
        await addCredits(tx, { companyId, amount: grant, kind: "GRANT", description: "Free credits on sign-up" });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("conflict", "An account with this email already exists. Log in instead, or use another email.", {
        errors: [{ pointer: "/email", detail: "An account with this email already exists" }],
      });
    }
    throw error;
  }
  return { companyId, userId };
}
