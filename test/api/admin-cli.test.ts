// The operator's CLI: create-company prints one JSON object whose key works at once;
// the other commands change what they say; a data folder in use is refused clearly.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { SANDBOX_PROVIDERS } from "~/env";
import { db } from "~/server/db";
import {
  createCompanyWithApiKey,
  grantCredits,
  regenerateCompanyKey,
  regenerateCompanyTestKey,
  setCompanyRateLimit,
} from "~/server/services/operator/operator-commands";
import { uniqueEmail } from "../factories";
import { call, json, problemOf } from "./http";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

describe("operator commands", () => {
  it("create a company with API access on and a working key, then change its limit, credits and key", async () => {
    const made = await createCompanyWithApiKey({
      name: "Acme Hire",
      email: uniqueEmail("ops"),
      password: "long-enough-pass",
      credits: 25,
      rateLimit: 120,
    });
    expect(Object.keys(made).sort()).toEqual([
      "api_key",
      "company_id",
      "test_api_key",
      "user_email",
    ]);
    expect(made.company_id).toMatch(/^co_/);
    expect(made.api_key).toMatch(/^kbs_/);
    expect(made.test_api_key).toMatch(/^kbs_test_[0-9A-Za-z]{40}$/);
    expect(await json(await call("GET", "/credits", { key: made.test_api_key }))).toMatchObject({
      balance: 1000,
    });
    const { test_api_key } = await regenerateCompanyTestKey({ companyId: made.company_id });
    expect(test_api_key).toMatch(/^kbs_test_/);
    await problemOf(await call("GET", "/credits", { key: made.test_api_key }), 401);
    expect((await call("GET", "/credits", { key: test_api_key })).status).toBe(200);
    const first = await call("GET", "/credits", { key: made.api_key });
    expect(await json(first)).toMatchObject({ balance: 25 });
    expect(first.headers.get("ratelimit-limit")).toBe("120");

    expect(await setCompanyRateLimit({ companyId: made.company_id, limit: 500 })).toEqual({
      company_id: made.company_id,
      rate_limit_per_minute: 500,
    });
    const granted = await grantCredits({ companyId: made.company_id, credits: 5 });
    expect(granted.balance).toBe(30);
    expect(granted.transaction_id).toMatch(/^txn_/);
    const { api_key } = await regenerateCompanyKey({ companyId: made.company_id });
    await problemOf(await call("GET", "/credits", { key: made.api_key }), 401);
    expect((await call("GET", "/credits", { key: api_key })).headers.get("ratelimit-limit")).toBe(
      "500",
    );
    const user = await db.user.findUniqueOrThrow({ where: { email: made.user_email } });
    expect(user.role).toBe("OWNER");
  });

  it("refuse an unknown company and bad numbers", async () => {
    await expect(
      grantCredits({ companyId: "co_01jd8x3m5kf3v9w2q7r4t6y8z0", credits: 5 }),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(setCompanyRateLimit({ companyId: "nope", limit: 5 })).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(
      createCompanyWithApiKey({ name: "A", email: "not-an-email", password: "short" }),
    ).rejects.toMatchObject({ code: "invalid_request" });
  });
});

describe("npm run admin", () => {
  const admin = (dataDir: string, args: string[]) =>
    run(path.join(root, "node_modules/.bin/tsx"), ["scripts/admin.ts", ...args], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        ...SANDBOX_PROVIDERS,
        KERBSIDE_DATA_DIR: dataDir,
        DATABASE_URL: "",
      },
    });

  it("prints one JSON object, and says why not when the data folder is in use", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "kerbside-admin-"));
    try {
      const { stdout } = await admin(dir, [
        "create-company",
        "--name",
        "Acme Hire",
        "--email",
        "ops@acme.test",
        "--password",
        "long-enough-pass",
      ]);
      const printed = JSON.parse(stdout.trim()) as Record<string, string>;
      expect(Object.keys(printed).sort()).toEqual([
        "api_key",
        "company_id",
        "test_api_key",
        "user_email",
      ]);
      expect(printed.test_api_key).toMatch(/^kbs_test_[0-9A-Za-z]{40}$/);
      expect(printed.company_id).toMatch(/^co_/);
      expect(printed.user_email).toBe("ops@acme.test");
      expect(printed.api_key).toMatch(/^kbs_[0-9A-Za-z]{40}$/);

      writeFileSync(path.join(dir, "kerbside.lock"), String(process.pid)); // as if a server were running
      const refused = await admin(dir, [
        "grant-credits",
        "--company",
        "co_01jd8x3m5kf3v9w2q7r4t6y8z0",
        "--credits",
        "1",
      ]).then(
        () => null,
        (error: { code: number; stderr: string; stdout: string }) => error,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stdout).toBe("");
      expect(refused?.stderr).toMatch(/is in use by another Kerbside process/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
