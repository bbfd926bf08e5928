// A member opening a ticket (their read mark) while their own comment on it is saved: both
// write the member's first read mark. Both succeed, every time, and the mark is kept once.
import { describe, expect, it } from "vitest";
import { toAppError } from "~/server/api/trpc";
import { db } from "~/server/db";
import { addUser, createCompany, staff } from "../factories";

describe("a read mark racing a comment", () => {
  it("both succeed, on 40 tickets in turn", { timeout: 90_000 }, async () => {
    const { companyId, ownerId } = await createCompany();
    const member = await addUser(companyId, "MANAGER");
    const owner = staff(companyId, ownerId, "OWNER");
    const memberApi = staff(companyId, member.id, "MANAGER");
    const failures: string[] = [];
    const tickets: string[] = [];
    for (let i = 0; i < 40; i++) {
      const ticket = await owner.support.createTicket({
        subject: `Race ${i}`,
        body: "Who reads first?",
      });
      tickets.push(ticket.id);
      const outcomes = await Promise.allSettled([
        memberApi.support.markRead({ id: ticket.id }),
        memberApi.support.createComment({ id: ticket.id, body: "On it" }),
      ]);
      for (const outcome of outcomes)
        if (outcome.status === "rejected") failures.push(toAppError(outcome.reason).code);
    }
    expect(failures).toEqual([]);
    expect(await db.ticketComment.count({ where: { ticketId: { in: tickets } } })).toBe(
      tickets.length,
    );
    expect(
      await db.ticketRead.count({ where: { userId: member.id, ticketId: { in: tickets } } }),
    ).toBe(tickets.length);
    expect(await memberApi.support.unreadCount()).toEqual({ count: 0 });
  });
});
