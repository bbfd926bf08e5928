/** True for Prisma's unique-constraint violation (P2002), on either adapter. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}

// Prisma's codes and the driver adapter's kinds for "the database is not there" (refused,
// closed, timed out, out of connections), and PostgreSQL's own for a shutting-down server.
const UNREACHABLE_CODES = new Set([
  "P1001",
  "P1002",
  "P1008",
  "P1017",
  "P2024",
  "ECONNREFUSED",
  "ECONNRESET",
  "57P01",
  "57P03",
  "08001",
  "08006",
]);
// Every connection stayed busy for the transaction's whole `maxWait`: the database is
// overloaded, which the client should treat like "away for a moment" (503 and Retry-After).
const NO_TRANSACTION_IN_TIME = "Unable to start a transaction in the given time";
const UNREACHABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);

/** True when `error` (or its cause) says the database cannot be reached, rather than a bug. */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 4) return false;
  const { code, meta, cause } = error as {
    code?: unknown;
    meta?: { driverAdapterError?: { cause?: { kind?: unknown } } };
    cause?: unknown;
  };
  if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
  if (code === "P2028" && error instanceof Error && error.message.includes(NO_TRANSACTION_IN_TIME))
    return true;
  const kind = meta?.driverAdapterError?.cause?.kind;
  if (typeof kind === "string" && UNREACHABLE_KINDS.has(kind)) return true;
  return isDatabaseUnreachable(cause, depth + 1);
}
