// The API Access settings: the on/off switch, the key (regenerated, never shown
// again after), the IP allow-list and the operator's rate limit. Only staff with
// api.manage reach these (staffProcedure): an API key can never change them.
// They are the live company's: a test key (stored under the test twin) obeys the same
// switch, allow-list and limit, and a call made in test mode acts on the live company.
import { db, type Prisma, type Tx } from "../../db";
import { changesBetween, secretChanges } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { notFound } from "../../errors";
import { generateApiKey } from "./api-key";
import { normaliseAllowList } from "../../net/ip-allow-list";
import { shareApiVersion } from "../../limits/rolling-window";
import { newId } from "../../ids";
import { announceApiChange, forgetCompany } from "./key-cache";
import { ensureTestCompany, liveCompanyOf } from "../test-mode/test-company";

const KEY_SHOWN = {
  select: { display: true, createdAt: true, lastUsedAt: true },
  orderBy: { createdAt: "desc" },
  take: 1,
} as const;

const SETTINGS = {
  apiEnabled: true,
  ipAllowList: true,
  rateLimitPerMinute: true,
  apiVersion: true,
  // One key per company today; the newest is the one shown.
  apiKeys: KEY_SHOWN,
  // The test key lives under the test twin.
  testTwin: { select: { apiKeys: KEY_SHOWN } },
} as const satisfies Prisma.CompanySelect;

export type ApiSettingsRow = Prisma.CompanyGetPayload<{ select: typeof SETTINGS }>;

export async function getApiSettings(options: { companyId: string }): Promise<ApiSettingsRow> {
  const companyId = await liveCompanyOf(options.companyId);
  const row = await db.company.findUnique({ where: { id: companyId }, select: SETTINGS });
  if (!row) throw notFound("company");
  return row;
}

// The key itself is told by "api_key changed"; its last use is no one's change.
const loggedFields = (row: ApiSettingsRow) => ({
  enabled: row.apiEnabled,
  ip_allow_list: row.ipAllowList,
  rate_limit_per_minute: row.rateLimitPerMinute,
});

/**
 * Runs a change to the company's API settings with its activity row, raises the settings
 * version and notifies every process in the same transaction, then drops what this
 * process remembered of it.
 */
async function changing(
  options: { companyId: string; actor: ActivityActor; action: string; secret?: string[] },
  data: Prisma.CompanyUpdateInput,
  inTransaction?: (tx: Tx, companyId: string) => Promise<void>,
): Promise<ApiSettingsRow> {
  const companyId = await liveCompanyOf(options.companyId);
  options = { ...options, companyId };
  try {
    const row = await db.$transaction(async (tx) => {
      await inTransaction?.(tx, companyId);
      const before = await tx.company.findUniqueOrThrow({
        where: { id: options.companyId },
        select: SETTINGS,
      });
      const after = await tx.company.update({
        where: { id: options.companyId },
        data: { ...data, apiVersion: { increment: 1 } },
        select: SETTINGS,
      });
      const changes = [
        ...changesBetween(loggedFields(before), loggedFields(after)),
        ...secretChanges(...(options.secret ?? [])),
      ];
      await recordActivity(tx, {
        companyId: options.companyId,
        actor: options.actor,
        action: options.action,
        object: { type: "api_access", id: options.companyId },
        changes,
      });
      await announceApiChange(tx, options.companyId);
      return after;
    });
    await shareApiVersion(options.companyId, row.apiVersion);
    return row;
  } finally {
    forgetCompany(options.companyId);
  }
}

type Change = { companyId: string; actor: ActivityActor };

export async function setApiEnabled(
  options: Change & { enabled: boolean },
): Promise<ApiSettingsRow> {
  return changing(
    { ...options, action: options.enabled ? "api_access.enabled" : "api_access.disabled" },
    { apiEnabled: options.enabled },
  );
}

/** A new key replaces the old one at once (its row is gone, so every process refuses it on the next request). */
export async function regenerateApiKey(
  options: Change,
): Promise<{ key: string; settings: ApiSettingsRow }> {
  const key = generateApiKey();
  const settings = await changing(
    { ...options, action: "api_access.key_regenerated", secret: ["api_key"] },
    {
      apiKeys: {
        deleteMany: {},
        create: { id: newId("apiKey"), hash: key.hash, display: key.display },
      },
    },
  );
  return { key: key.key, settings };
}

export async function updateIpAllowList(
  options: Change & { entries: readonly string[] },
): Promise<ApiSettingsRow> {
  return changing(
    { ...options, action: "api_access.allow_list_updated" },
    { ipAllowList: normaliseAllowList(options.entries) },
  );
}

/**
 * A new test key (`kbs_test_...`, under the test twin, made now if need be) replaces the old
 * one at once; the live key is untouched. Every process forgets the company's keys, as for
 * the live key.
 */
export async function regenerateTestApiKey(
  options: Change,
): Promise<{ key: string; settings: ApiSettingsRow }> {
  const key = generateApiKey("test");
  const liveId = await liveCompanyOf(options.companyId);
  const twinId = await ensureTestCompany(liveId);
  const settings = await changing(
    { ...options, action: "api_access.test_key_regenerated", secret: ["test_api_key"] },
    {},
    async (tx) => {
      await tx.apiKey.deleteMany({ where: { companyId: twinId } });
      await tx.apiKey.create({
        data: { id: newId("apiKey"), companyId: twinId, hash: key.hash, display: key.display },
      });
    },
  );
  return { key: key.key, settings };
}

/** Operator command (admin CLI): the company's requests per minute. */
export async function setRateLimit(
  options: Change & { perMinute: number },
): Promise<ApiSettingsRow> {
  return changing(
    { ...options, action: "api_access.rate_limit_changed" },
    { rateLimitPerMinute: options.perMinute },
  );
}
