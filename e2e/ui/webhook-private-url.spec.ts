// A production server left to its defaults refuses a webhook URL on this machine, and the form
// says how to allow it. The suite's own server allows such URLs (its webhook specs deliver to a
// receiver on 127.0.0.1), so this spec starts a second production server, configured as the
// suite's but without WEBHOOK_ALLOW_PRIVATE_URLS, on its own port and data folder.
import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { rmSync } from "node:fs";
import config from "../../playwright.config";
import { expectNoAxeViolations } from "../axe";
import { logIn } from "../helpers";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
const ORIGIN = `http://localhost:${PORT}`;
const DATA_DIR = `.data-e2e-${PORT}`;

/** The suite's app server's environment (the providers and seller it names), as the config sets it. */
function suiteServerEnv(): Record<string, string> {
  const servers = [config.webServer ?? []].flat();
  return { ...servers.find((s) => s.env?.KERBSIDE_DATA_DIR)?.env };
}

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...suiteServerEnv(),
    PORT: String(PORT),
    KERBSIDE_DATA_DIR: DATA_DIR,
    KERBSIDE_SEED_DEMO: "true",
  };
  delete env.WEBHOOK_ALLOW_PRIVATE_URLS;
  delete env.SMTP_URL;
  server = spawn(process.execPath, ["scripts/start.mjs"], { env, stdio: "ignore" });
  await expect(async () => {
    expect((await fetch(`${ORIGIN}/login`)).ok).toBe(true);
  }).toPass({ timeout: 150_000, intervals: [500] });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await once(server, "exit");
  }
  rmSync(DATA_DIR, { recursive: true, force: true });
});

test.use({ baseURL: ORIGIN });

test("a webhook URL on localhost is refused in production, with how to allow it", async ({
  page,
}) => {
  await logIn(page, "demo@kerbside.test", "kerbside-demo");
  await page.goto("/settings/webhooks");
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const form = page.getByRole("form", { name: "Add endpoint" });
  await form.getByRole("checkbox", { name: /vehicle\.created/ }).check();
  const refusal = form.getByRole("alert").filter({ hasText: "WEBHOOK_ALLOW_PRIVATE_URLS=true" });
  for (const url of ["http://localhost:4000/kerbside", "http://127.0.0.1:4000/kerbside"]) {
    await form.getByLabel("Endpoint URL").fill(url);
    await form.getByRole("button", { name: "Add endpoint" }).click();
    await expect(refusal).toHaveText(
      "Kerbside does not send to this computer (localhost) or a private network address. To allow it, start the server with WEBHOOK_ALLOW_PRIVATE_URLS=true.",
    );
  }
  await expect(page.getByTestId("webhook-endpoint")).toHaveCount(0);
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(refusal).toBeVisible();
    await expectNoAxeViolations(page, `webhook form refusal at ${width}`);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({
        path: `e2e/screenshots/webhook-private-url-${width}.png`,
        fullPage: true,
      });
  }
});
