// Company settings are not test data: with Test mode on, the Team, Company details and Data
// retention pages (their procedures) read and change the live company, never its test twin;
// one retention policy applies to both modes, which a test key reads but cannot change. The
// signed-in member and the team a report is signed off by are the live company's too.
import { describe, expect, it } from "vitest";
import { createCaller } from "~/server/api/root";
import { db } from "~/server/db";
import { regenerateTestApiKey } from "~/server/services/api-access/api-settings";
import { staffCaller, startSession } from "~/server/services/auth/sessions";
import { contextFor } from "../factories";
import { apiCompany, call, json, problemOf } from "./http";

/** A company with both keys, its Owner's app in Test mode, and its twin's id. */
async function inTestMode() {
  const live = await apiCompany({ name: "Leeds Van Hire" });
  const { key: testKey } = await regenerateTestApiKey({
    companyId: live.companyId,
    actor: { kind: "api_key" },
  });
  const sessionId = await startSession({ userId: live.ownerId, ip: "203.0.113.10" });
  const claims = { userId: live.ownerId, sessionVersion: 0, sessionId };
  const app = async () => createCaller(contextFor(await staffCaller(claims)));
  await (await app()).account.setTestMode({ test_mode: true });
  const twin = await db.company.findUniqueOrThrow({
    where: { testOfId: live.companyId },
    select: { id: true },
  });
  expect((await staffCaller(claims))?.companyId).toBe(twin.id);
  return { live, testKey, twinId: twin.id, app };
}

describe("company settings in Test mode", () => {
  it("Team lists and invites into the live company", async () => {
    const { live, twinId, app } = await inTestMode();
    const team = await (await app()).settings.team.list();
    expect(team.members.map((m) => m.id)).toEqual([live.ownerId]);
    expect(team.members[0]?.is_you).toBe(true);
    await (
      await app()
    ).settings.team.invite({ email: "new.driver@example.test", role: "INSPECTOR" });
    expect(await db.invitation.count({ where: { companyId: live.companyId } })).toBe(1);
    expect(await db.invitation.count({ where: { companyId: twinId } })).toBe(0);
    expect((await (await app()).settings.team.list()).invitations).toHaveLength(1);
  });

  it("Company details read and change the live company", async () => {
    const { live, twinId, app } = await inTestMode();
    expect((await (await app()).settings.company.get()).id).toBe(live.companyId);
    const saved = await (await app()).settings.company.update({ name: "Leeds Vans & Trucks" });
    expect(saved).toMatchObject({ id: live.companyId, name: "Leeds Vans & Trucks" });
    const names = await db.company.findMany({
      where: { id: { in: [live.companyId, twinId] } },
      select: { id: true, name: true },
    });
    expect(Object.fromEntries(names.map((c) => [c.id, c.name]))).toEqual({
      [live.companyId]: "Leeds Vans & Trucks",
      [twinId]: "Leeds Van Hire",
    });
    const row = await db.activityLog.findFirst({
      where: { action: "company.updated", objectId: live.companyId },
    });
    expect(row?.companyId).toBe(live.companyId);
  });

  it("Data retention reads and changes the live company's one policy; a test key reads it but cannot change it", async () => {
    const { live, testKey, twinId, app } = await inTestMode();
    await (await app()).agreements.updateRetentionPolicy({ licence_check_days: 90 });
    expect(await (await app()).agreements.getRetentionPolicy()).toMatchObject({
      licence_check_days: 90,
    });
    expect(
      await db.retentionPolicy.findUnique({ where: { companyId: live.companyId } }),
    ).toMatchObject({ licenceCheckDays: 90 });
    expect(await db.retentionPolicy.findUnique({ where: { companyId: twinId } })).toBeNull();

    const read = await call("GET", "/retention-policy", { key: testKey });
    expect(read.status).toBe(200);
    expect(await json(read)).toMatchObject({ licence_check_days: 90 });
    const refused = await call("PUT", "/retention-policy", {
      key: testKey,
      body: { licence_check_days: 30 },
    });
    expect((await problemOf(refused, 403)).code).toBe("forbidden");
    expect(
      await db.retentionPolicy.findUnique({ where: { companyId: live.companyId } }),
    ).toMatchObject({ licenceCheckDays: 90 });
    expect(await db.retentionPolicy.findUnique({ where: { companyId: twinId } })).toBeNull();
  });

  it("the member is the live company's: who am I (the test balance), and the team a report is signed off by", async () => {
    const { live, app } = await inTestMode();
    const me = await (await app()).account.me();
    expect(me).toMatchObject({ id: live.ownerId, company: { name: "Leeds Van Hire" } });
    expect(me.company.credit_balance).toBe(1_000);
    expect(await (await app()).reports.signers()).toEqual([
      { id: live.ownerId, name: "Olive Owner", is_you: true },
    ]);
    const ticket = await (
      await app()
    ).support.createTicket({ subject: "Test ticket", body: "Hello" });
    const comment = await (await app()).support.createComment({ id: ticket.id, body: "Seen" });
    expect(comment.author).toEqual({ type: "user", id: live.ownerId, name: "Olive Owner" });
  });
});
