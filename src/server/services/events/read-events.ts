// GET /events and GET /events/{id}: the company's events, each exactly as its webhook body.
import { db } from "../../db";
import { notFound } from "../../errors";
import { isIdOf } from "../../ids";
import type { EventRow, ListEventsQuery } from "../../models/event";
import { createdRange, pageArgs } from "../pagination";

export async function listEvents(options: {
  companyId: string;
  query: ListEventsQuery;
}): Promise<EventRow[]> {
  const { query } = options;
  const { idFilter, take, orderBy } = pageArgs(query);
  const type = query.type?.endsWith(".*") ? { startsWith: query.type.slice(0, -1) } : query.type;
  return db.event.findMany({
    where: { companyId: options.companyId, type, ...createdRange("event", query), id: idFilter },
    take,
    orderBy,
  });
}

export async function getEvent(options: { companyId: string; eventId: string }): Promise<EventRow> {
  if (!isIdOf("event", options.eventId)) throw notFound("event");
  const row = await db.event.findFirst({
    where: { id: options.eventId, companyId: options.companyId },
  });
  if (!row) throw notFound("event");
  return row;
}
