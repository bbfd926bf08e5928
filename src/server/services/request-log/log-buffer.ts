// The request log's writer (contract section 8): every /api/v1 request of a company is kept,
// but never on the request's own path. An entry joins an in-memory buffer (no await, no
// statement); the buffer is written with one multi-row INSERT every second, or as soon as it
// holds a batch's worth. A failed write is logged and dropped: the log never fails, slows or
// holds a request, nor any request's transaction. A process stopping writes what it holds.
import { db, Prisma, unnestRows } from "../../db";
import { logger, messageOf } from "../../observability/logger";

export type RequestLogEntry = {
  id: string;
  companyId: string;
  mode: "live" | "test";
  method: string;
  path: string;
  query: string | null;
  status: number;
  durationMs: number;
  idempotencyKey: string | null;
  errorCode: string | null;
  responseBody: string | null;
  createdAt: Date;
};

const FLUSH_EVERY_MS = 1_000;
const BATCH_ROWS = 500;
// Past this many waiting rows (the database away for a while), new entries are dropped.
const MAX_WAITING = 50_000;

type Buffer = { entries: RequestLogEntry[]; timer: NodeJS.Timeout | null; writing: Promise<void> };
const store = globalThis as unknown as { __kerbsideRequestLog?: Buffer };
const buffer = (): Buffer =>
  (store.__kerbsideRequestLog ??= { entries: [], timer: null, writing: Promise.resolve() });

// One statement of arrays, not Prisma's createMany: building a 500-row createMany cost about
// 150 µs of CPU per row, a tenth of a keyed request (bench/request-log.bench.ts).
function insertEntries(batch: RequestLogEntry[]): Prisma.Sql {
  const rows = batch.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() }));
  const columns = {
    id: "text",
    companyId: "text",
    mode: "text",
    method: "text",
    path: "text",
    query: "text",
    status: "int",
    durationMs: "int",
    idempotencyKey: "text",
    errorCode: "text",
    responseBody: "text",
    createdAt: "text",
  } as const;
  return Prisma.sql`INSERT INTO "RequestLog" ("id", "companyId", "mode", "method", "path", "query", "status", "durationMs", "idempotencyKey", "errorCode", "responseBody", "createdAt")
    SELECT e."id", e."companyId", e."mode", e."method", e."path", e."query", e."status", e."durationMs", e."idempotencyKey", e."errorCode", e."responseBody", (e."createdAt"::timestamptz AT TIME ZONE 'UTC')
    FROM ${unnestRows("e", columns, rows)}
    ON CONFLICT ("id") DO NOTHING`;
}

async function write(batch: RequestLogEntry[]): Promise<void> {
  try {
    await db.$executeRaw(insertEntries(batch));
  } catch (error) {
    logger.error(
      { error: messageOf(error), rows: batch.length },
      "Could not write the request log; these entries are dropped",
    );
  }
}

/** Writes every waiting entry now (in batches), after any write already under way. */
export function flushRequestLog(): Promise<void> {
  const state = buffer();
  if (state.timer) {
    clearTimeout(state.timer);
    state.timer = null;
  }
  const waiting = state.entries.splice(0);
  state.writing = state.writing.then(async () => {
    for (let i = 0; i < waiting.length; i += BATCH_ROWS) {
      await write(waiting.slice(i, i + BATCH_ROWS));
    }
  });
  return state.writing;
}

/** Keeps one request's entry; it is written within a second. Never throws, never waits. */
export function logApiRequest(entry: RequestLogEntry): void {
  const state = buffer();
  if (state.entries.length >= MAX_WAITING) return;
  state.entries.push(entry);
  if (state.entries.length >= BATCH_ROWS) {
    void flushRequestLog();
    return;
  }
  if (!state.timer) {
    state.timer = setTimeout(() => void flushRequestLog(), FLUSH_EVERY_MS);
    state.timer.unref();
  }
}
