// Who is calling /api/v1: the company whose key hash matches, if its API access is on and
// the caller's address is on its allow-list. The key and its company are remembered in
// memory (key-cache.ts), so an ordinary request runs one statement before its own work:
// the rate-limit step (`take`, passed in by the HTTP layer), which also answers the
// company's API settings version. A remembered entry of another version is read again
// before the request goes on, so a regenerated key, a switched-off company or a removed
// address is refused on the very next request in every process, whenever the change's
// notification arrives. A refusal is never decided from memory alone.
import { db } from "../../db";
import { AppError } from "../../errors";
import { ipInList } from "../../net/ip-list";
import { logger, messageOf } from "../../observability/logger";
import { shareApiVersion } from "../../limits/rolling-window";
import { API_KEY_PATTERN, hashApiKey } from "./api-key";
import {
  cachedKey,
  forgetKey,
  readKey,
  rememberKey,
  trustsVersion,
  type KeyEntry,
} from "./key-cache";

const LAST_USED_RESOLUTION_MS = 60_000;

const unauthenticated = (detail: string) =>
  new AppError("unauthenticated", detail, {
    headers: { "WWW-Authenticate": 'Bearer realm="kerbside"' },
  });

const unknownKey = () =>
  unauthenticated(
    "This API key is not valid. It may have been regenerated: use the key shown on the API Access page.",
  );

/** The refusal this entry gives the caller, if any. */
function refusal(entry: KeyEntry, ip: string): AppError | null {
  if (!entry.apiEnabled) {
    return new AppError(
      "api_access_disabled",
      "API access is switched off for this company. An Owner can switch it on under Settings › API Access.",
    );
  }
  if (entry.ipAllowList.length > 0 && !ipInList(ip, entry.ipAllowList)) {
    return new AppError(
      "ip_not_allowed",
      `Requests from ${ip} are not allowed for this API key. An Owner can add the address under Settings › API Access.`,
    );
  }
  return null;
}

/** Reads the key from the database and remembers it; 401 when no such key exists. */
async function readFresh(hash: string): Promise<KeyEntry> {
  const entry = await readKey(hash);
  if (!entry) throw unknownKey();
  rememberKey(hash, entry);
  await shareApiVersion(entry.liveCompanyId, entry.version);
  return entry;
}

function assertAllowed(entry: KeyEntry, ip: string): void {
  const refused = refusal(entry, ip);
  if (refused) throw refused;
}

/** Records the key's last use at most once a minute, without making the request wait for it. */
function touch(entry: KeyEntry): void {
  const now = Date.now();
  if (entry.lastUsedAt !== null && now - entry.lastUsedAt < LAST_USED_RESOLUTION_MS) return;
  entry.lastUsedAt = now;
  const since = new Date(now - LAST_USED_RESOLUTION_MS);
  // Conditional, so of several processes only the first in a minute writes.
  db.apiKey
    .updateMany({
      where: { id: entry.keyId, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: since } }] },
      data: { lastUsedAt: new Date(now) },
    })
    .catch((error: unknown) =>
      logger.error({ error: messageOf(error) }, "Could not record the API key's last use"),
    );
}

/** Names the company (and mode) of a known key for the request's log, refused or not. */
function noted(entry: KeyEntry, onKnown?: (entry: KeyEntry) => void): KeyEntry {
  onKnown?.(entry);
  return entry;
}

/**
 * Authenticates the key and takes one request of its budget with `take` (its own count, of
 * the live company's limit: a test key's count is apart), which must answer the live
 * company's API settings version (`versionOf`) as its store sees it (null: unknown).
 * `onKnown` hears of the key's company before any refusal (the request log keeps those).
 */
export async function authenticateApiKey<Budget extends { version: number | null }>(input: {
  key: string | null;
  ip: string;
  take: (companyId: string, limitPerMinute: number, versionOf: string) => Promise<Budget>;
  onKnown?: (entry: KeyEntry) => void;
}): Promise<{ companyId: string; mode: KeyEntry["mode"]; budget: Budget }> {
  if (!input.key) {
    throw unauthenticated(
      "Send your API key as `Authorization: Bearer <key>` or `X-API-Key: <key>`.",
    );
  }
  // A string that cannot be a key is refused without a database round trip.
  if (!API_KEY_PATTERN.test(input.key)) throw unknownKey();
  const hash = hashApiKey(input.key);
  const remembered = cachedKey(hash);
  let entry = noted(
    remembered && !refusal(remembered, input.ip) ? remembered : await readFresh(hash),
    input.onKnown,
  );
  assertAllowed(entry, input.ip);
  const budget = await input.take(entry.companyId, entry.rateLimitPerMinute, entry.liveCompanyId);
  if (entry === remembered && !trustsVersion(entry, budget.version)) {
    // Changed since this process read it (its notification may still be on the way).
    forgetKey(hash);
    entry = noted(await readFresh(hash), input.onKnown);
    assertAllowed(entry, input.ip);
  }
  touch(entry);
  return { companyId: entry.companyId, mode: entry.mode, budget };
}
