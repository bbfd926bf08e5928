// Who is calling /api/v1: the company whose key hash matches, if its API access is
// on and the caller's address is on its allow-list. Read from the database on every
// request, so a regenerated key or a switched-off company is refused at once by
// every process.
import { db } from "../../db";
import { AppError } from "../../errors";
import { ipInList } from "../../http/client-ip";
import { API_KEY_PATTERN, hashApiKey } from "./api-key";

export type ApiCompany = { companyId: string; rateLimitPerMinute: number };

const LAST_USED_RESOLUTION_MS = 60_000;

const unauthenticated = (detail: string) =>
  new AppError("unauthenticated", detail, { headers: { "WWW-Authenticate": 'Bearer realm="kerbside"' } });

export async function authenticateApiKey(input: { key: string | null; ip: string }): Promise<ApiCompany> {
  if (!input.key) {
    throw unauthenticated("Send your API key as `Authorization: Bearer <key>` or `X-API-Key: <key>`.");
  }
  // A string that cannot be a key is refused without a database round trip.
  const company = API_KEY_PATTERN.test(input.key)
    ? await db.company.findUnique({
        where: { apiKeyHash: hashApiKey(input.key) },
        select: { id: true, apiEnabled: true, ipAllowList: true, rateLimitPerMinute: true, apiKeyLastUsedAt: true },
      })
    : null;
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
  if (!company.apiKeyLastUsedAt || now - company.apiKeyLastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    // At most one write a minute per company, and only when no other request beat us to it.
    await db.company.updateMany({
      where: { id: company.id, OR: [{ apiKeyLastUsedAt: null }, { apiKeyLastUsedAt: { lt: new Date(now - LAST_USED_RESOLUTION_MS) } }] },
      data: { apiKeyLastUsedAt: new Date(now) },
    });
  }
  return { companyId: company.id, rateLimitPerMinute: company.rateLimitPerMinute };
}
