// In production every provider whose sandbox would fake something real (free credits, a
// vehicle's MOT and tax, insurance, a driving licence) must be named: the server's and the
// worker's start refuses, naming each variable. Development and tests keep the sandbox by
// default; `next build` (which loads the configuration too) is not a start.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assertProvidersNamed, parseEnv, SANDBOX_PROVIDERS } from "~/env";

const NAMES = ["PAYMENTS_PROVIDER", "REGISTRY_PROVIDER", "LICENCE_PROVIDER", "INSURANCE_PROVIDER"];

describe("providers in production", () => {
  it("refuses a production start that leaves any of them unset, naming each", () => {
    let message = "";
    try {
      assertProvidersNamed({ NODE_ENV: "production" });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of NAMES)
      expect(message).toMatch(new RegExp(`${name}: must be set in production`));
    expect(() =>
      assertProvidersNamed({ NODE_ENV: "production", ...SANDBOX_PROVIDERS, PAYMENTS_PROVIDER: "" }),
    ).toThrow(/PAYMENTS_PROVIDER: must be set in production: stripe/);
  });

  it("takes any explicit choice in production, the sandbox included, and defaults to the sandbox elsewhere", () => {
    expect(() =>
      assertProvidersNamed({
        NODE_ENV: "production",
        ...SANDBOX_PROVIDERS,
        INSURANCE_PROVIDER: "none",
      }),
    ).not.toThrow();
    expect(
      parseEnv({ NODE_ENV: "production", ...SANDBOX_PROVIDERS, INSURANCE_PROVIDER: "none" })
        .INSURANCE_PROVIDER,
    ).toBe("none");
    for (const NODE_ENV of ["development", "test"]) {
      const env = parseEnv({ NODE_ENV });
      expect([
        env.PAYMENTS_PROVIDER,
        env.REGISTRY_PROVIDER,
        env.LICENCE_PROVIDER,
        env.INSURANCE_PROVIDER,
      ]).toEqual(["sandbox", "sandbox", "sandbox", "sandbox"]);
    }
    // The build and other tools read the configuration without starting anything.
    expect(parseEnv({ NODE_ENV: "production" }).PAYMENTS_PROVIDER).toBe("sandbox");
    for (const NODE_ENV of ["development", "test"])
      expect(() => assertProvidersNamed({ NODE_ENV })).not.toThrow();
  });

  it("stops the worker process at start with the message", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      DATABASE_URL: "postgresql://127.0.0.1:1/none",
    };
    const run = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/worker.ts"], {
      cwd: root,
      env,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/PAYMENTS_PROVIDER: must be set in production/);
  });
});
