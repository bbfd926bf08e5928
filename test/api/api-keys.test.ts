// API keys in their own table: one per company, replaced by a regeneration, with the
// last use shown on the API Access page and written at most once a minute. And the key
// cache's version check: a remembered key is refused as soon as its company's API
// settings version moves, before any notification could have reached this process.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/server/db";
import { isListening } from "~/server/db/listen";
import { toApiAccessSettings } from "~/server/models/api-access";
import { hashApiKey } from "~/server/services/api-access/api-key";
import { getApiSettings, regenerateApiKey } from "~/server/services/api-access/api-settings";
import { cachedKey } from "~/server/services/api-access/key-cache";
import { eventually } from "../eventually";
import { apiCompany, call, problemOf } from "./http";

const shared = Boolean(process.env.DATABASE_URL);
// With REDIS_URL the version lives in Redis, raised by the services only (not by the direct SQL below).
const versionInPostgres = shared && !process.env.REDIS_URL;
const shown = async (companyId: string) => toApiAccessSettings(await getApiSettings({ companyId }));

afterEach(() => {
  vi.useRealTimers();
});

describe("API keys", () => {
  it("keeps one key per company: regenerating replaces it, and the page shows the new one as never used", async () => {
    const { companyId, key } = await apiCompany();
    const [first] = await db.apiKey.findMany({ where: { companyId } });
    expect(first).toMatchObject({
      hash: hashApiKey(key),
      display: `kbs_${key.slice(4, 8)}…${key.slice(-4)}`,
    });
    expect(first!.id).toMatch(/^key_[0-9a-z]{26}$/);

    await call("GET", "/credits", { key });
    await eventually(async () => (await shown(companyId)).key_last_used_at, {
      what: "the key's last use",
    });
    const { key: next, settings } = await regenerateApiKey({
      companyId,
      actor: { kind: "api_key" },
    });
    const keys = await db.apiKey.findMany({ where: { companyId } });
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ hash: hashApiKey(next), lastUsedAt: null });
    expect(keys[0]!.id).not.toBe(first!.id);
    expect(toApiAccessSettings(settings)).toMatchObject({
      key_display: `kbs_${next.slice(4, 8)}…${next.slice(-4)}`,
      key_last_used_at: null,
    });
    await problemOf(await call("GET", "/credits", { key }), 401);
  });

  it("shows when the key was last used, written at most once a minute", async () => {
    const { companyId, key } = await apiCompany();
    expect((await shown(companyId)).key_last_used_at).toBeNull();

    expect((await call("GET", "/credits", { key })).status).toBe(200);
    const first = await eventually(async () => (await shown(companyId)).key_last_used_at, {
      what: "the key's last use",
    });
    expect(Date.now() - Date.parse(first)).toBeLessThan(10_000);

    // Within the minute, further requests leave it as it is.
    for (let i = 0; i < 3; i++) expect((await call("GET", "/credits", { key })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await shown(companyId)).key_last_used_at).toBe(first);

    // A minute later the next request moves it.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    expect((await call("GET", "/credits", { key })).status).toBe(200);
    vi.useRealTimers();
    const later = await eventually(
      async () => {
        const at = (await shown(companyId)).key_last_used_at;
        return at !== first ? at : null;
      },
      { what: "the key's next last use" },
    );
    expect(Date.parse(later) - Date.parse(first)).toBeGreaterThanOrEqual(60_000);
  });
});

describe.runIf(versionInPostgres)("the remembered key on PostgreSQL", () => {
  beforeAll(async () => {
    // Asking the cache opens this process's LISTEN connection; keys are remembered once it is up.
    cachedKey("");
    await eventually(() => Promise.resolve(isListening() || null), {
      what: "the LISTEN connection",
    });
  });

  it("is refused on the next request once its company's version moved, whether or not a notification arrived", async () => {
    const { companyId, key } = await apiCompany();
    expect((await call("GET", "/credits", { key })).status).toBe(200);
    expect(cachedKey(hashApiKey(key))).toMatchObject({ companyId });

    // The key's row goes as a regeneration elsewhere would remove it, but nobody is told:
    // the remembered key still answers (so this test can see the version check work)...
    await db.apiKey.deleteMany({ where: { companyId } });
    expect((await call("GET", "/credits", { key })).status).toBe(200);
    // ...until the version moves, which the rate-limit statement reports on the next request.
    await db.company.update({ where: { id: companyId }, data: { apiVersion: { increment: 1 } } });
    await problemOf(await call("GET", "/credits", { key }), 401);
    expect(cachedKey(hashApiKey(key))).toBeUndefined();
  });

  it("forgets a company's keys when another process announces a change", async () => {
    const { companyId, key } = await apiCompany();
    expect((await call("GET", "/credits", { key })).status).toBe(200);
    expect(cachedKey(hashApiKey(key))).toBeDefined();
    await db.$executeRaw`SELECT pg_notify('kerbside_api_access', ${companyId})`;
    await eventually(
      () => Promise.resolve(cachedKey(hashApiKey(key)) === undefined ? true : null),
      { what: "the notification" },
    );
  });
});
