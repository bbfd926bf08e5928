import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit tests sit beside the code; integration tests run against a real database:
// PostgreSQL when DATABASE_URL is set, otherwise an in-memory PGlite per test file.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
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
  },
});
