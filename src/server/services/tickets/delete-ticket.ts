// DELETE /tickets/{id}: the ticket, its comments and read marks are gone for good.
import { db } from "../../db";
import { findTicket } from "./find-ticket";

export async function deleteTicket(options: { companyId: string; ticketId: string }): Promise<void> {
  const ticket = await findTicket(options);
  await db.ticket.deleteMany({ where: { id: ticket.id, companyId: options.companyId } });
}
