// Reading the activity log in tests, straight from the table.
import { toAppError } from "~/server/api/trpc";
import { db } from "~/server/db";

export const activityOf = (companyId: string) =>
  db.activityLog.findMany({ where: { companyId }, orderBy: { id: "asc" } });

export const activityCount = (companyId: string) => db.activityLog.count({ where: { companyId } });

/** The AppError a call failed with. */
export async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return toAppError(error);
  }
  throw new Error("expected the call to fail");
}
