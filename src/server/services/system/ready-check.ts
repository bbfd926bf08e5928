// What /api/ready reports: the database answers, every migration is applied, and the job
// queue's tables answer. A separate worker process need not be up.
import { db } from "../../db";
import { readMigrations } from "../../db/migrations";
import { jobTablesAnswer } from "../../jobs/queue/health";

export type ReadyChecks = { database: boolean; migrations: boolean; jobs: boolean };

async function migrationsApplied(): Promise<boolean> {
  const [expected, rows] = await Promise.all([
    readMigrations(),
    db.$queryRawUnsafe<{ name: string }[]>(
      `SELECT "migration_name" AS name FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
    ),
  ]);
  const applied = new Set(rows.map((r) => r.name));
  return expected.every((m) => applied.has(m.name));
}

export async function runReadyChecks(): Promise<ReadyChecks> {
  const database = await db.$queryRawUnsafe("SELECT 1").then(
    () => true,
    () => false,
  );
  if (!database) return { database, migrations: false, jobs: false };
  const [migrations, jobs] = await Promise.all([
    migrationsApplied().catch(() => false),
    jobTablesAnswer(),
  ]);
  return { database, migrations, jobs };
}
