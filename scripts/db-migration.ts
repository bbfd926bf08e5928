// `npm run db:migration -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql
// with the SQL that takes the migrations folder to prisma/schema.prisma. Uses Prisma's
// WebAssembly schema engine with an in-memory PGlite as the shadow database, so it
// needs no native engine download (the same SQL `prisma migrate dev` would write).
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { SchemaEngine } from "@prisma/schema-engine-wasm";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { MIGRATIONS_DIR, readMigrations } from "../src/server/db/migrations";

const name = (process.argv[2] ?? "")
  .trim()
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "_")
  .replace(/^_|_$/g, "");
if (!name) {
  console.error("Usage: npm run db:migration -- <name>   (for example: add_vehicle_notes)");
  process.exit(2);
}

const schemaPath = path.join(process.cwd(), "prisma", "schema.prisma");
const schema = await readFile(schemaPath, "utf8");
const migrations = await readMigrations();

// The engine takes the adapter in the bound, error-wrapped form Prisma's CLI gives it.
// The adapter's own shadow database lacks the extensions the migrations create (pg_trgm), so
// both databases are opened here with them.
const withExtensions = () => new PGlite({ extensions: { pg_trgm } });
const factory = new PrismaPGlite(withExtensions());
factory.connectToShadowDb = () => new PrismaPGlite(withExtensions()).connect();
const adapter = bindMigrationAwareSqlAdapterFactory(factory);
const engine = await SchemaEngine.new(
  { datamodels: [[schemaPath, schema]] },
  () => undefined,
  adapter,
);
const result = await engine.diff({
  from: {
    tag: "migrations",
    baseDir: MIGRATIONS_DIR,
    lockfile: { path: "migration_lock.toml", content: 'provider = "postgresql"\n' },
    shadowDbInitScript: "",
    migrationDirectories: migrations.map((m) => ({
      path: m.name,
      migrationFile: { path: "migration.sql", content: { tag: "ok", value: m.sql } },
    })),
  },
  to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content: schema }] },
  script: true,
  exitCode: true,
  filters: { externalTables: [], externalEnums: [] },
});

if (
  result.exitCode === 0 ||
  !result.stdout?.trim() ||
  result.stdout.includes("-- This is an empty migration.")
) {
  console.log("The schema matches the migrations: nothing to write.");
  process.exit(0);
}

const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
await mkdir(dir, { recursive: true });
await writeFile(path.join(dir, "migration.sql"), result.stdout);
await writeFile(path.join(MIGRATIONS_DIR, "migration_lock.toml"), 'provider = "postgresql"\n');
console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
