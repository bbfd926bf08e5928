// GET /webhook-endpoints/{id}/deliveries: every attempt at one endpoint, newest first.
import { db } from "../../db";
import type { DeliveryRow, ListDeliveriesQuery } from "../../models/webhook";
import { pageArgs } from "../pagination";
import { findEndpoint } from "./find-endpoint";

export async function listDeliveries(options: {
  companyId: string;
  endpointId: string;
  query: ListDeliveriesQuery;
}): Promise<DeliveryRow[]> {
  const endpoint = await findEndpoint(options);
  const { idFilter, take, orderBy } = pageArgs(options.query);
  return db.webhookDelivery.findMany({
    where: {
      companyId: options.companyId,
      endpointId: endpoint.id,
      eventId: options.query.event_id,
      status: options.query.status,
      id: idFilter,
    },
    take,
    orderBy,
  });
}

/** The newest attempt at each of the company's endpoints (the Settings page's "last delivery"). */
export async function lastDeliveries(options: { companyId: string }): Promise<DeliveryRow[]> {
  const endpoints = await db.webhookEndpoint.findMany({
    where: { companyId: options.companyId },
    select: { id: true },
  });
  const rows = await Promise.all(
    endpoints.map((e) =>
      db.webhookDelivery.findFirst({
        where: { companyId: options.companyId, endpointId: e.id },
        orderBy: { id: "desc" },
      }),
    ),
  );
  return rows.filter((r): r is DeliveryRow => r !== null);
}
