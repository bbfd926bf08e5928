// WEBHOOK_ALLOW_PRIVATE_URLS: a receiver on localhost is allowed in development by default and
// refused in production by default; a value given always wins.
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env";

const allowed = (source: Record<string, string>) => parseEnv(source).WEBHOOK_ALLOW_PRIVATE_URLS;

describe("webhook URLs on this machine or a private network", () => {
  it("are allowed in development and refused in production and tests, unless set", () => {
    expect(allowed({ NODE_ENV: "development" })).toBe(true);
    expect(allowed({})).toBe(true);
    expect(allowed({ NODE_ENV: "production" })).toBe(false);
    expect(allowed({ NODE_ENV: "test" })).toBe(false);
  });

  it("follow an explicit value in any mode", () => {
    expect(allowed({ NODE_ENV: "development", WEBHOOK_ALLOW_PRIVATE_URLS: "false" })).toBe(false);
    expect(allowed({ NODE_ENV: "development", WEBHOOK_ALLOW_PRIVATE_URLS: "0" })).toBe(false);
    expect(allowed({ NODE_ENV: "production", WEBHOOK_ALLOW_PRIVATE_URLS: "true" })).toBe(true);
    expect(allowed({ NODE_ENV: "production", WEBHOOK_ALLOW_PRIVATE_URLS: "1" })).toBe(true);
    // An empty value is no value: the mode decides.
    expect(allowed({ NODE_ENV: "production", WEBHOOK_ALLOW_PRIVATE_URLS: "" })).toBe(false);
    expect(() => parseEnv({ WEBHOOK_ALLOW_PRIVATE_URLS: "yes" })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_URLS/,
    );
  });
});
