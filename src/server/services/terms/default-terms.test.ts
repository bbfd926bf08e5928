import { describe, expect, it } from "vitest";
import { DEFAULT_TERMS_BODY } from "./default-terms";
import { liabilityClause, SUGGESTED_LIABILITY_CLAUSE } from "../../models/liability-clause";

describe("the statement of liability in terms", () => {
  it("is found headed, numbered or not, in any case, and only as a heading", () => {
    expect(liabilityClause("Intro.\n\n8. Statement of liability. You pay.")).toBe(
      "8. Statement of liability. You pay.",
    );
    expect(liabilityClause("STATEMENT OF LIABILITY\nYou pay.")).toBe(
      "STATEMENT OF LIABILITY\nYou pay.",
    );
    expect(liabilityClause("12) Statement of liability: you pay.")).not.toBeNull();
    expect(liabilityClause("You sign a statement of liability later.")).toBeNull();
    expect(liabilityClause("8. Fines and charges. You pay them.")).toBeNull();
  });

  it("is in the default terms of a new company, and the suggested text is one", () => {
    expect(liabilityClause(DEFAULT_TERMS_BODY)).toMatch(/^\d+\. Statement of liability\./);
    expect(liabilityClause(SUGGESTED_LIABILITY_CLAUSE)).toBe(SUGGESTED_LIABILITY_CLAUSE);
  });
});
