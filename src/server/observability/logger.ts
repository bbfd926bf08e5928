// The one logger of every process (the server, the worker): pino, one JSON object per line on
// standard output (`time`, `level`, `msg`, then the line's own fields), at LOG_LEVEL. Bodies,
// headers and people's details are never passed to it; the redaction below is the net under that
// rule, should an object holding one of those keys ever be logged.
import { format, stripVTControlCharacters } from "node:util";
import pino, { type Logger } from "pino";
import { env } from "~/env";

/** Keys whose values never reach the log, at the top of a logged object or one level down. */
const SECRET_KEYS = [
  "authorization",
  "cookie",
  "x-api-key",
  "api_key",
  "apiKey",
  "password",
  "token",
  "secret",
  "signing_url",
  "email",
  "phone",
  "full_name",
  "date_of_birth",
  "licence_number",
  "address",
  "postcode",
  "body",
  "headers",
];

const REDACT_PATHS = SECRET_KEYS.flatMap((key) => [`["${key}"]`, `*["${key}"]`]);

// Lines are gathered and written 4 KB at a time (a write of its own per line cost a busy server
// about three times the CPU), and at least once a second, so a quiet server's lines are not held
// back; pino writes what is left when the process exits. Past 16 MB waiting (standard output
// not read), lines are dropped rather than held in memory.
const WRITE_AT_BYTES = 4096;
const WRITE_EVERY_MS = 1000;
const MAX_WAITING_BYTES = 16 * 1024 * 1024;

function createLogger(): Logger {
  const destination = pino.destination({
    dest: 1,
    sync: false,
    minLength: WRITE_AT_BYTES,
    maxLength: MAX_WAITING_BYTES,
  });
  setInterval(() => destination.flush(), WRITE_EVERY_MS).unref();
  return pino(
    {
      level: env.LOG_LEVEL,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    },
    destination,
  );
}

// One per process: the bundled server entry and Next.js's own build of src/ share it.
const globalForLogger = globalThis as unknown as { __kerbsideLogger?: Logger };

export const logger: Logger = (globalForLogger.__kerbsideLogger ??= createLogger());

/** The request lines' logger: the same output, without the redaction walk (their fields are fixed and never secret). */
export const requestLogger: Logger = logger.child({}, { redact: [] });

/** An error's message, for a line that names what failed without its stack. */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * Sends what other code writes through `console` (Next.js's own lines, a library's warning) to
 * the log, as lines of their level, so that standard output holds nothing but JSON. Called once
 * by the server and the worker when they start.
 */
export function logConsole(): void {
  const to =
    (level: "debug" | "info" | "warn" | "error") =>
    (...args: unknown[]) =>
      logger[level](stripVTControlCharacters(format(...args)).trim());
  console.debug = to("debug");
  console.log = to("info");
  console.info = to("info");
  console.warn = to("warn");
  console.error = to("error");
}
