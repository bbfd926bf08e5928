import { describe, expect, it } from "vitest";
import { createCaller } from "~/server/api/root";
import { toAppError } from "~/server/api/trpc";
import { db } from "~/server/db";
import { contextFor, uniqueEmail } from "./factories";

const signUpFrom = (ip: string, email = uniqueEmail()) =>
  createCaller(contextFor(null, { ip })).account.signUp({
    company_name: "Throttle Hire",
    name: "Tom",
    email,
    password: "a-good-long-password",
    country: "GB",
  });

describe("sign-up throttle", () => {
  it("allows 10 sign-ups an hour from one address, then answers 429 with Retry-After and creates nothing", async () => {
    // Fresh addresses each run: on PostgreSQL the counters outlive the test process.
    const octet = () => Math.floor(Math.random() * 250) + 1;
    const ip = `198.18.${octet()}.${octet()}`;
    for (let i = 0; i < 10; i++) await signUpFrom(ip);
    const email = uniqueEmail();
    const error = toAppError(await signUpFrom(ip, email).catch((e: unknown) => e));
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(
      /Too many sign-ups from your network. Try again in \d+ minutes\./,
    );
    expect(Number(error.headers?.["Retry-After"])).toBeGreaterThan(3000);
    expect(await db.signUpRequest.count({ where: { email } })).toBe(0);

    // Another address is not affected.
    const other = uniqueEmail();
    expect(await signUpFrom(`198.19.${octet()}.${octet()}`, other)).toEqual({ email: other });
    expect(await db.signUpRequest.count({ where: { email: other } })).toBe(1);
  });
});
