import path from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

// Unit tests sit beside the code; integration tests run against a real database:
// PostgreSQL when DATABASE_URL is set, otherwise an in-memory PGlite per test worker.
//
// Most files share their worker (and so its modules, database and job queue) with the files
// run before them: on PostgreSQL every file already shares one database, so the tests never
// count on an empty one, and a fresh process per file cost more than the tests themselves.
// The files that replace a module (vi.mock), a setting read at import (vi.stubEnv) or a global
// (console) get a process of their own.
const OWN_PROCESS = [
  "test/api/idempotency.test.ts",
  "test/api/openapi-security-lint.test.ts",
  "test/api/openapi.test.ts",
  "test/api/rest.test.ts",
  "test/login-messages.test.ts",
  "test/email-smtp.test.ts",
  // Replaces the global console (logConsole), which the files sharing a worker still use.
  "test/observability/logger.test.ts",
  "test/reports/sign-off-race.test.ts",
];
const INCLUDE = ["src/**/*.test.ts", "test/**/*.test.ts"];

const project = (
  name: string,
  isolate: boolean,
  files: { include: string[]; exclude?: string[] },
): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, isolate, ...files, env: { KERBSIDE_TEST_SHARED_WORKER: isolate ? "" : "true" } },
});

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  test: {
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/setup.ts"],
    env: {
      NODE_ENV: "test",
      KERBSIDE_DATA_DIR: process.env.DATABASE_URL ? ".data-test" : "memory://",
      // Webhook tests deliver to a receiver on 127.0.0.1, and retry in about a second.
      WEBHOOK_ALLOW_PRIVATE_URLS: "true",
      WEBHOOK_RETRY_SCHEDULE_SECONDS: "1,1,1,1",
      // Keys the sandbox checkout links (the server generates or is given one in real use).
      NEXTAUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
    projects: [
      project("shared", false, { include: INCLUDE, exclude: OWN_PROCESS }),
      project("own-process", true, { include: OWN_PROCESS }),
    ],
  },
});
