// What the process's logger writes (src/server/observability/logger.ts), captured for a test:
// the JSON lines as written, parsed, instead of on standard output.
import pino from "pino";
import { vi } from "vitest";
import { logger } from "~/server/observability/logger";

export type LogLine = {
  level: string;
  msg: string;
  time: string;
  request_id?: string;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
};

type Writable = { write: (line: string) => boolean };

export type LogCapture = {
  /** Every line written since the capture began. */
  lines: () => LogLine[];
  /** The lines at level error or fatal. */
  errors: () => LogLine[];
  /** All that was written, as text. */
  text: () => string;
  restore: () => void;
};

export function captureLog(): LogCapture {
  const stream = (logger as unknown as Record<symbol, Writable>)[pino.symbols.streamSym]!;
  const written: string[] = [];
  const spy = vi.spyOn(stream, "write").mockImplementation((line: string) => {
    written.push(line);
    return true;
  });
  const lines = () => written.map((line) => JSON.parse(line) as LogLine);
  return {
    lines,
    errors: () => lines().filter((line) => line.level === "error" || line.level === "fatal"),
    text: () => written.join(""),
    restore: () => spy.mockRestore(),
  };
}
