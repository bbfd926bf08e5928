// DELETE /tickets/{id}: the ticket, its comments and read marks are gone for good.
import { db } from "../../db";
import { changesOfRemoved } from "../activity/changes";
import { recordActivity } from "../activity/record-activity";
import type { Actor } from "../permissions";
import { findTicket, loggedFields } from "./find-ticket";

export async function deleteTicket(options: { companyId: string; ticketId: string; actor: Actor }): Promise<void> {
  const ticket = await findTicket(options);
  await db.$transaction(async (tx) => {
    await tx.ticket.deleteMany({ where: { id: ticket.id, companyId: options.companyId } });
    await recordActivity(tx, {
      companyId: options.companyId,
      actor: options.actor,
      action: "ticket.deleted",
      object: { type: "ticket", id: ticket.id, name: ticket.subject },
      changes: changesOfRemoved(loggedFields(ticket)),
    });
  });
}
