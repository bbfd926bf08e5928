// What authenticating a key needs, remembered in memory by every process, so a keyed
// request reads neither the key nor the company. Every change to a company's key, switch,
// allow-list or rate limit raises `Company.apiVersion` and sends `pg_notify` in its own
// transaction (`announceApiChange`), so the notification leaves only on commit.
// - Embedded: one process owns the database, and the change forgets the entry at once.
// - PostgreSQL: each process LISTENs (db/listen.ts) and forgets the company's entries when
//   told; while that connection is down nothing is remembered. A notification can still
//   arrive after the next request, so the request also checks the remembered version
//   against the one its rate-limit statement returns (authenticate.ts).
import { db, type Tx } from "../../db";
import { isListening, listenTo } from "../../db/listen";
import { env } from "~/env";

export type KeyEntry = {
  keyId: string;
  /** The company the key acts as: the live company, or its test twin for a test key. */
  companyId: string;
  /** The live company, whose switch, allow-list, rate limit and settings version the key obeys. */
  liveCompanyId: string;
  mode: "live" | "test";
  apiEnabled: boolean;
  ipAllowList: string[];
  rateLimitPerMinute: number;
  /** `Company.apiVersion` when the entry was read. */
  version: number;
  lastUsedAt: number | null;
};

const CHANNEL = "kerbside_api_access";
const MAX_ENTRIES = 10_000;
const store = globalThis as unknown as { __kerbsideKeyCache?: Map<string, KeyEntry> };

function entries(): Map<string, KeyEntry> {
  store.__kerbsideKeyCache ??= new Map();
  return store.__kerbsideKeyCache;
}

/** The cache when it can be trusted: always when embedded, on PostgreSQL only while listening. */
function cache(): Map<string, KeyEntry> | null {
  if (env.embedded) return entries();
  listenTo(CHANNEL, { message: forgetCompany, reset: () => entries().clear() });
  return isListening() ? entries() : null;
}

export function cachedKey(hash: string): KeyEntry | undefined {
  return cache()?.get(hash);
}

export function rememberKey(hash: string, entry: KeyEntry): void {
  const map = cache();
  if (!map) return;
  if (map.size >= MAX_ENTRIES) map.clear();
  map.set(hash, entry);
}

export function forgetKey(hash: string): void {
  entries().delete(hash);
}

/** Forgets every remembered key of the company, its test key included (this process only). */
export function forgetCompany(companyId: string): void {
  const map = entries();
  for (const [hash, entry] of map) {
    if (entry.companyId === companyId || entry.liveCompanyId === companyId) map.delete(hash);
  }
}

/** Inside the transaction of a change to the company's API settings: tells every process once it commits. */
export async function announceApiChange(tx: Tx, companyId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${CHANNEL}, ${companyId})`;
}

const KEY_SETTINGS = {
  id: true,
  apiEnabled: true,
  ipAllowList: true,
  rateLimitPerMinute: true,
  apiVersion: true,
} as const;

/**
 * Reads a key with what authentication needs of its company (one statement), or null for an
 * unknown key. A test key's settings are its live company's; a retired twin's key is unknown.
 */
export async function readKey(hash: string): Promise<KeyEntry | null> {
  const key = await db.apiKey.findUnique({
    where: { hash },
    select: {
      id: true,
      lastUsedAt: true,
      company: {
        select: { ...KEY_SETTINGS, isTest: true, testOf: { select: KEY_SETTINGS } },
      },
    },
  });
  if (!key) return null;
  const company = key.company.isTest ? key.company.testOf : key.company;
  if (!company) return null;
  return {
    keyId: key.id,
    companyId: key.company.id,
    liveCompanyId: company.id,
    mode: key.company.isTest ? "test" : "live",
    apiEnabled: company.apiEnabled,
    ipAllowList: company.ipAllowList,
    rateLimitPerMinute: company.rateLimitPerMinute,
    version: company.apiVersion,
    lastUsedAt: key.lastUsedAt?.getTime() ?? null,
  };
}

/**
 * Whether a remembered entry is still current, given the version the rate-limit step just
 * answered (null: no shared store answered, so nothing proves it). Embedded, every change
 * went through this process and forgot the entry already.
 */
export function trustsVersion(entry: KeyEntry, version: number | null): boolean {
  return env.embedded || version === entry.version;
}
