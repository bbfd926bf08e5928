import path from "node:path";
import { env } from "~/env";

/** A human description of the configured database, without credentials. */
export function describeDatabase(): string {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
  }
  return env.KERBSIDE_DATA_DIR === "memory://"
    ? "the in-memory embedded database"
    : `the embedded database in ${path.resolve(env.KERBSIDE_DATA_DIR)}`;
}
