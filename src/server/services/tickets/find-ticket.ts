// Loading one ticket of a company ("not found" for another company's id or one of the
// wrong kind), and checking the objects a ticket names belong to the company.
import { db, type Tx } from "../../db";
import { AppError, notFound, type FieldError } from "../../errors";
import { isIdOf, type IdKind } from "../../ids";
import type { TicketLink, TicketRow } from "../../models/ticket";

type Reader = Pick<Tx, "ticket">;

export async function findTicket(
  options: { companyId: string; ticketId: string },
  client: Reader = db,
): Promise<TicketRow> {
  if (!isIdOf("ticket", options.ticketId)) throw notFound("ticket");
  const row = await client.ticket.findFirst({
    where: { id: options.ticketId, companyId: options.companyId },
  });
  if (!row) throw notFound("ticket");
  return row;
}

/** The ticket's row, locked until the caller's transaction ends (status moves and comments queue behind it). */
export async function lockTicket(
  tx: Tx,
  options: { companyId: string; ticketId: string },
): Promise<TicketRow> {
  if (!isIdOf("ticket", options.ticketId)) throw notFound("ticket");
  await tx.$queryRaw`SELECT id FROM "Ticket" WHERE id = ${options.ticketId} AND "companyId" = ${options.companyId} FOR UPDATE`;
  return findTicket(options, tx);
}

const LINK_KINDS: Record<TicketLink, IdKind> = {
  report_id: "report",
  agreement_id: "agreement",
  vehicle_id: "vehicle",
  customer_id: "customer",
};

async function exists(tx: Tx, link: TicketLink, id: string, companyId: string): Promise<boolean> {
  const where = { id, companyId };
  if (link === "report_id") return (await tx.report.count({ where })) > 0;
  if (link === "agreement_id") return (await tx.agreement.count({ where })) > 0;
  if (link === "vehicle_id") return (await tx.vehicle.count({ where })) > 0;
  return (await tx.customer.count({ where })) > 0;
}

/** 404 naming every link field whose id is not an object of that kind of the company. */
export async function assertTicketLinks(
  tx: Tx,
  companyId: string,
  links: Partial<Record<TicketLink, string | null>>,
): Promise<void> {
  const errors: FieldError[] = [];
  for (const [field, kind] of Object.entries(LINK_KINDS) as [TicketLink, IdKind][]) {
    const id = links[field];
    if (!id) continue;
    if (!isIdOf(kind, id) || !(await exists(tx, field, id, companyId)))
      errors.push({ pointer: `/${field}`, detail: `No ${kind} with that id` });
  }
  if (errors.length > 0)
    throw new AppError(
      "not_found",
      errors.length === 1 ? `${errors[0]!.detail}.` : "Some linked objects were not found.",
      { errors },
    );
}

/** The link columns of a create or update; `undefined` leaves a column as it is. */
export function linkColumns(links: Partial<Record<TicketLink, string | null>>) {
  return {
    reportId: links.report_id,
    agreementId: links.agreement_id,
    vehicleId: links.vehicle_id,
    customerId: links.customer_id,
  };
}

/** The fields the activity log compares (the body only as "changed": it can be long). */
export function loggedFields(ticket: TicketRow) {
  return {
    subject: ticket.subject,
    status: ticket.status,
    priority: ticket.priority,
    report_id: ticket.reportId,
    agreement_id: ticket.agreementId,
    vehicle_id: ticket.vehicleId,
    customer_id: ticket.customerId,
  };
}
