// The nav's unread-ticket count: tickets with activity since the member last opened them,
// counted for that member in their own company only; staff only.
import { describe, expect, it } from "vitest";
import { toAppError } from "~/server/api/trpc";
import { countUnreadTickets } from "~/server/services/tickets/inbox";
import { addUser, apiKeyCaller, createCompany, staff } from "../factories";

describe("the unread-ticket count", () => {
  it("counts another member's new ticket as unread until it is opened", async () => {
    const { companyId, ownerId } = await createCompany();
    const manager = await addUser(companyId, "MANAGER");
    const owner = staff(companyId, ownerId, "OWNER");
    const other = staff(companyId, manager.id, "MANAGER");
    expect(await other.support.unreadCount()).toEqual({ count: 0 });

    const ticket = await owner.support.createTicket({
      subject: "Dent on AB12CDE",
      body: "Rear door",
    });
    await owner.support.createTicket({ subject: "Wipers", body: "Squeak" });
    expect(await other.support.unreadCount()).toEqual({ count: 2 });
    expect(await owner.support.unreadCount()).toEqual({ count: 0 });

    expect(await other.support.markRead({ id: ticket.id })).toEqual({ unread: 1 });
    expect(await other.support.unreadCount()).toEqual({ count: 1 });
    await owner.support.createComment({ id: ticket.id, body: "Any news?" });
    expect(await other.support.unreadCount()).toEqual({ count: 2 });
  });

  it("counts only the member's own company, and is not offered to the API key", async () => {
    const mine = await createCompany();
    const theirs = await createCompany();
    await staff(theirs.companyId, theirs.ownerId, "OWNER").support.createTicket({
      subject: "Elsewhere",
      body: "Not yours",
    });
    expect(await countUnreadTickets({ companyId: mine.companyId, userId: mine.ownerId })).toBe(0);
    // Their owner's id with my company still counts only my company's tickets.
    expect(await countUnreadTickets({ companyId: mine.companyId, userId: theirs.ownerId })).toBe(0);
    await apiKeyCaller(mine.companyId).support.createTicket({
      subject: "From the API",
      body: "Hello",
    });
    expect(await countUnreadTickets({ companyId: mine.companyId, userId: mine.ownerId })).toBe(1);
    await expect(apiKeyCaller(mine.companyId).support.unreadCount()).rejects.toSatisfy(
      (error) => toAppError(error).code === "forbidden",
    );
  });
});
