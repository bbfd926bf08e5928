// What authenticating a key needs, kept in memory in embedded mode only. There one
// process owns the database (the data-folder lock), so every change to a company's
// key, switch or allow-list goes through this process and forgets the entry at once.
// With DATABASE_URL several processes serve, and a key regenerated in one must fail in
// all of them at once, so nothing is cached there: every request reads the row.
import { env } from "~/env";

export type KeyEntry = { companyId: string; apiEnabled: boolean; ipAllowList: string[]; rateLimitPerMinute: number; lastUsedAt: number | null };

const MAX_ENTRIES = 10_000;
const store = globalThis as unknown as { __kerbsideKeyCache?: Map<string, KeyEntry> };

function cache(): Map<string, KeyEntry> | null {
  if (!env.embedded) return null;
  store.__kerbsideKeyCache ??= new Map();
  return store.__kerbsideKeyCache;
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

/** Called after any change to a company's API key, switch, allow-list or rate limit. */
export function forgetCompany(companyId: string): void {
  const map = cache();
  if (!map) return;
  for (const [hash, entry] of map) if (entry.companyId === companyId) map.delete(hash);
}
