// GET /tickets: one page, newest first, with the contract's filters. `q` is a
// case-insensitive substring of the subject or the body.
import { db, type Prisma } from "../../db";
import type { ListTicketsQuery, TicketRow } from "../../models/ticket";
import { containing, createdRange, pageArgs } from "../pagination";

export function ticketFilter(companyId: string, query: ListTicketsQuery): Prisma.TicketWhereInput {
  return {
    companyId,
    status: query.status,
    priority: query.priority,
    agreementId: query.agreement_id,
    vehicleId: query.vehicle_id,
    reportId: query.report_id,
    customerId: query.customer_id,
    ...createdRange("ticket", query),
    OR: query.q
      ? [
          { subject: containing(query.q, "insensitive") },
          { body: containing(query.q, "insensitive") },
        ]
      : undefined,
  };
}

export async function listTickets(options: {
  companyId: string;
  query: ListTicketsQuery;
}): Promise<TicketRow[]> {
  const { idFilter, take, orderBy } = pageArgs(options.query);
  return db.ticket.findMany({
    where: { ...ticketFilter(options.companyId, options.query), id: idFilter },
    take,
    orderBy,
  });
}
