// Staff use of tickets: who may do what, unread marks per member, and the email to the
// ticket's other participants on each comment and status change.
import { describe, expect, it } from "vitest";
import { toAppError } from "~/server/api/trpc";
import { db } from "~/server/db";
import { eventually } from "../eventually";
import { addUser, apiKeyCaller, createCompany, staff } from "../factories";

async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    return toAppError(error).code;
  }
}

const emailsTo = (email: string) =>
  db.sentEmail.findMany({ where: { to: email }, orderBy: { id: "asc" } });

describe("tickets in the staff app", () => {
  it("lets every role read and comment, Owner/Manager/Inspector open and change, Owner/Manager delete", async () => {
    const { companyId, ownerId } = await createCompany();
    const ticket = await staff(companyId, ownerId, "OWNER").support.createTicket({
      subject: "S",
      body: "B",
    });
    const expected = { OWNER: "ok", MANAGER: "ok", INSPECTOR: "ok", BILLING: "forbidden" } as const;
    for (const role of ["MANAGER", "INSPECTOR", "BILLING"] as const) {
      const caller = staff(companyId, (await addUser(companyId, role)).id, role);
      expect(await outcome(caller.support.getTicket({ id: ticket.id })), role).toBe("ok");
      expect(await outcome(caller.support.inbox({ limit: 5 })), role).toBe("ok");
      expect(
        await outcome(caller.support.createComment({ id: ticket.id, body: `From ${role}` })),
        role,
      ).toBe("ok");
      expect(await outcome(caller.support.createTicket({ subject: "S", body: "B" })), role).toBe(
        expected[role],
      );
      expect(
        await outcome(caller.support.updateTicket({ id: ticket.id, priority: "high" })),
        role,
      ).toBe(expected[role]);
      expect(
        await outcome(caller.support.deleteTicket({ id: "tkt_01jd8x3m5kf3v9w2q7r4t6y8z0" })),
        role,
      ).toBe(role === "MANAGER" ? "not_found" : "forbidden");
    }
    expect(await outcome(apiKeyCaller(companyId).support.inbox({ limit: 5 }))).toBe("forbidden");
  });

  it("marks a ticket unread for a member when others act after they last opened it, never for their own activity", async () => {
    const { companyId, ownerId } = await createCompany();
    const manager = await addUser(companyId, "MANAGER");
    const owner = staff(companyId, ownerId, "OWNER");
    const other = staff(companyId, manager.id, "MANAGER");
    const ticket = await owner.support.createTicket({ subject: "S", body: "B" });
    const unread = async (caller: typeof owner) =>
      (await caller.support.inbox({ limit: 10 })).data.find((t) => t.id === ticket.id)?.unread;
    expect(await unread(owner)).toBe(false);
    expect(await unread(other)).toBe(true);
    await other.support.markRead({ id: ticket.id });
    expect(await unread(other)).toBe(false);
    await owner.support.createComment({ id: ticket.id, body: "Any news?" });
    expect(await unread(owner)).toBe(false);
    expect(await unread(other)).toBe(true);
    await other.support.markRead({ id: ticket.id });
    await owner.support.updateTicket({ id: ticket.id, priority: "low" });
    expect(await unread(other)).toBe(false);
    await apiKeyCaller(companyId).support.updateTicket({ id: ticket.id, status: "pending" });
    expect(await unread(other)).toBe(true);
    expect(await unread(owner)).toBe(true);
  });

  it("emails the creator and staff commenters, never the actor, on comments and status changes", async () => {
    const { companyId, ownerId, ownerEmail } = await createCompany();
    const inspector = await addUser(companyId, "INSPECTOR");
    const bystander = await addUser(companyId, "MANAGER");
    const owner = staff(companyId, ownerId, "OWNER");
    const yard = staff(companyId, inspector.id, "INSPECTOR");
    const ticket = await owner.support.createTicket({
      subject: "Dent on AB12CDE",
      body: "Rear door",
    });

    await yard.support.createComment({ id: ticket.id, body: "Photo on the report" });
    const toOwner = await eventually(async () => (await emailsTo(ownerEmail))[0], {
      what: "mail to the creator",
    });
    expect(toOwner.subject).toBe("New comment: Dent on AB12CDE");
    expect(toOwner.text).toContain("INSPECTOR person commented");
    expect(toOwner.text).toContain("Photo on the report");
    expect(toOwner.text).toContain(`/tickets/${ticket.id}`);

    await owner.support.updateTicket({ id: ticket.id, status: "closed" });
    const toInspector = await eventually(async () => (await emailsTo(inspector.email))[0], {
      what: "mail to the commenter",
    });
    expect(toInspector.subject).toBe("Ticket closed: Dent on AB12CDE");
    expect(toInspector.text).toContain("from open to closed");

    await apiKeyCaller(companyId).support.updateTicket({ id: ticket.id, status: "open" });
    await eventually(
      async () =>
        (await emailsTo(ownerEmail)).length === 2 && (await emailsTo(inspector.email)).length === 2
          ? true
          : null,
      { what: "mail to both after an API change" },
    );
    await owner.support.updateTicket({ id: ticket.id, priority: "urgent" });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await emailsTo(ownerEmail)).toHaveLength(2);
    expect(await emailsTo(inspector.email)).toHaveLength(2);
    expect(await emailsTo(bystander.email)).toHaveLength(0);
  });

  it("names the linked objects in words for the ticket page, leaving out unknown ones", async () => {
    const { companyId, ownerId } = await createCompany();
    const owner = staff(companyId, ownerId, "OWNER");
    const vehicle = await apiKeyCaller(companyId).fleet.create({ vrm: "AA19AAA" });
    const customer = await apiKeyCaller(companyId).agreements.createCustomer({
      name: "Amelia Hirer",
    });
    const ticket = await owner.support.createTicket({
      subject: "S",
      body: "B",
      vehicle_id: vehicle.id,
      customer_id: customer.id,
    });
    expect(
      await owner.support.links({
        vehicle_id: ticket.vehicle_id ?? undefined,
        customer_id: ticket.customer_id ?? undefined,
        report_id: "rep_01jd8x3m5kf3v9w2q7r4t6y8z0",
      }),
    ).toEqual([
      { kind: "vehicle", id: vehicle.id, label: expect.stringContaining("AA19AAA") as string },
      { kind: "customer", id: customer.id, label: "Amelia Hirer" },
    ]);
  });

  it("describes a ticket's links only to roles that may read them: Billing sees no hirer or vehicle", async () => {
    const { companyId, ownerId } = await createCompany();
    const customer = await apiKeyCaller(companyId).agreements.createCustomer({
      name: "Amelia Hirer",
    });
    const owner = staff(companyId, ownerId, "OWNER");
    expect(await owner.support.links({ customer_id: customer.id })).toEqual([
      { kind: "customer", id: customer.id, label: "Amelia Hirer" },
    ]);
    const billing = staff(companyId, (await addUser(companyId, "BILLING")).id, "BILLING");
    expect(await billing.support.links({ customer_id: customer.id })).toEqual([]);
  });
});
