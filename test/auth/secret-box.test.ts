// Secrets at rest (secret-box): what is sealed opens again under the same NEXTAUTH_SECRET, and
// under another one (a rotated secret, or a second process configured apart) or altered, it
// fails with a message that says why.
import { afterEach, describe, expect, it } from "vitest";
import { isSealed, seal, unseal } from "~/server/services/auth/secret-box";

const secret = process.env.NEXTAUTH_SECRET;
afterEach(() => {
  process.env.NEXTAUTH_SECRET = secret;
});

describe("secret-box", () => {
  it("opens what it sealed, and the sealed form shows nothing of the text", () => {
    const sealed = seal("https://kerbside.test/sign/abc123");
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain("abc123");
    expect(unseal(sealed)).toBe("https://kerbside.test/sign/abc123");
  });

  it("says why a text sealed under another NEXTAUTH_SECRET does not open", () => {
    const sealed = seal("a sign-in link");
    process.env.NEXTAUTH_SECRET = "another-secret-another-secret-another-secret";
    expect(() => unseal(sealed)).toThrow(
      "A sealed secret could not be opened: it was sealed under another NEXTAUTH_SECRET, or altered",
    );
  });

  it("refuses an altered text", () => {
    const [version, iv, tag, body = ""] = seal("a sign-in link").split(".");
    const altered = [version, iv, tag, `${body.startsWith("A") ? "B" : "A"}${body.slice(1)}`].join(
      ".",
    );
    expect(() => unseal(altered)).toThrow(/could not be opened/);
    expect(() => unseal("not sealed")).toThrow("Not a sealed secret");
  });
});
