// `npm run admin -- <command> [--flags]`: the operator's CLI. Every command prints
// one JSON object on stdout; errors go to stderr with exit code 1 (2 for usage).
// Works against DATABASE_URL, or the embedded data folder while the server is stopped.
import { parseArgs } from "node:util";

const USAGE = `Usage: npm run admin -- <command> [options]

  create-company --name "Acme Hire" --email ops@acme.test --password '...' [--country GB] [--owner-name "Ada Owner"] [--credits N] [--rate-limit N]
      Creates a company with its first staff user (Owner), switches API access on, and prints
      { "company_id", "user_email", "api_key", "test_api_key" }.
  set-rate-limit --company co_... --limit N      Requests per minute for the company's key.
  grant-credits  --company co_... --credits N    Adds N free credits (a ledger grant).
  regenerate-key --company co_...                Makes a new API key; the old one stops working at once.
  regenerate-test-key --company co_...           Makes a new test key (kbs_test_...) and prints
      { "test_api_key" }; the old test key stops working at once, the live key is untouched.
  enable-api     --company co_...                Switches API access on.
  disable-api    --company co_...                Switches API access off.
  backup  --out FILE                             Writes one .tar.gz: a dump of the database, the
      local photos and PDFs, and manifest.json (every file's SHA-256). Embedded: run it while
      the server is stopped (it refuses while one runs). With DATABASE_URL: pg_dump, any time.
  restore --in FILE --data-dir DIR               Checks every SHA-256, then restores into DIR, a
      new or empty folder (with DATABASE_URL: also into that database, which must be empty).`;

function usage(message?: string): never {
  if (message) console.error(`${message}\n`);
  console.error(USAGE);
  process.exit(2);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        name: { type: "string" },
        email: { type: "string" },
        password: { type: "string" },
        country: { type: "string" },
        "owner-name": { type: "string" },
        credits: { type: "string" },
        "rate-limit": { type: "string" },
        company: { type: "string" },
        limit: { type: "string" },
        out: { type: "string" },
        in: { type: "string" },
        "data-dir": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
})();

const command = positionals[0];
if (values.help || !command) usage();

const required = (name: keyof typeof values): string => {
  const value = values[name];
  if (typeof value !== "string" || value === "") usage(`${command} needs --${name}.`);
  return value;
};
const integer = (name: keyof typeof values): number => {
  const raw = required(name);
  if (!/^-?\d+$/.test(raw)) usage(`--${name} must be a whole number (got "${raw}").`);
  return Number(raw);
};

const { env } = await import("../src/env.js").catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
const { closeDatabase, prepareDatabase } = await import("../src/server/db");
const commands = await import("../src/server/services/operator/operator-commands");
const { closeCounterStore } = await import("../src/server/limits/limiter");
const { createBackup } = await import("../src/server/services/operator/create-backup");
const { restoreBackup } = await import("../src/server/services/operator/restore-backup");

// backup and restore handle the database as a whole, as it is: they migrate nothing, and in
// embedded mode lock the data folder themselves (backup refuses while a server has it open).
const wholeDatabase = (): Promise<{ storage: string }> | undefined => {
  if (command === "backup") return createBackup({ out: required("out") });
  if (command === "restore")
    return restoreBackup({ archive: required("in"), dataDir: required("data-dir") });
  return undefined;
};

const run = async (): Promise<unknown> => {
  switch (command) {
    case "create-company":
      return commands.createCompanyWithApiKey({
        name: required("name"),
        email: required("email"),
        password: required("password"),
        country: values.country,
        ownerName: values["owner-name"],
        credits: values.credits === undefined ? undefined : integer("credits"),
        rateLimit: values["rate-limit"] === undefined ? undefined : integer("rate-limit"),
      });
    case "set-rate-limit":
      return commands.setCompanyRateLimit({
        companyId: required("company"),
        limit: integer("limit"),
      });
    case "grant-credits":
      return commands.grantCredits({ companyId: required("company"), credits: integer("credits") });
    case "regenerate-key":
      return commands.regenerateCompanyKey({ companyId: required("company") });
    case "regenerate-test-key":
      return commands.regenerateCompanyTestKey({ companyId: required("company") });
    case "enable-api":
    case "disable-api":
      return commands.setCompanyApiAccess({
        companyId: required("company"),
        enabled: command === "enable-api",
      });
    default:
      return usage(`Unknown command "${command}".`);
  }
};

try {
  const whole = wholeDatabase();
  if (whole) {
    const result = await whole;
    console.log(JSON.stringify(result));
    if (result.storage === "s3")
      console.error(
        `Photos and PDFs are in the S3 bucket "${env.S3_BUCKET}", not in this backup: keep versioning on for that bucket.`,
      );
  } else {
    // In embedded mode this takes the data folder's lock: a running server holds it,
    // and the error says so (DataFolderLockedError).
    await prepareDatabase();
    const result = await run();
    console.log(JSON.stringify(result));
    await closeDatabase();
    // Changes to API settings tell Redis (when REDIS_URL is set) the new version.
    await closeCounterStore();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  if (env.embedded) await closeDatabase().catch(() => undefined);
  process.exit(1);
}
