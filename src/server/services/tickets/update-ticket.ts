// PUT /tickets/{id}: fields sent change, fields left out stay, `null` clears a link.
// `status` moves between open, pending and closed from any of them: closing sets
// `closed_at`, leaving `closed` clears it. A status change is activity: the other
// participants are emailed in the same transaction.
import { db } from "../../db";
import type { TicketRow, UpdateTicketFields } from "../../models/ticket";
import type { Actor } from "../permissions";
import { actorName, followUp, whoDidIt } from "./follow-up";
import { assertTicketLinks, linkColumns, lockTicket, loggedFields } from "./find-ticket";
import { changesBetween, secretChanges } from "../activity/changes";
import { recordActivity } from "../activity/record-activity";

function closedAt(current: TicketRow, status: string, now: Date): Date | null {
  if (status !== "closed") return null;
  return current.status === "closed" ? current.closedAt : now;
}

export async function updateTicket(options: {
  companyId: string;
  ticketId: string;
  actor: Actor;
  input: UpdateTicketFields;
}): Promise<TicketRow> {
  const { companyId, actor, input } = options;
  return db.$transaction(async (tx) => {
    const current = await lockTicket(tx, options);
    await assertTicketLinks(tx, companyId, input);
    const now = new Date();
    const moved = input.status !== undefined && input.status !== current.status;
    const ticket = await tx.ticket.update({
      where: { id: current.id, companyId },
      data: {
        subject: input.subject,
        body: input.body,
        priority: input.priority,
        ...linkColumns(input),
        ...(moved && input.status
          ? {
              status: input.status,
              closedAt: closedAt(current, input.status, now),
              activityAt: now,
            }
          : {}),
      },
    });
    const changes = [
      ...changesBetween(loggedFields(current), loggedFields(ticket)),
      ...(current.body === ticket.body ? [] : secretChanges("body")),
    ];
    await recordActivity(tx, {
      companyId,
      actor,
      action: "ticket.updated",
      object: { type: "ticket", id: ticket.id, name: ticket.subject },
      changes,
    });
    if (moved) {
      const who = whoDidIt(await actorName(tx, companyId, actor));
      await followUp(tx, {
        ticket,
        actor,
        at: now,
        subject: `Ticket ${ticket.status}: ${ticket.subject}`,
        lines: [
          `${who} changed the status of "${ticket.subject}" from ${current.status} to ${ticket.status}.`,
        ],
      });
    }
    return ticket;
  });
}
