// What follows a comment or a status change: the actor has seen it (their "last read"
// moves), and the ticket's other participants are told by email, queued in the same
// transaction as the change.
import { env } from "~/env";
import type { Tx } from "../../db";
import type { TicketRow } from "../../models/ticket";
import { enqueueEmail } from "../email/queued-email";
import type { Actor } from "../permissions";
import { liveCompanyOf } from "../test-mode/test-company";

/** The staff member's name for a comment's author, as it is now (a member of the live company, also in Test mode). */
export async function actorName(tx: Tx, companyId: string, actor: Actor): Promise<string | null> {
  if (actor.kind !== "user") return null;
  const user = await tx.user.findFirst({
    where: { id: actor.userId, companyId: await liveCompanyOf(companyId, tx) },
    select: { name: true },
  });
  return user?.name ?? null;
}

/** Marks the ticket read for `userId` as of `at` (never moving backwards). */
export async function markRead(
  tx: Tx,
  options: { companyId: string; ticketId: string; userId: string; at: Date },
): Promise<void> {
  const { companyId, ticketId, userId, at } = options;
  await tx.ticketRead.upsert({
    where: { ticketId_userId: { ticketId, userId } },
    create: { ticketId, userId, companyId, readAt: at },
    update: { readAt: at },
  });
}

/** The creator and every staff commenter still in the company, except the actor. */
async function participants(tx: Tx, ticket: TicketRow, actor: Actor) {
  const commenters = await tx.ticketComment.findMany({
    where: { ticketId: ticket.id, companyId: ticket.companyId, authorType: "user" },
    select: { authorUserId: true },
    distinct: ["authorUserId"],
  });
  const ids = new Set(
    [ticket.createdById, ...commenters.map((c) => c.authorUserId)].filter(
      (id): id is string => id !== null,
    ),
  );
  if (actor.kind === "user") ids.delete(actor.userId);
  if (ids.size === 0) return [];
  return tx.user.findMany({
    where: { id: { in: [...ids] }, companyId: ticket.companyId },
    select: { email: true },
    orderBy: { id: "asc" },
  });
}

/** Records the actor's own activity as read and emails the other participants. */
export async function followUp(
  tx: Tx,
  options: { ticket: TicketRow; actor: Actor; at: Date; subject: string; lines: string[] },
): Promise<void> {
  const { ticket, actor, at } = options;
  if (actor.kind === "user")
    await markRead(tx, {
      companyId: ticket.companyId,
      ticketId: ticket.id,
      userId: actor.userId,
      at,
    });
  const text = [...options.lines, "", `Open the ticket: ${env.APP_URL}/tickets/${ticket.id}`].join(
    "\n",
  );
  for (const user of await participants(tx, ticket, actor)) {
    await enqueueEmail(tx, {
      companyId: ticket.companyId,
      to: user.email,
      subject: options.subject,
      text,
    });
  }
}

/** The actor as the mail names them: the staff member's name, or the API key. */
export function whoDidIt(name: string | null): string {
  return name ?? "An integration (API key)";
}
