// Configuration, validated once at start: a bad value stops the process with a
// message naming the variable. next.config.js imports this file so `next dev`,
// `next build` and `next start` fail early too. Every variable is in README.md.
import { z } from "zod";

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const csv = z.string().transform((v) =>
  v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean),
);

/** @type {["SELLER_NAME", "SELLER_ADDRESS", "SELLER_VAT_NUMBER"]} */
const SELLER_NAMES = ["SELLER_NAME", "SELLER_ADDRESS", "SELLER_VAT_NUMBER"];

/** @param {string} value */
const addressLines = (value) =>
  value
    .split(",")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A UK VAT number as HMRC issues them, spaces removed: `GB` (optional) and 9 digits, or 12
 * (a branch), whose first nine pass the check digits (weights 8 to 2 and the last two digits,
 * modulus 97 or 9755), or `GBGD`/`GBHA` and three digits (government departments, health
 * authorities).
 * @param {string} value
 */
function isUkVatNumber(value) {
  const match = /^(?:GB)?(?:(\d{9})(?:\d{3})?|GD[0-4]\d{2}|HA[5-9]\d{2})$/.exec(value);
  if (!match) return false;
  const digits = match[1];
  if (digits === undefined) return true;
  const weighted = [8, 7, 6, 5, 4, 3, 2].reduce((sum, w, i) => sum + w * Number(digits[i]), 0);
  const total = weighted + Number(digits.slice(7));
  return total % 97 === 0 || (total + 55) % 97 === 0;
}

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    APP_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    KERBSIDE_DATA_DIR: z.string().min(1).default(".data"),
    // Tests only: a PGlite dump (tar) that the in-memory database (`memory://`) starts from.
    KERBSIDE_MEMORY_SNAPSHOT: z.string().min(1).optional(),
    KERBSIDE_SEED_DEMO: bool.optional(),
    NEXTAUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    NEXTAUTH_URL: z.url().optional(),
    TRUSTED_PROXIES: csv.default([]),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// URL")
      .optional(),
    SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Kerbside <no-reply@kerbside.local>"),
    REGISTRY_PROVIDER: z.enum(["sandbox", "dvla"]).default("sandbox"),
    REGISTRY_CACHE_SECONDS: z.coerce.number().int().min(0).default(86400),
    REGISTRY_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
    DVLA_API_KEY: z.string().min(1).optional(),
    DVLA_API_URL: z.url().default("https://driver-vehicle-licensing.api.gov.uk"),
    DVSA_API_URL: z.url().default("https://history.mot.api.gov.uk"),
    DVSA_TOKEN_URL: z.url().optional(),
    DVSA_CLIENT_ID: z.string().min(1).optional(),
    DVSA_CLIENT_SECRET: z.string().min(1).optional(),
    DVSA_API_KEY: z.string().min(1).optional(),
    DVSA_SCOPE: z.string().min(1).default("https://tapi.dvsa.gov.uk/.default"),
    INSURANCE_PROVIDER: z.enum(["none", "sandbox"]).default("sandbox"),
    LICENCE_PROVIDER: z.enum(["sandbox", "dvla"]).default("sandbox"),
    LICENCE_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
    DVLA_DRIVER_API_URL: z.url().default("https://driver-vehicle-licensing.api.gov.uk"),
    DVLA_DRIVER_API_KEY: z.string().min(1).optional(),
    DVLA_DRIVER_USERNAME: z.string().min(1).optional(),
    DVLA_DRIVER_PASSWORD: z.string().min(1).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default("eu-west-2"),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    // Background jobs and webhooks (src/server/jobs, services/webhooks).
    JOBS_IN_PROCESS: bool.optional(),
    WEBHOOK_RETRY_SCHEDULE_SECONDS: z
      .string()
      .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, "must be a comma list of whole seconds, e.g. 5,300,1800")
      .default("5,300,1800,7200,18000,36000,36000")
      .transform((v) => v.split(",").map((s) => Number(s.trim()))),
    // Webhook URLs on this machine or a private network: allowed in development unless set.
    WEBHOOK_ALLOW_PRIVATE_URLS: bool.optional(),
    // Credits and payments (README "Buying credits").
    PAYMENTS_PROVIDER: z.enum(["sandbox", "stripe"]).default("sandbox"),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, "must be a Stripe secret key (sk_... or rk_...)")
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, "must be a Stripe webhook signing secret (whsec_...)")
      .optional(),
    STRIPE_API_URL: z.url().optional(),
    CREDIT_BUNDLES: z
      .string()
      .regex(
        /^\s*\d+:\d+\s*(,\s*\d+:\d+\s*)*$/,
        "must be a comma list of credits:pence pairs, e.g. 10:1000,50:4750",
      )
      .default("10:1000,50:4750,200:18000,1000:85000"),
    // The seller on VAT invoices for credits (README "Buying credits"); all three or none.
    SELLER_NAME: z.string().trim().min(1).max(200).optional(),
    SELLER_ADDRESS: z
      .string()
      .trim()
      .max(500)
      .transform(addressLines)
      .refine(
        (lines) => lines.length >= 2,
        "must be the address as comma-separated lines (two or more), e.g. 1 High Street, Leeds, LS1 1AA",
      )
      .optional(),
    SELLER_VAT_NUMBER: z
      .string()
      .transform((v) => v.replace(/\s+/g, "").toUpperCase())
      .refine(isUkVatNumber, "must be a UK VAT number with valid check digits, e.g. GB999999973")
      .transform((v) => (v.startsWith("GB") ? v : `GB${v}`))
      .optional(),
    // Agreements (issue 12): the PAdES seal's PKCS#12 file; without it one is generated on first use.
    SEAL_P12_PATH: z.string().min(1).optional(),
    SEAL_P12_PASSWORD: z.string().optional(),
    // Operating it (README "Logs and metrics"): the log's level, and the token of GET /api/metrics.
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    METRICS_TOKEN: z
      .string()
      .min(16, "must be at least 16 characters")
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
      .optional(),
    // `npm run worker` only: the port of its own /api/metrics (the web processes serve theirs on PORT).
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.REGISTRY_PROVIDER === "dvla") {
      for (const name of [
        "DVLA_API_KEY",
        "DVSA_TOKEN_URL",
        "DVSA_CLIENT_ID",
        "DVSA_CLIENT_SECRET",
        "DVSA_API_KEY",
      ]) {
        if (!env[/** @type {keyof typeof env} */ (name)]) {
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "is required when REGISTRY_PROVIDER=dvla",
          });
        }
      }
    }
    if (env.LICENCE_PROVIDER === "dvla") {
      for (const name of ["DVLA_DRIVER_API_KEY", "DVLA_DRIVER_USERNAME", "DVLA_DRIVER_PASSWORD"]) {
        if (!env[/** @type {keyof typeof env} */ (name)]) {
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "is required when LICENCE_PROVIDER=dvla",
          });
        }
      }
    }
    if (env.PAYMENTS_PROVIDER === "stripe") {
      for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]) {
        if (!env[/** @type {keyof typeof env} */ (name)]) {
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "is required when PAYMENTS_PROVIDER=stripe",
          });
        }
      }
    }
    const seller = SELLER_NAMES.filter((name) => env[name] !== undefined);
    if (seller.length > 0 && seller.length < SELLER_NAMES.length) {
      for (const name of SELLER_NAMES.filter((n) => env[n] === undefined)) {
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: `is required with ${seller.join(" and ")}: the seller's name, address and VAT number go together`,
        });
      }
    }
    if (env.S3_BUCKET && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_ACCESS_KEY_ID"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET",
      });
    }
  });

/**
 * The providers whose sandbox would fake something real (free credits, a vehicle's MOT, tax and
 * insurance, a driving licence), and what a production deployment may choose for each. A
 * production start (the server's and the worker's entries, `assertProvidersNamed`) needs each
 * named: a forgotten variable must not quietly give everyone free credits or clean licences.
 * `next build` and other tools that load this file are not a start.
 */
const NAMED_IN_PRODUCTION = {
  PAYMENTS_PROVIDER: "stripe (or sandbox for a demo: anyone can press Pay for free credits)",
  REGISTRY_PROVIDER: "dvla (or sandbox for a demo: vehicles, MOT and tax are made up)",
  LICENCE_PROVIDER: "dvla (or sandbox for a demo: licence checks are made up)",
  INSURANCE_PROVIDER: "none (or sandbox for a demo: every vehicle but AA19SRN reads as insured)",
};

/** Every provider named as the sandbox: for tests, benchmarks and demos that run a production build. */
export const SANDBOX_PROVIDERS = {
  PAYMENTS_PROVIDER: "sandbox",
  REGISTRY_PROVIDER: "sandbox",
  LICENCE_PROVIDER: "sandbox",
  INSURANCE_PROVIDER: "sandbox",
};

/**
 * A made-up seller for the VAT invoices of tests, benchmarks and demos that run a production
 * build (the VAT number is HMRC's example, with valid check digits).
 */
export const SAMPLE_SELLER = {
  SELLER_NAME: "Kerbside Sample Ltd",
  SELLER_ADDRESS: "1 Sample Street, Leeds, LS1 1AA",
  SELLER_VAT_NUMBER: "GB999999973",
};

/**
 * Stops a production start whose providers are not all named, listing each one.
 * @param {Record<string, string | undefined>} source
 */
export function assertProvidersNamed(source) {
  if (source.NODE_ENV !== "production") return;
  const lines = Object.entries(NAMED_IN_PRODUCTION)
    .filter(([name]) => !source[name])
    .map(([name, choices]) => `  ${name}: must be set in production: ${choices}`);
  if (lines.length > 0) throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
}

/**
 * Stops a production start without the seller that VAT invoices name: an invoice without the
 * seller's name, address and VAT number is no VAT invoice.
 * @param {Record<string, string | undefined>} source
 */
export function assertSellerNamed(source) {
  if (source.NODE_ENV !== "production") return;
  const lines = SELLER_NAMES.filter((name) => !source[name]?.trim()).map(
    (name) =>
      `  ${name}: must be set in production: the seller printed on VAT invoices (SELLER_NAME, SELLER_ADDRESS as comma-separated lines, SELLER_VAT_NUMBER)`,
  );
  if (lines.length > 0) throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
}

/** @param {Record<string, string | undefined>} source */
export function parseEnv(source) {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ""),
  );
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (i) => `  ${i.path.join(".") || "(environment)"}: ${i.message}`,
    );
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  return {
    ...env,
    APP_URL: env.APP_URL ?? env.NEXTAUTH_URL ?? `http://localhost:${env.PORT}`,
    embedded: env.DATABASE_URL === undefined,
    // The demo company is made on a new embedded database unless turned off; on PostgreSQL only when asked.
    KERBSIDE_SEED_DEMO: env.KERBSIDE_SEED_DEMO ?? env.DATABASE_URL === undefined,
    // Job workers run inside the web process when embedded (one process owns the data); with
    // DATABASE_URL `npm run worker` runs them unless this says otherwise.
    JOBS_IN_PROCESS: env.JOBS_IN_PROCESS ?? env.DATABASE_URL === undefined,
    // A receiver on localhost is what development needs; production refuses it unless told.
    WEBHOOK_ALLOW_PRIVATE_URLS: env.WEBHOOK_ALLOW_PRIVATE_URLS ?? env.NODE_ENV === "development",
    // The seller on VAT invoices; null (a sample seller is printed) until all three are set.
    seller:
      env.SELLER_NAME && env.SELLER_ADDRESS && env.SELLER_VAT_NUMBER
        ? { name: env.SELLER_NAME, address: env.SELLER_ADDRESS, vatNumber: env.SELLER_VAT_NUMBER }
        : null,
  };
}

/** @typedef {ReturnType<typeof parseEnv>} Env */

/** @type {Env} */
export const env = parseEnv(process.env);
