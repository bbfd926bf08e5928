// Each role can call what the permission table gives it and gets 403 for the rest;
// the API key never reaches staff-only procedures.
import { describe, expect, it } from "vitest";
import { createCaller } from "~/server/api/root";
import { toAppError } from "~/server/api/trpc";
import type { Role } from "~/server/services/permissions";
import { addUser, apiKeyCaller, contextFor, createCompany, staff, uniqueEmail } from "./factories";

type Caller = ReturnType<typeof staff>;

async function outcome(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "ok";
  } catch (error) {
    return toAppError(error).code;
  }
}

async function callerFor(role: Role) {
  const { companyId, ownerId } = await createCompany();
  const userId = role === "OWNER" ? ownerId : (await addUser(companyId, role)).id;
  return staff(companyId, userId, role);
}

// Calls that succeed for a permitted role on a fresh company (no side effects that matter).
const CALLS: Record<string, (c: Caller) => Promise<unknown>> = {
  "settings.company.get": (c) => c.settings.company.get(),
  "account.me": (c) => c.account.me(),
  "settings.company.update": (c) => c.settings.company.update({ contact_phone: "0113 496 0001" }),
  "settings.team.list": (c) => c.settings.team.list(),
  "settings.team.invite": (c) =>
    c.settings.team.invite({ email: uniqueEmail(), role: "INSPECTOR" }),
  "settings.email.list": (c) => c.settings.email.list({ limit: 5 }),
};

const EXPECTED: Record<Role, Record<keyof typeof CALLS, string>> = {
  OWNER: {
    "settings.company.get": "ok",
    "account.me": "ok",
    "settings.company.update": "ok",
    "settings.team.list": "ok",
    "settings.team.invite": "ok",
    "settings.email.list": "ok",
  },
  MANAGER: {
    "settings.company.get": "ok",
    "account.me": "ok",
    "settings.company.update": "ok",
    "settings.team.list": "forbidden",
    "settings.team.invite": "forbidden",
    "settings.email.list": "forbidden",
  },
  INSPECTOR: {
    "settings.company.get": "ok",
    "account.me": "ok",
    "settings.company.update": "forbidden",
    "settings.team.list": "forbidden",
    "settings.team.invite": "forbidden",
    "settings.email.list": "forbidden",
  },
  BILLING: {
    "settings.company.get": "ok",
    "account.me": "ok",
    "settings.company.update": "forbidden",
    "settings.team.list": "forbidden",
    "settings.team.invite": "forbidden",
    "settings.email.list": "forbidden",
  },
};

describe("role permissions", () => {
  for (const role of Object.keys(EXPECTED) as Role[]) {
    it(`${role} gets exactly what the table gives it`, async () => {
      const caller = await callerFor(role);
      const seen: Record<string, string> = {};
      for (const [name, call] of Object.entries(CALLS)) seen[name] = await outcome(call(caller));
      expect(seen).toEqual(EXPECTED[role]);
    });
  }

  it("a forbidden call reaches the user as 403 with a readable message and changes nothing", async () => {
    const { companyId } = await createCompany({ name: "Unchanged Ltd" });
    const inspector = await addUser(companyId, "INSPECTOR");
    const caller = staff(companyId, inspector.id, "INSPECTOR");
    const error = await caller.settings.company
      .update({ name: "Hijacked Ltd" })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "FORBIDDEN" });
    expect(toAppError(error)).toMatchObject({
      status: 403,
      message: "Your role does not allow this. Ask an Owner of your company.",
    });
    expect((await caller.settings.company.get()).name).toBe("Unchanged Ltd");
  });

  it("Billing cannot touch any team procedure", async () => {
    const { companyId, ownerId } = await createCompany();
    const billing = staff(companyId, (await addUser(companyId, "BILLING")).id, "BILLING");
    const invitation = await staff(companyId, ownerId, "OWNER").settings.team.invite({
      email: uniqueEmail(),
      role: "INSPECTOR",
    });
    const calls = [
      () => billing.settings.team.list(),
      () => billing.settings.team.invite({ email: uniqueEmail(), role: "OWNER" }),
      () => billing.settings.team.resendInvitation({ invitation_id: invitation.id }),
      () => billing.settings.team.revokeInvitation({ invitation_id: invitation.id }),
      () => billing.settings.team.changeRole({ user_id: ownerId, role: "BILLING" }),
      () => billing.settings.team.removeMember({ user_id: ownerId }),
    ];
    for (const call of calls) expect(await outcome(call())).toBe("forbidden");
  });

  it("the API key cannot reach staff-only procedures, and nobody unauthenticated can", async () => {
    const { companyId } = await createCompany();
    const key = apiKeyCaller(companyId);
    expect(await outcome(key.settings.team.list())).toBe("forbidden");
    expect(await outcome(key.settings.email.list({ limit: 5 }))).toBe("forbidden");
    expect(await outcome(key.settings.company.update({ city: "York" }))).toBe("forbidden");
    expect(await outcome(key.settings.company.get())).toBe("ok");
    const anonymous = createCaller(contextFor(null));
    expect(await outcome(anonymous.settings.team.list())).toBe("unauthenticated");
    expect(await outcome(anonymous.settings.company.get())).toBe("unauthenticated");
  });
});
