import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env";
import { parseBundles } from "./bundles";
import { csvCell } from "./ledger-csv";

describe("bundle catalogue", () => {
  it("reads credits:pence pairs smallest first, named with thousands separators, one bundle per size", () => {
    expect(parseBundles("1000:85000, 10:1000,0:500,10:999,25:2400")).toEqual([
      { id: "bdl_10", name: "10 credits", credits: 10, amount_pence: 1000, currency: "gbp" },
      { id: "bdl_25", name: "25 credits", credits: 25, amount_pence: 2400, currency: "gbp" },
      {
        id: "bdl_1000",
        name: "1,000 credits",
        credits: 1000,
        amount_pence: 85000,
        currency: "gbp",
      },
    ]);
  });

  it("refuses a malformed CREDIT_BUNDLES, and Stripe without its secrets, naming the variables", () => {
    expect(() => parseEnv({ CREDIT_BUNDLES: "10=1000" })).toThrow(/CREDIT_BUNDLES/);
    expect(() => parseEnv({ PAYMENTS_PROVIDER: "stripe" })).toThrow(
      /STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      parseEnv({
        PAYMENTS_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "pk_test_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
      }),
    ).toThrow(/STRIPE_SECRET_KEY/);
    expect(
      parseEnv({
        PAYMENTS_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
      }).PAYMENTS_PROVIDER,
    ).toBe("stripe");
  });
});

describe("ledger CSV cells", () => {
  it("quotes commas, quotes and newlines, and defuses spreadsheet formulas", () => {
    expect(csvCell("Bought 10 credits")).toBe("Bought 10 credits");
    expect(csvCell('Report "A", van')).toBe('"Report ""A"", van"');
    expect(csvCell("=1+2")).toBe("'=1+2");
    expect(csvCell(-1)).toBe("-1");
  });
});
