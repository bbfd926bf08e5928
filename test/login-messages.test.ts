// Issue 15 item 9: the login form prints fixed sentences only, and a database failure
// during log-in reaches it as a code, never as the database's message.
import { describe, expect, it, vi } from "vitest";
import { loginErrorMessage, loginNotice } from "~/server/auth/login-messages";

vi.mock("~/server/services/auth/log-in", () => ({
  logIn: () => Promise.reject(new Error("Can't reach database server at `db.internal:5432`")),
}));

describe("login page messages", () => {
  it("a database failure during log-in becomes a plain sentence", async () => {
    const { authOptions } = await import("~/server/auth/options");
    const provider = authOptions.providers[0] as unknown as {
      options: {
        authorize: (
          credentials: Record<string, string>,
          req: { headers: Record<string, string> },
        ) => Promise<unknown>;
      };
    };
    const failure = await provider.options
      .authorize({ email: "someone@example.test", password: "a-password-here" }, { headers: {} })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    const code = (failure as Error).message;
    expect(code).not.toContain("database");
    expect(loginErrorMessage(code)).toBe(
      "We can't log you in just now. Please try again in a minute.",
    );
  });

  it("unknown codes and free text print nothing", () => {
    expect(loginErrorMessage("Your account is suspended. Call 0800 000 000")).toBeNull();
    expect(loginErrorMessage("toString")).toBeNull();
    expect(loginNotice("<b>hello</b>")).toBeNull();
    expect(loginErrorMessage("CredentialsSignin")).toBe(
      "That email and password don't match an account.",
    );
  });
});
