// The API Access settings: the on/off switch, the key (regenerated, never shown
// again after), the IP allow-list and the operator's rate limit. Only staff with
// api.manage reach these (staffProcedure): an API key can never change them.
import { db } from "../../db";
import { notFound } from "../../errors";
import { generateApiKey } from "./api-key";
import { normaliseAllowList } from "./ip-allow-list";
import { forgetCompany } from "./key-cache";

const SETTINGS = {
  apiEnabled: true,
  apiKeyDisplay: true,
  apiKeyCreatedAt: true,
  apiKeyLastUsedAt: true,
  ipAllowList: true,
  rateLimitPerMinute: true,
} as const;

export type ApiSettingsRow = {
  apiEnabled: boolean;
  apiKeyDisplay: string | null;
  apiKeyCreatedAt: Date | null;
  apiKeyLastUsedAt: Date | null;
  ipAllowList: string[];
  rateLimitPerMinute: number;
};

export async function getApiSettings(options: { companyId: string }): Promise<ApiSettingsRow> {
  const row = await db.company.findUnique({ where: { id: options.companyId }, select: SETTINGS });
  if (!row) throw notFound("company");
  return row;
}

/** Runs a change to the company's API settings, then drops what authentication remembered of it. */
async function changing<T>(companyId: string, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } finally {
    forgetCompany(companyId);
  }
}

export async function setApiEnabled(options: { companyId: string; enabled: boolean }): Promise<ApiSettingsRow> {
  return changing(options.companyId, () =>
    db.company.update({ where: { id: options.companyId }, data: { apiEnabled: options.enabled }, select: SETTINGS }),
  );
}

/** A new key replaces the old one at once (its hash is gone, so every process refuses it on the next request). */
export async function regenerateApiKey(options: { companyId: string }): Promise<{ key: string; settings: ApiSettingsRow }> {
  const key = generateApiKey();
  const settings = await changing(options.companyId, () =>
    db.company.update({
      where: { id: options.companyId },
      data: { apiKeyHash: key.hash, apiKeyDisplay: key.display, apiKeyCreatedAt: new Date(), apiKeyLastUsedAt: null },
      select: SETTINGS,
    }),
  );
  return { key: key.key, settings };
}

export async function updateIpAllowList(options: { companyId: string; entries: readonly string[] }): Promise<ApiSettingsRow> {
  const ipAllowList = normaliseAllowList(options.entries);
  return changing(options.companyId, () => db.company.update({ where: { id: options.companyId }, data: { ipAllowList }, select: SETTINGS }));
}

/** Operator command (admin CLI): the company's requests per minute. */
export async function setRateLimit(options: { companyId: string; perMinute: number }): Promise<ApiSettingsRow> {
  return changing(options.companyId, () =>
    db.company.update({ where: { id: options.companyId }, data: { rateLimitPerMinute: options.perMinute }, select: SETTINGS }),
  );
}
