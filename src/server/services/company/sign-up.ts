// A company is made with its first staff user (the Owner), its default terms and the
// 10-credit grant, all in one transaction. Only UK companies are accepted. `signUp` makes one
// at once (the admin CLI, the demo seed, tests); the web form goes through an emailed link
// first (`sign-up-request.ts`), so it never reveals whether an email has an account.
import { env } from "~/env";
import { db, type Tx } from "../../db";
import { isUniqueViolation } from "../../db/errors";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import type { SignUpInput } from "../../models/sign-up";
import { SUPPORTED_COUNTRIES } from "../../models/company";
import { hashPassword } from "../auth/passwords";
import { addCredits, SIGNUP_GRANT } from "../credits/ledger";
import { count } from "../../limits/limiter";
import { ensureDefaultTerms } from "../terms/default-terms";
import { ensureTemplates } from "../inspection-templates/built-in-templates";

export type SignUpResult = { companyId: string; userId: string };

export type NewCompany = {
  companyName: string;
  name: string;
  email: string;
  country: string;
  passwordHash: string;
  credits?: number;
  rateLimitPerMinute?: number;
  apiEnabled?: boolean;
};

const HOUR = 60 * 60;

/** Counts one sign-up attempt from `ip`; throws 429 once the hourly allowance is used. */
export async function throttleSignUp(ip: string): Promise<void> {
  const { allowed, resetSeconds } = await count("signup_ip", env.SIGNUP_LIMIT_PER_HOUR, HOUR, ip);
  if (allowed) return;
  throw new AppError(
    "rate_limited",
    `Too many sign-ups from your network. Try again in ${Math.ceil(resetSeconds / 60)} minutes.`,
    {
      headers: { "Retry-After": String(resetSeconds) },
    },
  );
}

export function assertSupportedCountry(country: string): void {
  if ((SUPPORTED_COUNTRIES as readonly string[]).includes(country)) return;
  throw new AppError(
    "country_not_supported",
    "Kerbside is available to companies registered in the United Kingdom only. We're sorry we can't open an account for you yet.",
    { errors: [{ pointer: "/country", detail: "Only United Kingdom (GB) companies can sign up" }] },
  );
}

export const EMAIL_TAKEN =
  "An account with this email already exists. Log in instead, or use another email.";

/** Creates the company, its Owner, default terms, built-in inspection templates and grant in the caller's transaction. */
export async function createCompanyWithOwner(tx: Tx, company: NewCompany): Promise<SignUpResult> {
  const companyId = newId("company");
  const userId = newId("user");
  const grant = company.credits ?? SIGNUP_GRANT;
  await tx.company.create({
    data: {
      id: companyId,
      name: company.companyName,
      country: company.country,
      contactEmail: company.email,
      apiEnabled: company.apiEnabled ?? false,
      rateLimitPerMinute: company.rateLimitPerMinute ?? 60,
    },
  });
  await tx.user.create({
    data: {
      id: userId,
      companyId,
      name: company.name,
      email: company.email,
      passwordHash: company.passwordHash,
      role: "OWNER",
    },
  });
  await ensureDefaultTerms(tx, companyId);
  await ensureTemplates(tx, companyId);
  if (grant > 0) {
    await addCredits(tx, {
      companyId,
      amount: grant,
      kind: "GRANT",
      description: "Free credits on sign-up",
    });
  }
  return { companyId, userId };
}

/** Turns a unique-email violation into the 409 the operator sees; anything else is rethrown. */
export function emailTakenOr(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError("conflict", EMAIL_TAKEN, {
      errors: [{ pointer: "/email", detail: "An account with this email already exists" }],
    });
  }
  throw error;
}

/** Makes the company at once (no emailed link): for the admin CLI, the demo seed and tests. */
export async function signUp(
  input: SignUpInput,
  options: { credits?: number; rateLimitPerMinute?: number; apiEnabled?: boolean } = {},
): Promise<SignUpResult> {
  assertSupportedCountry(input.country);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.$transaction((tx) =>
      createCompanyWithOwner(tx, {
        companyName: input.company_name,
        name: input.name,
        email: input.email,
        country: input.country,
        passwordHash,
        ...options,
      }),
    );
  } catch (error) {
    return emailTakenOr(error);
  }
}
