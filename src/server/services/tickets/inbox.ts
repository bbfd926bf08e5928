// The staff inbox: which tickets are unread for a user (activity after they last opened
// it, or never opened), how many (the nav's badge), and "I have opened it now".
import { db, Prisma } from "../../db";
import type { TicketRow } from "../../models/ticket";
import { markRead } from "./follow-up";
import { lockTicket } from "./find-ticket";

/** The ids among `tickets` that `userId` has not read since their last activity. */
export async function unreadTicketIds(options: {
  companyId: string;
  userId: string;
  tickets: TicketRow[];
}): Promise<Set<string>> {
  const { companyId, userId, tickets } = options;
  if (tickets.length === 0) return new Set();
  const reads = await db.ticketRead.findMany({
    where: { companyId, userId, ticketId: { in: tickets.map((t) => t.id) } },
  });
  const readAt = new Map(reads.map((r) => [r.ticketId, r.readAt.getTime()]));
  return new Set(
    tickets.filter((t) => (readAt.get(t.id) ?? -1) < t.activityAt.getTime()).map((t) => t.id),
  );
}

/** How many of the company's tickets `userId` has not read since their last activity: one COUNT. */
export async function countUnreadTickets(options: {
  companyId: string;
  userId: string;
}): Promise<number> {
  const [row] = await db.$queryRaw<{ count: number }[]>(Prisma.sql`
    SELECT COUNT(*)::int AS "count" FROM "Ticket" t
    LEFT JOIN "TicketRead" r ON r."ticketId" = t."id" AND r."userId" = ${options.userId} AND r."companyId" = t."companyId"
    WHERE t."companyId" = ${options.companyId} AND (r."readAt" IS NULL OR r."readAt" < t."activityAt")`);
  return row?.count ?? 0;
}

/**
 * The ticket row first, as comments and status moves take it: a first read mark's insert holds
 * the mark while its foreign key waits for the ticket, so taking the mark first deadlocked with
 * the member's own comment (which holds the ticket and then writes the same mark).
 */
export async function markTicketRead(options: {
  companyId: string;
  userId: string;
  ticketId: string;
}): Promise<number> {
  await db.$transaction(async (tx) => {
    const ticket = await lockTicket(tx, options);
    await markRead(tx, {
      companyId: options.companyId,
      ticketId: ticket.id,
      userId: options.userId,
      at: new Date(),
    });
  });
  return countUnreadTickets({ companyId: options.companyId, userId: options.userId });
}
