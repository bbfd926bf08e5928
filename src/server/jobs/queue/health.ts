// For /api/ready: the job queue's tables answer (a worker process need not be up).
import { db } from "../../db";
import { JOBS_SCHEMA } from "./boss";

export async function jobTablesAnswer(): Promise<boolean> {
  try {
    await db.$queryRawUnsafe(`SELECT 1 FROM ${JOBS_SCHEMA}.queue LIMIT 1`);
    await db.$queryRawUnsafe(`SELECT 1 FROM ${JOBS_SCHEMA}.job LIMIT 1`);
    return true;
  } catch {
    return false;
  }
}
