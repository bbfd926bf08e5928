// DELETE /tickets/{id}: the ticket, its comments and read marks are gone for good.
import { db } from "../../db";
import { notFound } from "../../errors";
import { changesOfRemoved } from "../activity/changes";
import { recordActivity } from "../activity/record-activity";
import type { Actor } from "../permissions";
import { findTicket, loggedFields } from "./find-ticket";

export async function deleteTicket(options: {
  companyId: string;
  ticketId: string;
  actor: Actor;
}): Promise<void> {
  const ticket = await findTicket(options);
  await db.$transaction(async (tx) => {
    // Of two deletes racing, one removes the row; the other finds nothing and says so.
    const { count } = await tx.ticket.deleteMany({
      where: { id: ticket.id, companyId: options.companyId },
    });
    if (count === 0) throw notFound("ticket");
    await recordActivity(tx, {
      companyId: options.companyId,
      actor: options.actor,
      action: "ticket.deleted",
      object: { type: "ticket", id: ticket.id, name: ticket.subject },
      changes: changesOfRemoved(loggedFields(ticket)),
    });
  });
}
