// Issue 15 item 9: no hard lockout. Wrong passwords slow down whoever sends them; the
// account's owner, from the address they last logged in from, still gets in.
import { describe, expect, it } from "vitest";
import { ACCOUNT_TIERS, logIn, PAIR_TIERS } from "~/server/services/auth/log-in";
import { createCompany } from "./factories";

// Fresh addresses each run: on PostgreSQL the counters outlive the test process.
const octet = () => Math.floor(Math.random() * 250) + 1;
const freshIp = () => `198.18.${octet()}.${octet()}`;
const RIGHT = "correct-horse-battery";

describe("log-in throttle", () => {
  it("a stranger hammering an account slows down only themselves", async () => {
    const { ownerEmail } = await createCompany();
    const home = freshIp();
    expect(await logIn({ email: ownerEmail, password: RIGHT, ip: home })).toMatchObject({
      ok: true,
    });

    const stranger = freshIp();
    const firstTier = PAIR_TIERS[0]!;
    for (let i = 0; i < 12; i++) {
      const answer = await logIn({
        email: ownerEmail,
        password: `guess-number-${i}`,
        ip: stranger,
      });
      expect(answer).toMatchObject({
        ok: false,
        reason: i < firstTier.failures ? "invalid" : "throttled",
      });
    }
    // Even the right password waits, from the stranger's address, for at most the first tier's window.
    const held = await logIn({ email: ownerEmail, password: RIGHT, ip: stranger });
    expect(held).toMatchObject({ ok: false, reason: "throttled" });
    expect(held.ok ? 0 : held.retryAfterSeconds).toBeLessThanOrEqual(firstTier.seconds);

    // Today's code locked the account after 10 wrong passwords: the owner is not locked out.
    expect(await logIn({ email: ownerEmail, password: RIGHT, ip: home })).toMatchObject({
      ok: true,
    });
  });

  it("guesses spread over many addresses hold back new addresses but never the usual one", async () => {
    const { ownerEmail } = await createCompany();
    const home = freshIp();
    expect(await logIn({ email: ownerEmail, password: RIGHT, ip: home })).toMatchObject({
      ok: true,
    });

    const accountTier = ACCOUNT_TIERS[0]!;
    for (let i = 0; i < accountTier.failures; i++) {
      expect(
        await logIn({ email: ownerEmail, password: `spread-guess-${i}`, ip: freshIp() }),
      ).toMatchObject({ ok: false, reason: "invalid" });
    }
    expect(await logIn({ email: ownerEmail, password: RIGHT, ip: freshIp() })).toMatchObject({
      ok: false,
      reason: "throttled",
    });
    expect(await logIn({ email: ownerEmail, password: RIGHT, ip: home })).toMatchObject({
      ok: true,
    });
  });

  it("a right password clears the address's own count", async () => {
    const { ownerEmail } = await createCompany();
    const ip = freshIp();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < PAIR_TIERS[0]!.failures - 1; i++) {
        expect(await logIn({ email: ownerEmail, password: "typo-password", ip })).toMatchObject({
          ok: false,
          reason: "invalid",
        });
      }
      expect(await logIn({ email: ownerEmail, password: RIGHT, ip })).toMatchObject({ ok: true });
    }
  });
});
