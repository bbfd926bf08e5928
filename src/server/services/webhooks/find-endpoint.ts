// One webhook endpoint of the company; another company's, or an id of another kind, is "not found".
import { db, type Tx } from "../../db";
import { notFound } from "../../errors";
import { isIdOf } from "../../ids";
import type { EndpointRow } from "../../models/webhook";

export async function findEndpoint(options: { companyId: string; endpointId: string }, client: Pick<Tx, "webhookEndpoint"> = db): Promise<EndpointRow> {
  if (!isIdOf("webhookEndpoint", options.endpointId)) throw notFound("webhook endpoint");
  const row = await client.webhookEndpoint.findFirst({ where: { id: options.endpointId, companyId: options.companyId } });
  if (!row) throw notFound("webhook endpoint");
  return row;
}
