// A ticket's thread. A comment on a `pending` ticket sets it `open`; a `closed` ticket
// takes none (409 invalid_state). The ticket row is locked first, so a comment and a
// racing close cannot both win. Every comment is activity: the other participants are
// emailed in the same transaction.
import { db } from "../../db";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import type { ListQuery } from "../../models/list";
import type { TicketCommentRow } from "../../models/ticket";
import { pageArgs } from "../pagination";
import type { Actor } from "../permissions";
import { actorName, followUp, whoDidIt } from "./follow-up";
import { findTicket, lockTicket } from "./find-ticket";
import { recordActivity } from "../activity/record-activity";

export async function createTicketComment(options: {
  companyId: string;
  ticketId: string;
  actor: Actor;
  body: string;
}): Promise<TicketCommentRow> {
  const { companyId, actor } = options;
  return db.$transaction(async (tx) => {
    const current = await lockTicket(tx, options);
    if (current.status === "closed")
      throw new AppError(
        "invalid_state",
        "This ticket is closed, so it takes no comments. Reopen it first.",
      );
    const name = await actorName(tx, companyId, actor);
    const now = new Date();
    const comment = await tx.ticketComment.create({
      data: {
        id: newId("ticketComment"),
        companyId,
        ticketId: current.id,
        body: options.body,
        authorType: actor.kind === "user" ? "user" : "api_key",
        authorUserId: actor.kind === "user" ? actor.userId : null,
        authorName: name,
        createdAt: now,
      },
    });
    const ticket = await tx.ticket.update({
      where: { id: current.id, companyId },
      data: {
        commentsCount: { increment: 1 },
        activityAt: now,
        ...(current.status === "pending" ? { status: "open" } : {}),
      },
    });
    await recordActivity(tx, {
      companyId,
      actor,
      action: "ticket.commented",
      object: { type: "ticket", id: ticket.id, name: ticket.subject },
      changes: [{ field: "comment", before: null, after: comment.id }],
    });
    await followUp(tx, {
      ticket,
      actor,
      at: now,
      subject: `New comment: ${ticket.subject}`,
      lines: [`${whoDidIt(name)} commented on "${ticket.subject}":`, "", options.body],
    });
    return comment;
  });
}

/** GET /tickets/{id}/comments: newest first, cursor pages like every list. */
export async function listTicketComments(options: {
  companyId: string;
  ticketId: string;
  query: ListQuery;
}): Promise<TicketCommentRow[]> {
  const ticket = await findTicket(options);
  const { idFilter, take, orderBy } = pageArgs(options.query);
  return db.ticketComment.findMany({
    where: { ticketId: ticket.id, companyId: options.companyId, id: idFilter },
    take,
    orderBy,
  });
}
