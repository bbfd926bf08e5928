import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import { SAMPLE_SELLER, SANDBOX_PROVIDERS } from "./src/env.js";

// e2e runs against the production build (`npm run build` first), on its own port
// and its own database: a fresh embedded folder, or DATABASE_URL when it is set.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${PORT}`;
export const E2E_DATA_DIR = `.data-e2e-${PORT}`;
// The mailbox the app sends through (e2e/email-sink.ts): SMTP in, JSON out for the tests.
const SINK_SMTP_PORT = PORT + 2000;
export const SINK_HTTP_URL = `http://127.0.0.1:${PORT + 2100}`;

// Debian's Chromium: its headless shell when installed (`chromium-headless-shell`, what
// Playwright itself runs headless; it takes about a quarter less time here), else the browser.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = {
  ...devices["Desktop Chrome"],
  // The service worker precaches every built file (about 90) in each test's new browser, and
  // fetches a report's sync screen beside each report page: the offline journeys
  // (offline-inspection.spec.ts) allow it; the others test the pages, not the phone's copy.
  serviceWorkers: "block" as const,
  launchOptions: {
    executablePath:
      process.env.CHROMIUM_PATH ??
      (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-dev-shm-usage",
    ],
  },
};

export default defineConfig({
  testDir: "e2e",
  // Per port, so parallel runs never wipe each other's results.
  outputDir: `test-results-${PORT}`,
  fullyParallel: false,
  // One browser at a time unless E2E_WORKERS says more (a browser and its server take a core).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: `${process.env.TEST_REPORTS_DIR ?? ".test-reports"}/e2e.json` }],
  ],
  // No trace by default: recording one films every action of every test (a screencast), which
  // took about a third of the browser's CPU and a fifth of the suite's time. A failing test
  // keeps its screenshot; `npx playwright test --trace retain-on-failure` records traces.
  use: { baseURL, trace: "off", screenshot: "only-on-failure" },
  projects: [
    { name: "api", testDir: "e2e/api" },
    { name: "ui", testDir: "e2e/ui", use: chromium },
  ],
  webServer: [
    {
      command: "node_modules/.bin/tsx e2e/email-sink.ts",
      url: `${SINK_HTTP_URL}/messages`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { SINK_SMTP_PORT: String(SINK_SMTP_PORT), SINK_HTTP_PORT: String(PORT + 2100) },
    },
    {
      // Every run starts from an empty embedded database. The folder is emptied here, not in a
      // globalSetup: Playwright starts the webServer first, and deleting an open PGlite folder
      // breaks it (with DATABASE_URL, tests make their own companies and need no empty database).
      command: `node -e "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })" ${E2E_DATA_DIR} && node scripts/start.mjs`,
      url: `${baseURL}/login`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        NODE_ENV: "production",
        // A production start names its providers (every one the sandbox here) and the seller.
        ...SANDBOX_PROVIDERS,
        ...SAMPLE_SELLER,
        PORT: String(PORT),
        KERBSIDE_DATA_DIR: E2E_DATA_DIR,
        KERBSIDE_SEED_DEMO: "true",
        // Every e2e test signs up from 127.0.0.1; the production default (10 an hour) would refuse them.
        SIGNUP_LIMIT_PER_HOUR: "10000",
        NEXTAUTH_SECRET:
          process.env.NEXTAUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
        NEXT_TELEMETRY_DISABLED: "1",
        // One server, no separate worker: mail and webhooks run in it, on either database.
        JOBS_IN_PROCESS: "true",
        // The webhook specs deliver to a receiver on 127.0.0.1 and watch a retry within seconds.
        WEBHOOK_ALLOW_PRIVATE_URLS: "true",
        // Mail really goes out over SMTP, to the mailbox above: sign-up links and invitations
        // are read from there, as their recipients would.
        SMTP_URL: `smtp://127.0.0.1:${SINK_SMTP_PORT}`,
      },
    },
  ],
});
