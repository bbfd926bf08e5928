// One webhook endpoint of the company; another company's, or an id of another kind, is "not found".
import { db, type Tx } from "../../db";
import { notFound } from "../../errors";
import { isIdOf } from "../../ids";
import type { EndpointRow } from "../../models/webhook";

export async function findEndpoint(
  options: { companyId: string; endpointId: string },
  client: Pick<Tx, "webhookEndpoint"> = db,
): Promise<EndpointRow> {
  if (!isIdOf("webhookEndpoint", options.endpointId)) throw notFound("webhook endpoint");
  const row = await client.webhookEndpoint.findFirst({
    where: { id: options.endpointId, companyId: options.companyId },
  });
  if (!row) throw notFound("webhook endpoint");
  return row;
}

/**
 * Keeps the endpoint from being deleted until `tx` commits; false when it is gone already.
 * A transaction that writes rows of an endpoint (its messages, its log) calls this first:
 * deleting an endpoint locks its row before its cascade reaches those rows, so taking the
 * endpoint first too is one order of locks, and the two wait for each other, never deadlock.
 * (KEY SHARE is the lock the log's foreign key takes anyway; it does not hold off a PUT.)
 */
export async function holdEndpoint(tx: Tx, endpointId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<
    { id: string }[]
  >`SELECT "id" FROM "WebhookEndpoint" WHERE "id" = ${endpointId} FOR KEY SHARE`;
  return rows.length === 1;
}
