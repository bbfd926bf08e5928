// What a migration may do while the previous release still serves (an upgrade without a stop):
// nothing that rewrites or long-locks a table that already holds rows, and nothing that the
// old code, still running beside the new, would break on. A statement that does one of these
// anyway passes when it, or the whole migration, carries its timing on the bench's scale data
// (TIMED_FORM). SQL is read by PostgreSQL's own parser (libpg-query); its offsets are bytes.
import {
  loadModule,
  parseSync,
  scanSync,
  type AlterTableCmd,
  type ColumnDef,
  type Constraint,
  type Node,
  type RangeVar,
  type ScanToken,
} from "libpg-query";

export type Finding = { line: number; message: string };

// A slow statement may be timed; one PostgreSQL refuses to run (in a transaction) may not.
type Problem = { message: string; refused?: true };
const refused = (message: string): Problem => ({ message, refused: true });

/** The comment that lets a statement through: `-- timed: 1.2 s on bench scale data (100,000 vehicles), locks "Vehicle" ACCESS EXCLUSIVE`. */
export const TIMED_FORM =
  "-- timed: <n> ms|s|min on bench scale data (<rows the table held>), locks <table> <lock mode>";
const TIMED =
  /^--\s*timed:\s*\d[\d,.]*\s*(?:ms|s|min)\s+on bench scale data\s+\((?=[^)]*\d)[^)]+\),\s*locks\s+\S.*$/;
const TIMED_START = /^--\s*timed\b/i;

/** Whether `comment` is a timing in the fixed form (TIMED_FORM). */
export const isTimingComment = (comment: string) => TIMED.test(comment.trim());

// Defaults PostgreSQL must compute row by row, so adding a column with one rewrites the table.
const VOLATILE_DEFAULTS = new Set([
  "clock_timestamp",
  "gen_random_uuid",
  "nextval",
  "random",
  "timeofday",
  "uuid_generate_v1",
  "uuid_generate_v4",
]);
const SERIAL_TYPES = new Set([
  "serial",
  "serial2",
  "serial4",
  "serial8",
  "bigserial",
  "smallserial",
]);

const HOW_TO = {
  rewrite: "add a new column, fill it in batches, switch the code over, and drop the old one later",
  notNull:
    'add CHECK ("column" IS NOT NULL) NOT VALID, VALIDATE it in a later migration, then SET NOT NULL (PostgreSQL skips the scan)',
  validate: "add it NOT VALID, then VALIDATE CONSTRAINT in a later migration",
  index: "CREATE INDEX CONCURRENTLY, as the only statement of its migration",
  contract:
    "stop using it in one release and remove it in a later one, once no running code reads it",
  batches: "fill the rows in batches outside the migration, or time it",
};

type Stmt = { node: Node; line: number; covered: boolean };

type Context = { created: Set<string>; addedNotValid: Set<string>; statements: number };

const tableKey = (r: RangeVar | undefined) => (r ? `${r.schemaname ?? "public"}.${r.relname}` : "");
const quoted = (r: RangeVar | undefined) => `"${r?.relname ?? "?"}"`;

function stringsOf(nodes: Node[] | undefined): string[] {
  return (nodes ?? []).flatMap((n) => ("String" in n && n.String.sval ? [n.String.sval] : []));
}

/** Every function a (default) expression calls, by its unqualified name. */
function functionsCalled(node: unknown): string[] {
  if (!node || typeof node !== "object") return [];
  if (Array.isArray(node)) return node.flatMap(functionsCalled);
  const found: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === "FuncCall") {
      const name = stringsOf((value as { funcname?: Node[] }).funcname).at(-1);
      if (name) found.push(name);
    }
    found.push(...functionsCalled(value));
  }
  return found;
}

function constraintsOf(column: ColumnDef): Constraint[] {
  return (column.constraints ?? []).flatMap((n) => ("Constraint" in n ? [n.Constraint] : []));
}

function checkAddColumn(table: string, column: ColumnDef): string[] {
  const name = `"${column.colname}" of ${table}`;
  const constraints = constraintsOf(column);
  const kinds = new Set(constraints.map((c) => c.contype));
  const problems: string[] = [];
  if (kinds.has("CONSTR_NOTNULL") && !kinds.has("CONSTR_DEFAULT") && !kinds.has("CONSTR_IDENTITY"))
    problems.push(
      `adds ${name} NOT NULL without a default: it fails on a table that has rows, and the old code's inserts leave it out; add it with a DEFAULT, or nullable`,
    );
  const defaults = constraints.filter((c) => c.contype === "CONSTR_DEFAULT");
  const volatile = defaults
    .flatMap((c) => functionsCalled(c.raw_expr))
    .filter((f) => VOLATILE_DEFAULTS.has(f));
  const serial = SERIAL_TYPES.has(stringsOf(column.typeName?.names).at(-1) ?? "");
  if (volatile.length || serial || kinds.has("CONSTR_IDENTITY") || kinds.has("CONSTR_GENERATED"))
    problems.push(
      `adds ${name} with a value computed for every row (${volatile[0] ?? "serial, identity or generated"}): PostgreSQL rewrites the table under an ACCESS EXCLUSIVE lock; add it without, then ${HOW_TO.batches}`,
    );
  if (kinds.has("CONSTR_FOREIGN") || kinds.has("CONSTR_CHECK"))
    problems.push(
      `adds ${name} with a constraint PostgreSQL checks on every row; ${HOW_TO.validate}`,
    );
  if (kinds.has("CONSTR_PRIMARY") || kinds.has("CONSTR_UNIQUE"))
    problems.push(`adds ${name} with an index built while writes wait; ${HOW_TO.index}`);
  return problems;
}

function checkConstraint(table: string, c: Constraint, ctx: Context): string[] {
  const name = c.conname ? `"${c.conname}"` : "a constraint";
  if (c.contype === "CONSTR_FOREIGN" || c.contype === "CONSTR_CHECK") {
    if (c.skip_validation) {
      if (c.conname) ctx.addedNotValid.add(c.conname);
      return [];
    }
    const what = c.contype === "CONSTR_FOREIGN" ? "FOREIGN KEY" : "CHECK";
    return [
      `adds ${what} ${name} to ${table} without NOT VALID: every row is checked while writes wait; ${HOW_TO.validate}`,
    ];
  }
  if (
    (c.contype === "CONSTR_PRIMARY" ||
      c.contype === "CONSTR_UNIQUE" ||
      c.contype === "CONSTR_EXCLUSION") &&
    !c.indexname
  )
    return [
      `adds ${name} to ${table}, building its index under an ACCESS EXCLUSIVE lock; build the index CONCURRENTLY first and add the constraint USING INDEX`,
    ];
  return [];
}

function checkAlterCmd(table: string, cmd: AlterTableCmd, ctx: Context): string[] {
  const column = `"${cmd.name}" of ${table}`;
  const def = cmd.def;
  switch (cmd.subtype) {
    case "AT_AlterColumnType":
      return [
        `changes the type of ${column}: PostgreSQL rewrites or scans the table under an ACCESS EXCLUSIVE lock, and the old code still writes the old type; ${HOW_TO.rewrite}`,
      ];
    case "AT_SetNotNull":
      return [
        `sets ${column} NOT NULL: every row is scanned under an ACCESS EXCLUSIVE lock; ${HOW_TO.notNull}`,
      ];
    case "AT_AddColumn":
      return def && "ColumnDef" in def ? checkAddColumn(table, def.ColumnDef) : [];
    case "AT_AddConstraint":
      return def && "Constraint" in def ? checkConstraint(table, def.Constraint, ctx) : [];
    case "AT_ValidateConstraint":
      return cmd.name && ctx.addedNotValid.has(cmd.name)
        ? [
            `validates "${cmd.name}" in the migration that added it, so the lock taken to add it is held while every row is checked; validate in a later migration`,
          ]
        : [];
    case "AT_DropColumn":
      return [
        `drops ${column}, which the old code still running beside the new one reads; ${HOW_TO.contract}`,
      ];
    case "AT_SetLogged":
    case "AT_SetUnLogged":
    case "AT_SetTableSpace":
    case "AT_SetAccessMethod":
      return [`rewrites ${table} under an ACCESS EXCLUSIVE lock`];
    default:
      return [];
  }
}

const slow = (messages: string[]): Problem[] => messages.map((message) => ({ message }));
const ALONE =
  "PostgreSQL refuses it in a transaction, so it must be the only statement of its migration";

function checkStatement(node: Node, ctx: Context): Problem[] {
  const existing = (r: RangeVar | undefined) => Boolean(r) && !ctx.created.has(tableKey(r));
  if ("AlterTableStmt" in node) {
    const s = node.AlterTableStmt;
    if (s.objtype !== "OBJECT_TABLE" || !existing(s.relation)) return [];
    return slow(
      (s.cmds ?? []).flatMap((c) =>
        "AlterTableCmd" in c ? checkAlterCmd(quoted(s.relation), c.AlterTableCmd, ctx) : [],
      ),
    );
  }
  if ("IndexStmt" in node) {
    const s = node.IndexStmt;
    if (s.concurrent)
      return ctx.statements > 1
        ? [refused(`builds "${s.idxname}" CONCURRENTLY beside other statements: ${ALONE}`)]
        : [];
    return existing(s.relation)
      ? slow([
          `builds "${s.idxname}" on ${quoted(s.relation)} while every write to it waits; ${HOW_TO.index}`,
        ])
      : [];
  }
  if ("DropStmt" in node) {
    const s = node.DropStmt;
    if (s.concurrent && ctx.statements > 1)
      return [refused(`drops an index CONCURRENTLY beside other statements: ${ALONE}`)];
    if (s.removeType !== "OBJECT_TABLE") return [];
    return slow(
      (s.objects ?? []).flatMap((o) => {
        const parts = "List" in o ? stringsOf(o.List.items) : [];
        const relname = parts.at(-1);
        const schemaname = parts.length > 1 ? parts.at(-2) : undefined;
        return existing({ relname, schemaname })
          ? [
              `drops the table "${relname}", which the old code still running beside the new one reads; ${HOW_TO.contract}`,
            ]
          : [];
      }),
    );
  }
  if ("RenameStmt" in node) {
    const s = node.RenameStmt;
    const renamesData = s.renameType === "OBJECT_COLUMN" || s.renameType === "OBJECT_TABLE";
    if (!renamesData || !existing(s.relation)) return [];
    const what =
      s.renameType === "OBJECT_COLUMN"
        ? `"${s.subname}" of ${quoted(s.relation)}`
        : quoted(s.relation);
    return slow([
      `renames ${what}, which the old code still uses by its old name; add the new one, write both, move the readers, then ${HOW_TO.contract}`,
    ]);
  }
  if ("UpdateStmt" in node || "DeleteStmt" in node) {
    const s = "UpdateStmt" in node ? node.UpdateStmt : node.DeleteStmt;
    const verb = "UpdateStmt" in node ? "UPDATE" : "DELETE";
    if (!existing(s.relation)) return [];
    const rows = s.whereClause
      ? "the rows its WHERE matches (the check cannot tell how many)"
      : "every row";
    return slow([
      `${verb} of ${quoted(s.relation)} touches ${rows} in the migration's one transaction, holding their row locks until it commits; ${HOW_TO.batches}`,
    ]);
  }
  if ("TruncateStmt" in node) {
    const tables = (node.TruncateStmt.relations ?? []).flatMap((r) =>
      "RangeVar" in r ? [r.RangeVar] : [],
    );
    return slow(
      tables.filter(existing).map((r) => `empties ${quoted(r)}, which the old code still reads`),
    );
  }
  if ("ReindexStmt" in node) {
    const concurrently = (node.ReindexStmt.params ?? []).some(
      (p) => "DefElem" in p && p.DefElem.defname === "concurrently",
    );
    if (!concurrently)
      return slow([
        "rebuilds an index while writes wait; REINDEX CONCURRENTLY, alone in its migration",
      ]);
    return ctx.statements > 1
      ? [refused(`REINDEX CONCURRENTLY beside other statements: ${ALONE}`)]
      : [];
  }
  if ("ClusterStmt" in node)
    return slow(["CLUSTER rewrites the table under an ACCESS EXCLUSIVE lock"]);
  if ("DoStmt" in node) return slow(["a DO block does work the check cannot see into; time it"]);
  return [];
}

/** The statements of `sql`, each with its line and whether a timing comment covers it. */
function statementsOf(sql: string): { stmts: Stmt[]; malformed: Finding[] } {
  const bytes = Buffer.from(sql, "utf8");
  const lineAt = (offset: number) => bytes.subarray(0, offset).toString("utf8").split("\n").length;
  const tokens = scanSync(sql).tokens;
  const isComment = (t: ScanToken) => t.tokenName === "SQL_COMMENT" || t.tokenName === "C_COMMENT";
  const malformed = tokens
    .filter((t) => isComment(t) && TIMED_START.test(t.text) && !isTimingComment(t.text))
    .map((t) => ({
      line: lineAt(t.start),
      message: `a timing comment not in the form "${TIMED_FORM}": ${t.text.trim()}`,
    }));
  const raw = parseSync(sql).stmts ?? [];
  let previousEnd = 0;
  let wholeMigration = false;
  const stmts = raw.flatMap((r, i) => {
    const location = r.stmt_location ?? 0;
    const end = r.stmt_len ? location + r.stmt_len : bytes.length;
    const start = tokens.find((t) => t.start >= location && !isComment(t))?.start ?? location;
    const timed = tokens.some(
      (t) => isComment(t) && t.start >= previousEnd && t.end <= start && isTimingComment(t.text),
    );
    if (i === 0) wholeMigration = timed;
    previousEnd = end;
    return r.stmt ? [{ node: r.stmt, line: lineAt(start), covered: timed || wholeMigration }] : [];
  });
  return { stmts, malformed };
}

/**
 * What in `sql` (one migration.sql) an upgrade without a stop cannot afford, unless timed: a
 * `-- timed:` line just above a statement covers it; above the first statement, the migration.
 */
export async function checkMigration(sql: string): Promise<Finding[]> {
  await loadModule();
  const { stmts, malformed } = statementsOf(sql);
  const created = new Set(
    stmts.flatMap(({ node }) => {
      if ("CreateStmt" in node) return [tableKey(node.CreateStmt.relation)];
      if ("CreateTableAsStmt" in node) return [tableKey(node.CreateTableAsStmt.into?.rel)];
      return [];
    }),
  );
  const ctx: Context = { created, addedNotValid: new Set(), statements: stmts.length };
  const findings = stmts.flatMap(({ node, line, covered }) =>
    checkStatement(node, ctx)
      .filter((p) => p.refused || !covered)
      .map(({ message }) => ({ line, message })),
  );
  return [...malformed, ...findings].sort((a, b) => a.line - b.line);
}
