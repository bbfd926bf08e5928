// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the
// embedded database when it is unset (the server must be stopped: it owns the folder).
import { closeDatabase, prepareDatabase } from "../src/server/db";
import { describeDatabase } from "../src/server/db/describe";

try {
  const applied = await prepareDatabase();
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s) to ${describeDatabase()}:\n  ${applied.join("\n  ")}`
      : `${describeDatabase()} is up to date.`,
  );
  await closeDatabase();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
