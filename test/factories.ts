// Test data: each test makes its own company, so tests never share state and run
// side by side on one database.
import { randomUUID } from "node:crypto";
import { createCaller } from "~/server/api/root";
import type { Caller, Context } from "~/server/api/trpc";
import { db } from "~/server/db";
import { newId } from "~/server/ids";
import { hashPassword } from "~/server/services/auth/passwords";
import { signUp } from "~/server/services/company/sign-up";
import type { Role } from "~/server/services/permissions";

export const uniqueEmail = (label = "user") => `${label}-${randomUUID().slice(0, 8)}@example.test`;

export async function createCompany(options: { credits?: number; name?: string } = {}) {
  const email = uniqueEmail("owner");
  const password = "correct-horse-battery";
  const { companyId, userId } = await signUp(
    {
      company_name: options.name ?? "Test Hire Ltd",
      name: "Olive Owner",
      email,
      password,
      country: "GB",
    },
    { credits: options.credits },
  );
  return { companyId, ownerId: userId, ownerEmail: email, password };
}

export async function addUser(companyId: string, role: Role) {
  const id = newId("user");
  const email = uniqueEmail(role.toLowerCase());
  await db.user.create({
    data: {
      id,
      companyId,
      name: `${role} person`,
      email,
      role,
      passwordHash: await hashPassword("correct-horse-battery"),
    },
  });
  return { id, email };
}

export function contextFor(caller: Caller | null, options: { ip?: string } = {}): Context {
  return { requestId: newId("request"), ip: options.ip ?? "203.0.113.10", caller };
}

/** A tRPC caller acting as a staff member of `companyId` with `role`. */
export function staff(companyId: string, userId: string, role: Role) {
  return createCaller(contextFor({ companyId, actor: { kind: "user", userId, role } }));
}

/** A tRPC caller acting with the company's API key. */
export function apiKeyCaller(companyId: string) {
  return createCaller(contextFor({ companyId, actor: { kind: "api_key" } }));
}

/** Agreements (issue 12): a draft agreement of `companyId` for a new hirer and the vehicle `vrm` (added if new). */
export async function createDraftAgreement(
  companyId: string,
  options: { vrm?: string; customerName?: string; customerEmail?: string | null } = {},
) {
  const api = apiKeyCaller(companyId);
  const vrm = options.vrm ?? "AA19AAA";
  const vehicle =
    (await db.vehicle.findFirst({ where: { companyId, vrm } })) ??
    (await api.fleet.create({ vrm }));
  const customer = await db.customer.create({
    data: {
      id: newId("customer"),
      companyId,
      name: options.customerName ?? "Amelia Hirer",
      email: options.customerEmail === undefined ? uniqueEmail("hirer") : options.customerEmail,
    },
  });
  return api.agreements.createAgreement({
    customer_id: customer.id,
    vehicle_id: vehicle.id,
    starts_at: "2027-03-01T09:00:00Z",
    ends_at: "2027-03-04T09:00:00Z",
    daily_rate_pence: 4500,
  });
}
