import { describe, expect, it } from "vitest";
import { createCaller } from "~/server/api/root";
import { toAppError } from "~/server/api/trpc";
import { db } from "~/server/db";
import { logIn } from "~/server/services/auth/log-in";
import { eventually } from "./eventually";
import { addUser, contextFor, createCompany, staff, uniqueEmail } from "./factories";

const publicCaller = () => createCaller(contextFor(null));

/** The AppError a call failed with (code and message as a user would see them). */
async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return toAppError(error);
  }
  throw new Error("expected the call to fail");
}

/** The invitation link's token from the `nth` email sent to `to` (mail goes out through a job, so wait for it). */
async function tokenSentTo(to: string, nth = 1): Promise<string> {
  const mail = await eventually(
    async () => (await db.sentEmail.findMany({ where: { to }, orderBy: { id: "asc" } }))[nth - 1],
    { what: `mail ${nth} to ${to}` },
  );
  const match = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no invitation link in: ${mail.text}`);
  return match[1];
}

async function ownerOf(name = "Team Test Hire") {
  const company = await createCompany({ name });
  return { ...company, owner: staff(company.companyId, company.ownerId, "OWNER") };
}

describe("invitations", () => {
  it("invites by email, stores only a hash of the token, and the invitee accepts and can log in", async () => {
    const { companyId, owner } = await ownerOf("Invite Hire");
    const email = uniqueEmail("invitee");

    const invitation = await owner.settings.team.invite({
      email: email.toUpperCase(),
      role: "INSPECTOR",
    });
    expect(invitation).toMatchObject({
      email,
      role: "INSPECTOR",
      status: "pending",
      invited_by_name: "Olive Owner",
    });
    const days = (Date.parse(invitation.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await eventually(() => db.sentEmail.findFirst({ where: { to: email } }));
    expect(mail).toMatchObject({
      companyId,
      transport: "stored",
      subject: "Olive Owner invited you to Invite Hire on Kerbside",
    });
    expect(mail.text).toContain("as Inspector");
    const token = await tokenSentTo(email);
    const row = await db.invitation.findUniqueOrThrow({ where: { id: invitation.id } });
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);

    expect(await publicCaller().settings.team.getInvitation({ token })).toMatchObject({
      status: "pending",
      company_name: "Invite Hire",
      role: "INSPECTOR",
      email,
    });
    expect(
      await publicCaller().settings.team.acceptInvitation({
        token,
        name: "Ian Inspector",
        password: "a-good-long-password",
      }),
    ).toEqual({ email });

    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({ companyId, role: "INSPECTOR", name: "Ian Inspector" });
    expect(
      await logIn({ email, password: "a-good-long-password", ip: "198.51.100.7" }),
    ).toMatchObject({ ok: true });

    const team = await owner.settings.team.list();
    expect(team.members.map((m) => m.email)).toContain(email);
    expect(team.invitations).toEqual([]);
  });

  it("a link works once", async () => {
    const { owner } = await ownerOf();
    const email = uniqueEmail();
    await owner.settings.team.invite({ email, role: "BILLING" });
    const token = await tokenSentTo(email);
    await publicCaller().settings.team.acceptInvitation({
      token,
      name: "Bea",
      password: "a-good-long-password",
    });
    const again = await failure(
      publicCaller().settings.team.acceptInvitation({
        token,
        name: "Mallory",
        password: "another-password",
      }),
    );
    expect(again.code).toBe("invalid_state");
    expect(again.message).toContain("already been used");
    expect((await publicCaller().settings.team.getInvitation({ token })).status).toBe("accepted");
  });

  it("an accepted invitation can be neither resent nor revoked", async () => {
    const { owner } = await ownerOf();
    const email = uniqueEmail();
    const invitation = await owner.settings.team.invite({ email, role: "MANAGER" });
    await publicCaller().settings.team.acceptInvitation({
      token: await tokenSentTo(email),
      name: "Ada",
      password: "a-good-long-password",
    });
    const mails = await db.sentEmail.count({ where: { to: email } });

    expect(
      await failure(owner.settings.team.resendInvitation({ invitation_id: invitation.id })),
    ).toMatchObject({
      code: "invalid_state",
      message: "This invitation was already accepted; invite the person again instead.",
    });
    expect(
      await failure(owner.settings.team.revokeInvitation({ invitation_id: invitation.id })),
    ).toMatchObject({
      code: "invalid_state",
      message: "This invitation was already accepted.",
    });
    expect(await db.sentEmail.count({ where: { to: email } })).toBe(mails);
    const row = await db.invitation.findUniqueOrThrow({ where: { id: invitation.id } });
    expect(row.revokedAt).toBeNull();
    expect(row.acceptedAt).toBeInstanceOf(Date);
    expect(await db.user.findUniqueOrThrow({ where: { email } })).toMatchObject({
      role: "MANAGER",
    });
  });

  it("an invitee whose email got an account in the meantime is told to log in, and nothing is created", async () => {
    const { owner } = await ownerOf();
    const email = uniqueEmail();
    const invitation = await owner.settings.team.invite({ email, role: "INSPECTOR" });
    const token = await tokenSentTo(email);
    const elsewhere = await createCompany();
    const existing = await addUser(elsewhere.companyId, "MANAGER");
    await db.user.update({ where: { id: existing.id }, data: { email } });

    const attempt = await failure(
      publicCaller().settings.team.acceptInvitation({
        token,
        name: "Ivy",
        password: "a-good-long-password",
      }),
    );
    expect(attempt).toMatchObject({
      code: "conflict",
      status: 409,
      message: "This email already has a Kerbside account. Log in with it instead.",
    });
    expect(
      await db.user.findMany({ where: { email }, select: { id: true, companyId: true } }),
    ).toEqual([{ id: existing.id, companyId: elsewhere.companyId }]);
    expect(await db.invitation.findUniqueOrThrow({ where: { id: invitation.id } })).toMatchObject({
      acceptedAt: null,
    });
  });

  it("inviting an email with an account at another company answers as for any email (issue 15 item 9)", async () => {
    const { owner } = await ownerOf();
    const elsewhere = await createCompany();
    const invitation = await owner.settings.team.invite({
      email: elsewhere.ownerEmail,
      role: "INSPECTOR",
    });
    expect(invitation).toMatchObject({ email: elsewhere.ownerEmail, status: "pending" });
    const token = await tokenSentTo(elsewhere.ownerEmail);
    const attempt = await failure(
      publicCaller().settings.team.acceptInvitation({
        token,
        name: "Olive",
        password: "a-good-long-password",
      }),
    );
    expect(attempt.message).toBe(
      "This email already has a Kerbside account. Log in with it instead.",
    );
    expect(
      await db.user.findUniqueOrThrow({ where: { email: elsewhere.ownerEmail } }),
    ).toMatchObject({ companyId: elsewhere.companyId });
  });

  it("an unknown token is explained, not a crash", async () => {
    expect(
      await publicCaller().settings.team.getInvitation({ token: "not-a-real-token-at-all" }),
    ).toEqual({ status: "invalid" });
    const attempt = await failure(
      publicCaller().settings.team.acceptInvitation({
        token: "not-a-real-token-at-all",
        name: "X",
        password: "a-good-long-password",
      }),
    );
    expect(attempt.code).toBe("not_found");
    expect(attempt.message).toContain("isn't valid");
  });

  it("an expired invitation is refused, and resending gives a fresh link that works while the old one does not", async () => {
    const { owner } = await ownerOf();
    const email = uniqueEmail();
    const invitation = await owner.settings.team.invite({ email, role: "MANAGER" });
    const oldToken = await tokenSentTo(email);
    await db.invitation.update({
      where: { id: invitation.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });

    expect((await publicCaller().settings.team.getInvitation({ token: oldToken })).status).toBe(
      "expired",
    );
    const expired = await failure(
      publicCaller().settings.team.acceptInvitation({
        token: oldToken,
        name: "Max",
        password: "a-good-long-password",
      }),
    );
    expect(expired.code).toBe("invalid_state");
    expect(expired.message).toContain("expired");
    expect((await owner.settings.team.list()).invitations).toEqual([
      expect.objectContaining({ id: invitation.id, status: "expired" }),
    ]);

    const resent = await owner.settings.team.resendInvitation({ invitation_id: invitation.id });
    expect(resent.status).toBe("pending");
    const newToken = await tokenSentTo(email, 2);
    expect(newToken).not.toBe(oldToken);
    expect((await publicCaller().settings.team.getInvitation({ token: oldToken })).status).toBe(
      "invalid",
    );
    await publicCaller().settings.team.acceptInvitation({
      token: newToken,
      name: "Max",
      password: "a-good-long-password",
    });
    expect(await db.user.findUniqueOrThrow({ where: { email } })).toMatchObject({
      role: "MANAGER",
    });
  });

  it("a revoked invitation stops working and leaves the list", async () => {
    const { owner } = await ownerOf();
    const email = uniqueEmail();
    const invitation = await owner.settings.team.invite({ email, role: "INSPECTOR" });
    const token = await tokenSentTo(email);
    expect(await owner.settings.team.revokeInvitation({ invitation_id: invitation.id })).toEqual({
      revoked: true,
    });

    const attempt = await failure(
      publicCaller().settings.team.acceptInvitation({
        token,
        name: "Rita",
        password: "a-good-long-password",
      }),
    );
    expect(attempt.code).toBe("invalid_state");
    expect(attempt.message).toContain("withdrawn");
    expect(await db.user.findUnique({ where: { email } })).toBeNull();
    expect((await owner.settings.team.list()).invitations).toEqual([]);
    expect(
      (await failure(owner.settings.team.resendInvitation({ invitation_id: invitation.id }))).code,
    ).toBe("invalid_state");
    expect(
      (await failure(owner.settings.team.revokeInvitation({ invitation_id: invitation.id }))).code,
    ).toBe("invalid_state");
  });

  it("refuses to invite a current member or an email that already has an invitation", async () => {
    const { companyId, owner } = await ownerOf();
    const member = await addUser(companyId, "INSPECTOR");
    const onTeam = await failure(
      owner.settings.team.invite({ email: member.email, role: "MANAGER" }),
    );
    expect(onTeam).toMatchObject({
      code: "conflict",
      message: "This person is already on your team.",
    });

    const email = uniqueEmail();
    await owner.settings.team.invite({ email, role: "INSPECTOR" });
    expect((await failure(owner.settings.team.invite({ email, role: "MANAGER" }))).code).toBe(
      "conflict",
    );
    expect(await db.invitation.count({ where: { companyId, email } })).toBe(1);
  });

  it("validates the invitee's password", async () => {
    const { owner } = await ownerOf();
    const email = uniqueEmail();
    await owner.settings.team.invite({ email, role: "INSPECTOR" });
    const token = await tokenSentTo(email);
    const short = await failure(
      publicCaller().settings.team.acceptInvitation({ token, name: "Sam", password: "short" }),
    );
    expect(short.code).toBe("invalid_request");
    expect(short.errors).toEqual([{ pointer: "/password", detail: "Use at least 10 characters" }]);
  });
});

describe("roles and removal", () => {
  it("changes a member's role, which takes effect on their next request", async () => {
    const { companyId, owner } = await ownerOf();
    const member = await addUser(companyId, "INSPECTOR");
    expect(
      await owner.settings.team.changeRole({ user_id: member.id, role: "MANAGER" }),
    ).toMatchObject({ id: member.id, role: "MANAGER" });
    expect(await db.user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({
      role: "MANAGER",
    });
  });

  it("never demotes the last Owner, not even by their own hand", async () => {
    const { ownerId, owner } = await ownerOf();
    const demote = await failure(
      owner.settings.team.changeRole({ user_id: ownerId, role: "MANAGER" }),
    );
    expect(demote).toMatchObject({
      code: "invalid_state",
      message: "You can't change the role of the only Owner. Make someone else an Owner first.",
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: ownerId } })).toMatchObject({
      role: "OWNER",
    });
  });

  it("two Owners removing each other at the same time leave one Owner", async () => {
    const { companyId, ownerId, owner } = await ownerOf();
    const second = await addUser(companyId, "OWNER");
    const results = await Promise.allSettled([
      owner.settings.team.removeMember({ user_id: second.id }),
      staff(companyId, second.id, "OWNER").settings.team.removeMember({ user_id: ownerId }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db.user.count({ where: { companyId, role: "OWNER" } })).toBe(1);
  });

  it("allows demoting an Owner while another remains, then protects the last one", async () => {
    const { companyId, ownerId, owner } = await ownerOf();
    const second = await addUser(companyId, "OWNER");
    await owner.settings.team.changeRole({ user_id: second.id, role: "BILLING" });
    const refused = await failure(
      owner.settings.team.changeRole({ user_id: ownerId, role: "MANAGER" }),
    );
    expect(refused.code).toBe("invalid_state");
    expect(await db.user.count({ where: { companyId, role: "OWNER" } })).toBe(1);
  });

  it("two Owners demoting each other at the same time leave one Owner", async () => {
    const { companyId, ownerId, owner } = await ownerOf();
    const second = await addUser(companyId, "OWNER");
    const results = await Promise.allSettled([
      owner.settings.team.changeRole({ user_id: second.id, role: "MANAGER" }),
      staff(companyId, second.id, "OWNER").settings.team.changeRole({
        user_id: ownerId,
        role: "MANAGER",
      }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db.user.count({ where: { companyId, role: "OWNER" } })).toBe(1);
  });

  it("removes a member, who can no longer log in; their invitations stay with the team", async () => {
    const { companyId, ownerId, owner } = await ownerOf();
    const other = await addUser(companyId, "OWNER");
    const otherOwner = staff(companyId, other.id, "OWNER");
    const invitation = await otherOwner.settings.team.invite({
      email: uniqueEmail(),
      role: "INSPECTOR",
    });

    expect(await owner.settings.team.removeMember({ user_id: other.id })).toEqual({
      removed: true,
    });
    expect(await db.user.findUnique({ where: { id: other.id } })).toBeNull();
    expect(
      await logIn({ email: other.email, password: "correct-horse-battery", ip: "198.51.100.8" }),
    ).toMatchObject({ ok: false });
    expect(await db.invitation.findUniqueOrThrow({ where: { id: invitation.id } })).toMatchObject({
      invitedById: ownerId,
    });
  });

  it("an Owner cannot remove themselves", async () => {
    const { ownerId, owner } = await ownerOf();
    expect((await failure(owner.settings.team.removeMember({ user_id: ownerId }))).message).toBe(
      "You can't remove yourself. Ask another Owner to do it.",
    );
  });
});

describe("another company's team", () => {
  it("is not found: members, invitations, malformed ids", async () => {
    const a = await ownerOf("Company A");
    const b = await ownerOf("Company B");
    const bMember = await addUser(b.companyId, "INSPECTOR");
    const bInvitation = await b.owner.settings.team.invite({
      email: uniqueEmail(),
      role: "INSPECTOR",
    });

    for (const call of [
      () => a.owner.settings.team.changeRole({ user_id: bMember.id, role: "OWNER" }),
      () => a.owner.settings.team.removeMember({ user_id: bMember.id }),
      () => a.owner.settings.team.changeRole({ user_id: b.ownerId, role: "MANAGER" }),
      () => a.owner.settings.team.resendInvitation({ invitation_id: bInvitation.id }),
      () => a.owner.settings.team.revokeInvitation({ invitation_id: bInvitation.id }),
      () => a.owner.settings.team.removeMember({ user_id: "usr_nonsense" }),
      () => a.owner.settings.team.revokeInvitation({ invitation_id: bMember.id }),
    ]) {
      expect((await failure(call())).code).toBe("not_found");
    }
    expect(await db.user.findUniqueOrThrow({ where: { id: bMember.id } })).toMatchObject({
      role: "INSPECTOR",
      companyId: b.companyId,
    });
    expect(await db.invitation.findUniqueOrThrow({ where: { id: bInvitation.id } })).toMatchObject({
      revokedAt: null,
    });
    const aTeam = await a.owner.settings.team.list();
    expect(aTeam.members.map((m) => m.id)).toEqual([a.ownerId]);
    expect(aTeam.invitations).toEqual([]);
  });
});
