// Who is calling /api/v1: the company whose key hash matches, if its API access is
// on and the caller's address is on its allow-list. With DATABASE_URL the row is read
// on every request, so a regenerated key or a switched-off company is refused at once
// by every process; in embedded mode (one process) it is kept in memory and forgotten
// on every change (key-cache.ts).
import { db } from "../../db";
import { AppError } from "../../errors";
import { ipInList } from "../../limits/ip-list";
import { API_KEY_PATTERN, hashApiKey } from "./api-key";
import { cachedKey, rememberKey, type KeyEntry } from "./key-cache";

export type ApiCompany = { companyId: string; rateLimitPerMinute: number };

const LAST_USED_RESOLUTION_MS = 60_000;

const unauthenticated = (detail: string) =>
  new AppError("unauthenticated", detail, { headers: { "WWW-Authenticate": 'Bearer realm="kerbside"' } });

async function lookUp(hash: string): Promise<KeyEntry | null> {
  const cached = cachedKey(hash);
  if (cached) return cached;
  const company = await db.company.findUnique({
    where: { apiKeyHash: hash },
    select: { id: true, apiEnabled: true, ipAllowList: true, rateLimitPerMinute: true, apiKeyLastUsedAt: true },
  });
  if (!company) return null;
  const entry: KeyEntry = {
    companyId: company.id,
    apiEnabled: company.apiEnabled,
    ipAllowList: company.ipAllowList,
    rateLimitPerMinute: company.rateLimitPerMinute,
    lastUsedAt: company.apiKeyLastUsedAt?.getTime() ?? null,
  };
  rememberKey(hash, entry);
  return entry;
}

export async function authenticateApiKey(input: { key: string | null; ip: string }): Promise<ApiCompany> {
  if (!input.key) {
    throw unauthenticated("Send your API key as `Authorization: Bearer <key>` or `X-API-Key: <key>`.");
  }
  // A string that cannot be a key is refused without a database round trip.
  const company = API_KEY_PATTERN.test(input.key) ? await lookUp(hashApiKey(input.key)) : null;
  if (!company) {
    throw unauthenticated("This API key is not valid. It may have been regenerated: use the key shown on the API Access page.");
  }
  if (!company.apiEnabled) {
    throw new AppError("api_access_disabled", "API access is switched off for this company. An Owner can switch it on under Settings › API Access.");
  }
  if (company.ipAllowList.length > 0 && !ipInList(input.ip, company.ipAllowList)) {
    throw new AppError("ip_not_allowed", `Requests from ${input.ip} are not allowed for this API key. An Owner can add the address under Settings › API Access.`);
  }
  const now = Date.now();
  if (company.lastUsedAt === null || now - company.lastUsedAt >= LAST_USED_RESOLUTION_MS) {
    company.lastUsedAt = now;
    // At most one write a minute per company, and only when no other process beat us to it.
    await db.company.updateMany({
      where: { id: company.companyId, OR: [{ apiKeyLastUsedAt: null }, { apiKeyLastUsedAt: { lt: new Date(now - LAST_USED_RESOLUTION_MS) } }] },
      data: { apiKeyLastUsedAt: new Date(now) },
    });
  }
  return { companyId: company.companyId, rateLimitPerMinute: company.rateLimitPerMinute };
}
