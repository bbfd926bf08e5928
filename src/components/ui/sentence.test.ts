import { describe, expect, it } from "vitest";
import { asSentence } from "./sentence";

describe("validation messages as sentences", () => {
  it("put the field's label before a message that follows it", () => {
    expect(asSentence("must be a UK postcode, for example SW1A 1AA", "Postcode")).toBe(
      "Postcode must be a UK postcode, for example SW1A 1AA.",
    );
    expect(asSentence("is required", "Subject")).toBe("Subject is required.");
    expect(asSentence("must be at most 500 characters", "Description (optional)")).toBe(
      "Description must be at most 500 characters.",
    );
  });

  it("end a message that is already a sentence with a full stop, once", () => {
    expect(asSentence("Enter your name", "Your name")).toBe("Enter your name.");
    expect(asSentence("Choose at least one event.", "Events")).toBe("Choose at least one event.");
  });

  it("stand alone when no label is known", () => {
    expect(asSentence("is required")).toBe("This is required.");
    expect(asSentence("must be true: the driver agreed to this check")).toBe(
      "Must be true: the driver agreed to this check.",
    );
  });
});
