// The one logger: a JSON line with time, level and msg; keys that hold secrets or a hirer's
// details are censored should such an object ever be logged; and what other code writes
// through `console` (Next.js's own lines) becomes lines of the log too.
import { afterEach, describe, expect, it } from "vitest";
import { logConsole, logger } from "~/server/observability/logger";
import { captureLog, type LogCapture } from "../log-capture";

let capture: LogCapture | undefined;
afterEach(() => capture?.restore());

describe("the logger", () => {
  it("writes time, level and msg, and censors secrets and a hirer's details", () => {
    capture = captureLog();
    logger.warn(
      {
        queue: "email",
        password: "correct-horse",
        customer: { email: "lena@example.com", phone: "07700 900456", id: "cus_1" },
        headers: { authorization: "Bearer kbs_secret" },
      },
      "Something to look at",
    );
    const [line] = capture.lines();
    expect(line).toMatchObject({
      level: "warn",
      msg: "Something to look at",
      queue: "email",
      password: "[redacted]",
      customer: { email: "[redacted]", phone: "[redacted]", id: "cus_1" },
      headers: "[redacted]",
    });
    expect(new Date(line!.time).toISOString()).toBe(line!.time);
    expect(capture.text()).not.toMatch(/correct-horse|lena@|07700|kbs_secret/);
  });

  it("turns console output into log lines of its level, without colours", () => {
    const saved = { ...console };
    capture = captureLog();
    try {
      logConsole();
      console.log("\u001b[32m✓\u001b[39m Running next.config.js took %dms", 18);
      console.error(new Error("a library failed"));
    } finally {
      Object.assign(console, saved);
    }
    const [info, error] = capture.lines();
    expect(info).toMatchObject({ level: "info", msg: "✓ Running next.config.js took 18ms" });
    expect(error?.level).toBe("error");
    expect(error?.msg).toMatch(/^Error: a library failed\n\s+at /);
  });
});
