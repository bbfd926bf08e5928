// Names for Prisma's statements on PostgreSQL, so that each pooled connection parses a
// statement once and then only binds and runs it (node-postgres keeps the prepared statements
// of each connection by name). The name is a digest of the SQL text, so two texts never share
// one. The app sends a bounded set of texts; anything past the first `limit` distinct ones (an
// IN list of a new length, say) runs unnamed, as every statement did before, so a connection
// never holds more than `limit` prepared statements.
import { createHash } from "node:crypto";

export function statementNames(limit = 2_000): (query: { sql: string }) => string {
  const names = new Map<string, string>();
  return ({ sql }) => {
    const known = names.get(sql);
    if (known !== undefined) return known;
    // The empty name is node-postgres's unnamed statement: parsed for this one run.
    if (names.size >= limit) return "";
    const name = `kb_${createHash("sha256").update(sql).digest("base64url").slice(0, 32)}`;
    names.set(sql, name);
    return name;
  };
}
