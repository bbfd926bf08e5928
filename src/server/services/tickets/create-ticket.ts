// POST /tickets: a new `open` ticket, its links checked inside the transaction that
// stores it. Tickets fire no webhook event (the contract lists none).
import { db } from "../../db";
import { newId } from "../../ids";
import type { CreateTicketInput, TicketRow } from "../../models/ticket";
import type { Actor } from "../permissions";
import { markRead } from "./follow-up";
import { assertTicketLinks, linkColumns, loggedFields } from "./find-ticket";
import { changesOfNew } from "../activity/changes";
import { recordActivity } from "../activity/record-activity";

export async function createTicket(options: {
  companyId: string;
  actor: Actor;
  input: CreateTicketInput;
}): Promise<TicketRow> {
  const { companyId, actor, input } = options;
  return db.$transaction(async (tx) => {
    await assertTicketLinks(tx, companyId, input);
    const now = new Date();
    const ticket = await tx.ticket.create({
      data: {
        id: newId("ticket"),
        companyId,
        subject: input.subject,
        body: input.body,
        priority: input.priority ?? "normal",
        ...linkColumns(input),
        createdById: actor.kind === "user" ? actor.userId : null,
        activityAt: now,
      },
    });
    if (actor.kind === "user")
      await markRead(tx, { companyId, ticketId: ticket.id, userId: actor.userId, at: now });
    await recordActivity(tx, {
      companyId,
      actor,
      action: "ticket.created",
      object: { type: "ticket", id: ticket.id, name: ticket.subject },
      changes: changesOfNew(loggedFields(ticket)),
    });
    return ticket;
  });
}
