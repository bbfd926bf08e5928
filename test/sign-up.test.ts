import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { AppError } from "~/server/errors";
import { signUp } from "~/server/services/company/sign-up";
import { logIn } from "~/server/services/auth/log-in";
import { uniqueEmail } from "./factories";

const base = { company_name: "Acme Hire", name: "Ada Owner", password: "a-long-password" };

describe("sign-up", () => {
  it("creates a UK company with its Owner and a 10-credit ledger grant", async () => {
    const email = uniqueEmail();
    const { companyId, userId } = await signUp({ ...base, email, country: "GB" });

    const company = await db.company.findUniqueOrThrow({ where: { id: companyId } });
    expect(company.creditBalance).toBe(10);
    expect(companyId).toMatch(/^co_[0-9a-z]{26}$/);
    const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(user).toMatchObject({ companyId, role: "OWNER", email });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const ledger = await db.creditTransaction.findMany({ where: { companyId } });
    expect(ledger).toEqual([
      expect.objectContaining({ kind: "GRANT", amount: 10, balanceAfter: 10 }),
    ]);
  });

  it("refuses a company outside the UK and creates nothing", async () => {
    const email = uniqueEmail();
    const attempt = signUp({ ...base, email, country: "FR" });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: "country_not_supported", status: 422 });
    expect(await db.user.findUnique({ where: { email } })).toBeNull();
    // Counted by this sign-up's own email: other test files create companies at the same time.
    expect(await db.company.count({ where: { contactEmail: email } })).toBe(0);
  });

  it("refuses a second account for the same email without a half-made company", async () => {
    const email = uniqueEmail();
    await signUp({ ...base, email, country: "GB" });
    await expect(signUp({ ...base, email, country: "GB" })).rejects.toMatchObject({
      code: "conflict",
    });
    expect(await db.company.count({ where: { contactEmail: email } })).toBe(1);
  });
});

describe("log-in", () => {
  it("accepts the right password and gives the same answer for a wrong password and an unknown email", async () => {
    const email = uniqueEmail();
    await signUp({ ...base, email, country: "GB" });
    const ip = `10.0.${Math.floor(Math.random() * 250)}.1`;
    expect(await logIn({ email: email.toUpperCase(), password: base.password, ip })).toMatchObject({
      ok: true,
    });
    const wrong = await logIn({ email, password: "nope-nope-nope", ip });
    const unknown = await logIn({ email: uniqueEmail(), password: "nope-nope-nope", ip });
    expect(wrong).toEqual({ ok: false, reason: "invalid" });
    expect(unknown).toEqual(wrong);
  });

  it("throttles repeated guessing of one account", async () => {
    const email = uniqueEmail();
    await signUp({ ...base, email, country: "GB" });
    const ip = `10.1.${Math.floor(Math.random() * 250)}.1`;
    for (let i = 0; i < 10; i++) await logIn({ email, password: `guess-${i}-xxxxx`, ip });
    const blocked = await logIn({ email, password: base.password, ip });
    expect(blocked).toMatchObject({ ok: false, reason: "throttled" });
  });
});
