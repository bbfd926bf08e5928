// The dashboard in one call: the reports to pick up (drafts to resume, completed ones
// awaiting sign-off, the latest signed), vehicles with MOT or tax due, the credit
// balance against the low-balance threshold, and the getting-started steps, each
// ticked by what the company has actually done. Sections the caller's role cannot
// see come back null.
import { db } from "../../db";
import { GETTING_STARTED_STEPS, type GettingStartedStep } from "../../models/dashboard";
import { lowBalanceThreshold } from "../credits/ledger";
import { can, type Actor, type Permission } from "../permissions";
import { vehiclesDue } from "../vehicles/vehicles-due";

const VEHICLE = {
  select: {
    id: true,
    vrm: true,
    make: true,
    model: true,
    motValidUntil: true,
    bodyType: true,
    fuelType: true,
  },
} as const;
const LISTED = 5;

/** Who may take each step (a step shows only to roles that can do it). */
export const STEP_PERMISSIONS: Record<GettingStartedStep, Permission> = {
  company_details: "company.update",
  vehicle: "vehicles.write",
  report: "reports.write",
  teammate: "team.manage",
  integration: "api.manage",
  terms: "templates.manage",
};

async function reports(companyId: string) {
  const recent = (status: string, orderBy: object) =>
    db.report.findMany({
      where: { companyId, status },
      include: { vehicle: VEHICLE },
      orderBy,
      take: LISTED,
    });
  const [inProgress, awaitingSignOff, signed, inProgressCount, awaitingCount] = await Promise.all([
    recent("draft", { updatedAt: "desc" }),
    recent("completed", { completedAt: "asc" }),
    recent("signed_off", { signedOffAt: "desc" }),
    db.report.count({ where: { companyId, status: "draft" } }),
    db.report.count({ where: { companyId, status: "completed" } }),
  ]);
  return { inProgress, inProgressCount, awaitingSignOff, awaitingCount, signed };
}

async function steps(companyId: string) {
  const [company, vehicles, reportCount, users, invitations, webhooks, terms] = await Promise.all([
    db.company.findUniqueOrThrow({
      where: { id: companyId },
      select: { addressLine1: true, logoKey: true, _count: { select: { apiKeys: true } } },
    }),
    db.vehicle.count({ where: { companyId } }),
    db.report.count({ where: { companyId } }),
    db.user.count({ where: { companyId } }),
    db.invitation.count({ where: { companyId, revokedAt: null } }),
    db.webhookEndpoint.count({ where: { companyId } }),
    // Sign-up gives every company the standard terms: the step is done once they are edited or another template is added.
    db.termsTemplate.count({
      where: { companyId, OR: [{ version: { gt: 1 } }, { isDefault: false }] },
    }),
  ]);
  const done: Record<GettingStartedStep, boolean> = {
    company_details: Boolean(company.addressLine1 || company.logoKey),
    vehicle: vehicles > 0,
    report: reportCount > 0,
    teammate: users > 1 || invitations > 0,
    integration: company._count.apiKeys > 0 || webhooks > 0,
    terms: terms > 0,
  };
  return done;
}

/** Whether a staff user has made a report: someone new to Kerbside (first sign-in included) has not. */
async function returning(companyId: string, actor: Actor): Promise<boolean> {
  if (actor.kind !== "user") return false;
  const made = await db.report.findFirst({
    where: { companyId, createdById: actor.userId },
    select: { id: true },
  });
  return made !== null;
}

export async function getDashboard(options: { companyId: string; actor: Actor }) {
  const { companyId, actor } = options;
  const [reportLists, due, company, threshold, done, back] = await Promise.all([
    can(actor, "reports.read") ? reports(companyId) : null,
    can(actor, "vehicles.read") ? vehiclesDue({ companyId }) : null,
    db.company.findUniqueOrThrow({ where: { id: companyId }, select: { creditBalance: true } }),
    lowBalanceThreshold(db, companyId),
    steps(companyId),
    returning(companyId, actor),
  ]);
  const gettingStarted = GETTING_STARTED_STEPS.filter((step) =>
    can(actor, STEP_PERMISSIONS[step]),
  ).map((step) => ({ step, done: done[step] }));
  return {
    reports: reportLists,
    vehiclesDue: due,
    credits: { balance: company.creditBalance, threshold, low: company.creditBalance < threshold },
    // Hidden once every step the caller can take is done.
    gettingStarted: gettingStarted.every((s) => s.done) ? [] : gettingStarted,
    returning: back,
  };
}
