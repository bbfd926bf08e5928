// For /api/ready: the job queue's tables answer (a worker process need not be up).
import { db } from "../../db";
import { jobsSchema } from "./boss";

export async function jobTablesAnswer(): Promise<boolean> {
  try {
    await db.$queryRawUnsafe(`SELECT 1 FROM ${jobsSchema()}.queue LIMIT 1`);
    await db.$queryRawUnsafe(`SELECT 1 FROM ${jobsSchema()}.job LIMIT 1`);
    return true;
  } catch {
    return false;
  }
}
