// The hire gate's rule: each warning, just inside and just outside it, and their order.
import { describe, expect, it } from "vitest";
import { hireWarnings, type HireFacts } from "./hire-warnings";

const clean: HireFacts = {
  startsAt: new Date("2026-03-02T09:00:00Z"),
  vehicle: {
    vrm: "AB12CDE",
    motValidUntil: new Date("2027-01-31T00:00:00Z"),
    taxStatus: "Taxed",
    insuranceStatus: "insured",
  },
  latestCheck: { outcome: "valid", penaltyPoints: 0 },
};

const facts = (
  patch: Partial<Omit<HireFacts, "vehicle">> & { vehicle?: Partial<HireFacts["vehicle"]> },
): HireFacts => ({
  ...clean,
  ...patch,
  vehicle: { ...clean.vehicle, ...patch.vehicle },
});

const codes = (f: HireFacts) => hireWarnings(f).map((w) => w.code);
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe("hireWarnings", () => {
  it("finds nothing for a taxed, insured vehicle with an MOT and a hirer whose licence is valid", () => {
    expect(hireWarnings(clean)).toEqual([]);
  });

  describe("mot_expired", () => {
    it("is not given when the MOT runs until the hire's first day itself", () => {
      expect(codes(facts({ vehicle: { motValidUntil: day("2026-03-02") } }))).toEqual([]);
    });

    it("is given when the MOT ran out the day before the hire's first day, with the date in words", () => {
      expect(hireWarnings(facts({ vehicle: { motValidUntil: day("2026-03-01") } }))).toEqual([
        { code: "mot_expired", message: "The MOT of AB12 CDE ran out on 1 Mar 2026." },
      ]);
    });

    it("counts the first day in UK time: 00:30 BST on 2 June is 23:30 UTC on 1 June", () => {
      const mot = { motValidUntil: day("2026-06-01") };
      expect(codes(facts({ startsAt: new Date("2026-06-01T23:30:00Z"), vehicle: mot }))).toEqual([
        "mot_expired",
      ]);
      expect(codes(facts({ startsAt: new Date("2026-05-31T23:30:00Z"), vehicle: mot }))).toEqual(
        [],
      );
    });

    it("counts the first day in UK time in winter too (GMT: 23:30 UTC is the same day)", () => {
      const mot = { motValidUntil: day("2026-12-01") };
      expect(codes(facts({ startsAt: new Date("2026-12-01T23:30:00Z"), vehicle: mot }))).toEqual(
        [],
      );
      expect(codes(facts({ startsAt: new Date("2026-12-02T00:00:00Z"), vehicle: mot }))).toEqual([
        "mot_expired",
      ]);
    });

    it("is not given when the registry holds no MOT date", () => {
      expect(codes(facts({ vehicle: { motValidUntil: null } }))).toEqual([]);
    });
  });

  describe("untaxed", () => {
    it("is given for every tax status but Taxed, SORN included, and for none at all", () => {
      expect(hireWarnings(facts({ vehicle: { taxStatus: "Untaxed" } }))).toEqual([
        { code: "untaxed", message: "AB12 CDE is not taxed." },
      ]);
      expect(hireWarnings(facts({ vehicle: { taxStatus: "SORN" } }))).toEqual([
        {
          code: "untaxed",
          message: "AB12 CDE is declared off the road (SORN), so it is not taxed.",
        },
      ]);
      expect(codes(facts({ vehicle: { taxStatus: "Not Taxed for on Road Use" } }))).toEqual([
        "untaxed",
      ]);
      expect(codes(facts({ vehicle: { taxStatus: null } }))).toEqual(["untaxed"]);
    });

    it("is not given for Taxed, and the status is matched exactly", () => {
      expect(codes(facts({ vehicle: { taxStatus: "Taxed" } }))).toEqual([]);
      expect(codes(facts({ vehicle: { taxStatus: "taxed" } }))).toEqual(["untaxed"]);
    });
  });

  describe("not_insured", () => {
    it("is given when the insurance check said not insured", () => {
      expect(hireWarnings(facts({ vehicle: { insuranceStatus: "not_insured" } }))).toEqual([
        { code: "not_insured", message: "The insurance check found no insurance for AB12 CDE." },
      ]);
    });

    it("is not given when insured, or when nothing was checked (unknown)", () => {
      expect(codes(facts({ vehicle: { insuranceStatus: "insured" } }))).toEqual([]);
      expect(codes(facts({ vehicle: { insuranceStatus: "unknown" } }))).toEqual([]);
    });
  });

  describe("licence_invalid", () => {
    it.each([
      [
        "disqualified",
        "The hirer's latest licence check shows they are disqualified from driving.",
      ],
      ["expired", "The hirer's latest licence check shows their licence has expired."],
      ["provisional", "The hirer's latest licence check shows a provisional licence only."],
    ])("is given when the latest check is %s", (outcome, message) => {
      expect(hireWarnings(facts({ latestCheck: { outcome, penaltyPoints: 0 } }))).toEqual([
        { code: "licence_invalid", message },
      ]);
    });

    it("is not given when the latest check is valid", () => {
      expect(codes(facts({ latestCheck: { outcome: "valid", penaltyPoints: 0 } }))).toEqual([]);
    });
  });

  describe("licence_points", () => {
    it("says how many points", () => {
      expect(hireWarnings(facts({ latestCheck: { outcome: "points", penaltyPoints: 6 } }))).toEqual(
        [
          {
            code: "licence_points",
            message: "The hirer's latest licence check shows 6 penalty points.",
          },
        ],
      );
      expect(
        hireWarnings(facts({ latestCheck: { outcome: "points", penaltyPoints: 1 } }))[0]?.message,
      ).toBe("The hirer's latest licence check shows 1 penalty point.");
    });

    it("is not given for a valid licence, and never beside licence_invalid", () => {
      expect(codes(facts({ latestCheck: { outcome: "valid", penaltyPoints: 0 } }))).toEqual([]);
      expect(codes(facts({ latestCheck: { outcome: "disqualified", penaltyPoints: 12 } }))).toEqual(
        ["licence_invalid"],
      );
    });
  });

  describe("licence_not_checked", () => {
    it("is given when the hirer has no stored check, and not once they have one", () => {
      expect(hireWarnings(facts({ latestCheck: null }))).toEqual([
        {
          code: "licence_not_checked",
          message: "The hirer's driving licence has not been checked.",
        },
      ]);
      expect(codes(facts({ latestCheck: { outcome: "valid", penaltyPoints: 0 } }))).toEqual([]);
    });
  });

  it("lists them in the contract's order", () => {
    expect(
      codes(
        facts({
          vehicle: {
            motValidUntil: day("2025-01-01"),
            taxStatus: "SORN",
            insuranceStatus: "not_insured",
          },
          latestCheck: { outcome: "expired", penaltyPoints: 0 },
        }),
      ),
    ).toEqual(["mot_expired", "untaxed", "not_insured", "licence_invalid"]);
    expect(
      codes(
        facts({
          vehicle: { taxStatus: "Untaxed" },
          latestCheck: { outcome: "points", penaltyPoints: 3 },
        }),
      ),
    ).toEqual(["untaxed", "licence_points"]);
    expect(
      codes(facts({ vehicle: { insuranceStatus: "not_insured" }, latestCheck: null })),
    ).toEqual(["not_insured", "licence_not_checked"]);
  });
});
