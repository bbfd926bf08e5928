// In production every provider whose sandbox would fake something real (free credits, a
// vehicle's MOT and tax, insurance, a driving licence) must be named, and so must the seller
// printed on VAT invoices: the server's and the worker's start refuses, naming each variable.
// Development and tests keep the sandbox and a sample seller by default; `next build` (which
// loads the configuration too) is not a start.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  assertProvidersNamed,
  assertSellerNamed,
  parseEnv,
  SAMPLE_SELLER,
  SANDBOX_PROVIDERS,
} from "~/env";

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
    const run = startWorker({});
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/PAYMENTS_PROVIDER: must be set in production/);
  });
});

const startWorker = (extra: Record<string, string>) => {
  const root = path.resolve(import.meta.dirname, "..");
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    DATABASE_URL: "postgresql://127.0.0.1:1/none",
    ...extra,
  };
  return spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/worker.ts"], {
    cwd: root,
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
};

describe("the seller on VAT invoices", () => {
  it("refuses a production start without the seller's name, address and VAT number, naming each", () => {
    let message = "";
    try {
      assertSellerNamed({ NODE_ENV: "production", ...SANDBOX_PROVIDERS });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ["SELLER_NAME", "SELLER_ADDRESS", "SELLER_VAT_NUMBER"])
      expect(message).toMatch(new RegExp(`${name}: must be set in production`));
    expect(() =>
      assertSellerNamed({ NODE_ENV: "production", ...SAMPLE_SELLER, SELLER_ADDRESS: " " }),
    ).toThrow(/SELLER_ADDRESS: must be set in production/);
    expect(() => assertSellerNamed({ NODE_ENV: "production", ...SAMPLE_SELLER })).not.toThrow();
    for (const NODE_ENV of ["development", "test"]) {
      expect(() => assertSellerNamed({ NODE_ENV })).not.toThrow();
      expect(parseEnv({ NODE_ENV }).seller).toBeNull();
    }
  });

  it("reads the seller, its address as lines and its VAT number the one way, and refuses a bad one", () => {
    expect(
      parseEnv({
        SELLER_NAME: " Acme Invoicing Ltd ",
        SELLER_ADDRESS: "2 Mill Lane,  Unit 3 , York,YO1 7HH",
        SELLER_VAT_NUMBER: "999 9999 73",
      }).seller,
    ).toEqual({
      name: "Acme Invoicing Ltd",
      address: ["2 Mill Lane", "Unit 3", "York", "YO1 7HH"],
      vatNumber: "GB999999973",
    });
    // Check digits by modulus 97 and by 9755, a branch, a government department.
    for (const good of ["GB999999973", "GB123456727", "GB 999 9999 73 001", "GBGD001", "GBHA599"])
      expect(parseEnv({ ...SAMPLE_SELLER, SELLER_VAT_NUMBER: good }).seller?.vatNumber).toBe(
        good.replace(/\s+/g, ""),
      );
    for (const bad of ["GB999999974", "GB12345678", "FR40303265045", "GBGD600", "GBHA100"])
      expect(() => parseEnv({ ...SAMPLE_SELLER, SELLER_VAT_NUMBER: bad }), bad).toThrow(
        /SELLER_VAT_NUMBER: must be a UK VAT number with valid check digits/,
      );
    expect(() => parseEnv({ ...SAMPLE_SELLER, SELLER_ADDRESS: "Leeds" })).toThrow(
      /SELLER_ADDRESS: must be the address as comma-separated lines/,
    );
    expect(() => parseEnv({ SELLER_NAME: "Acme Invoicing Ltd" })).toThrow(
      /SELLER_ADDRESS: is required with SELLER_NAME[^]*SELLER_VAT_NUMBER: is required with SELLER_NAME/,
    );
  });

  it("stops the worker process at start when the providers are named but the seller is not", () => {
    const run = startWorker(SANDBOX_PROVIDERS);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/SELLER_VAT_NUMBER: must be set in production/);
    expect(run.stderr).not.toMatch(/PROVIDER/);
  });
});
