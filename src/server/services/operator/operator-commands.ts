// The operator's commands (npm run admin): companies made outside the sign-up page,
// with API access on and a key, rate limits, credit grants and key regeneration.
import { db } from "../../db";
import { AppError, notFound } from "../../errors";
import { isIdOf } from "../../ids";
import { SignUpInput } from "../../models/sign-up";
import {
  regenerateApiKey,
  regenerateTestApiKey,
  setApiEnabled,
  setRateLimit,
} from "../api-access/api-settings";
import { recordActivity, SYSTEM } from "../activity/record-activity";
import { signUp } from "../company/sign-up";
import { addCredits } from "../credits/ledger";

function positiveWhole(value: number, name: string, max: number): number {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new AppError("invalid_request", `${name} must be a whole number from 1 to ${max}.`);
  }
  return value;
}

async function assertCompany(companyId: string): Promise<void> {
  const found =
    isIdOf("company", companyId) && (await db.company.count({ where: { id: companyId } })) === 1;
  if (!found) throw notFound("company");
}

export async function createCompanyWithApiKey(input: {
  name: string;
  email: string;
  password: string;
  country?: string;
  ownerName?: string;
  credits?: number;
  rateLimit?: number;
}) {
  const parsed = SignUpInput.safeParse({
    company_name: input.name,
    name: input.ownerName ?? "Owner",
    email: input.email,
    password: input.password,
    country: input.country ?? "GB",
  });
  if (!parsed.success) {
    throw new AppError(
      "invalid_request",
      parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join("; "),
    );
  }
  if (input.credits !== undefined && (!Number.isInteger(input.credits) || input.credits < 0)) {
    throw new AppError("invalid_request", "credits must be a whole number, 0 or more.");
  }
  const rateLimitPerMinute =
    input.rateLimit === undefined
      ? undefined
      : positiveWhole(input.rateLimit, "rate-limit", 1_000_000);
  const { companyId } = await signUp(parsed.data, {
    credits: input.credits,
    rateLimitPerMinute,
    apiEnabled: true,
  });
  const { key } = await regenerateApiKey({ companyId, actor: SYSTEM.operator });
  const test = await regenerateTestApiKey({ companyId, actor: SYSTEM.operator });
  return {
    company_id: companyId,
    user_email: parsed.data.email,
    api_key: key,
    test_api_key: test.key,
  };
}

export async function setCompanyRateLimit(input: { companyId: string; limit: number }) {
  await assertCompany(input.companyId);
  const settings = await setRateLimit({
    companyId: input.companyId,
    actor: SYSTEM.operator,
    perMinute: positiveWhole(input.limit, "limit", 1_000_000),
  });
  return { company_id: input.companyId, rate_limit_per_minute: settings.rateLimitPerMinute };
}

export async function grantCredits(input: { companyId: string; credits: number }) {
  await assertCompany(input.companyId);
  const amount = positiveWhole(input.credits, "credits", 1_000_000);
  const result = await db.$transaction(async (tx) => {
    const added = await addCredits(tx, {
      companyId: input.companyId,
      amount,
      kind: "GRANT",
      description: "Credits granted by the operator",
    });
    const changes = [
      { field: "credit_balance", before: added.balance - amount, after: added.balance },
    ];
    await recordActivity(tx, {
      companyId: input.companyId,
      actor: SYSTEM.operator,
      action: "company.credits_granted",
      object: { type: "company", id: input.companyId },
      changes,
    });
    return added;
  });
  return {
    company_id: input.companyId,
    balance: result.balance,
    transaction_id: result.transactionId,
  };
}

export async function regenerateCompanyKey(input: { companyId: string }) {
  await assertCompany(input.companyId);
  const { key } = await regenerateApiKey({ companyId: input.companyId, actor: SYSTEM.operator });
  return { company_id: input.companyId, api_key: key };
}

/** A new test key (test mode); the old test key stops working at once, the live key is untouched. */
export async function regenerateCompanyTestKey(input: { companyId: string }) {
  await assertCompany(input.companyId);
  const { key } = await regenerateTestApiKey({
    companyId: input.companyId,
    actor: SYSTEM.operator,
  });
  return { test_api_key: key };
}

export async function setCompanyApiAccess(input: { companyId: string; enabled: boolean }) {
  await assertCompany(input.companyId);
  const settings = await setApiEnabled({
    companyId: input.companyId,
    actor: SYSTEM.operator,
    enabled: input.enabled,
  });
  return { company_id: input.companyId, api_enabled: settings.apiEnabled };
}
