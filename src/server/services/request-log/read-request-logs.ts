// GET /request-logs and GET /request-logs/{id}: the caller's company's log, of its own mode
// alone (a test key acts as the test twin, whose log is its own). This process's waiting
// entries are written first, so a client sees its own requests at once.
import { db, type Prisma } from "../../db";
import { notFound } from "../../errors";
import { isIdOf } from "../../ids";
import type { ListRequestLogsQuery, RequestLogRow } from "../../models/request-log";
import { createdRange, pageArgs } from "../pagination";
import { flushRequestLog } from "./log-buffer";

export const REQUEST_LOG_DAYS = 30;

function statusFilter(status: string | undefined): Prisma.IntFilter | undefined {
  if (!status) return undefined;
  if (status.endsWith("xx")) {
    const hundred = Number(status[0]) * 100;
    return { gte: hundred, lt: hundred + 100 };
  }
  return { equals: Number(status) };
}

export async function listRequestLogs(options: {
  companyId: string;
  query: ListRequestLogsQuery;
}): Promise<RequestLogRow[]> {
  await flushRequestLog();
  const { query } = options;
  const { idFilter, take, orderBy } = pageArgs(query);
  return db.requestLog.findMany({
    where: {
      companyId: options.companyId,
      status: statusFilter(query.status),
      method: query.method,
      path: query.path ? { startsWith: query.path } : undefined,
      ...createdRange("request", query),
      id: idFilter,
    },
    take,
    orderBy,
  });
}

export async function getRequestLog(options: {
  companyId: string;
  id: string;
}): Promise<RequestLogRow> {
  if (!isIdOf("request", options.id)) throw notFound("request log entry");
  await flushRequestLog();
  const row = await db.requestLog.findFirst({
    where: { id: options.id, companyId: options.companyId },
  });
  if (!row) throw notFound("request log entry");
  return row;
}

/** The daily clean-up: entries older than 30 days go, in batches, each its own statement. */
export async function deleteOldRequestLogs(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - REQUEST_LOG_DAYS * 86_400_000);
  let deleted = 0;
  for (;;) {
    const count = await db.$executeRaw`
      DELETE FROM "RequestLog" WHERE id IN (
        SELECT id FROM "RequestLog" WHERE "createdAt" < ${before} LIMIT 5000
      )`;
    deleted += count;
    if (count < 5000) return deleted;
  }
}
