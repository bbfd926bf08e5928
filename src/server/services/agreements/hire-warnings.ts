// The hire gate: the one rule that says whether a vehicle or a hirer may go on hire, used by
// every read of an agreement (its `warnings`), the wizard's review and the handover check.
// It reads the vehicle and the hirer's latest licence check as they are now.
import { db } from "../../db";
import { notFound } from "../../errors";
import { isIdOf } from "../../ids";
import {
  HIRE_WARNING_CODES,
  type HireWarning,
  type HireWarningCode,
} from "../../models/hire-warning";
import { formatCalendarDate, formatVrm } from "../../models/uk-format";

/** What the rule reads: the hire's start, the vehicle's registry facts, the hirer's latest check. */
export type HireFacts = {
  startsAt: Date;
  vehicle: {
    vrm: string;
    motValidUntil: Date | null;
    taxStatus: string | null;
    insuranceStatus: string;
  };
  /** The hirer's latest licence check, or null when they have none. */
  latestCheck: { outcome: string; penaltyPoints: number | null } | null;
};

const ukDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });

/** `YYYY-MM-DD`: the calendar day of a moment in UK time (BST or GMT as in force then). */
export const ukCalendarDay = (moment: Date) => ukDay.format(moment);

const LICENCE_INVALID: Record<string, string> = {
  disqualified: "The hirer's latest licence check shows they are disqualified from driving.",
  expired: "The hirer's latest licence check shows their licence has expired.",
  provisional: "The hirer's latest licence check shows a provisional licence only.",
};

function taxMessage(vrm: string, status: string | null): string {
  if (status === "SORN") return `${vrm} is declared off the road (SORN), so it is not taxed.`;
  if (status === null) return `${vrm} is not shown as taxed: the registry gave no tax status.`;
  return `${vrm} is not taxed.`;
}

/**
 * The warnings that apply, in the contract's order. Blocking: the MOT ran out before the hire's
 * first day (UK time; valid until that day itself is fine), any tax status but `Taxed`, the
 * insurance check saying not insured, a licence check that is disqualified, expired or
 * provisional. Not blocking: penalty points, no licence check at all.
 */
export function hireWarnings(facts: HireFacts): HireWarning[] {
  const { vehicle, latestCheck } = facts;
  const vrm = formatVrm(vehicle.vrm);
  const found: Partial<Record<HireWarningCode, string>> = {};
  const motUntil = vehicle.motValidUntil?.toISOString().slice(0, 10);
  if (motUntil !== undefined && motUntil < ukCalendarDay(facts.startsAt))
    found.mot_expired = `The MOT of ${vrm} ran out on ${formatCalendarDate(motUntil)}.`;
  if (vehicle.taxStatus !== "Taxed") found.untaxed = taxMessage(vrm, vehicle.taxStatus);
  if (vehicle.insuranceStatus === "not_insured")
    found.not_insured = `The insurance check found no insurance for ${vrm}.`;
  const invalid = latestCheck ? LICENCE_INVALID[latestCheck.outcome] : undefined;
  if (latestCheck === null) {
    found.licence_not_checked = "The hirer's driving licence has not been checked.";
  } else if (invalid !== undefined) {
    found.licence_invalid = invalid;
  } else if (latestCheck.outcome === "points") {
    const points = latestCheck.penaltyPoints;
    // A check stripped under the retention policy keeps its outcome but not the points.
    found.licence_points =
      points === null
        ? "The hirer's latest licence check shows penalty points."
        : `The hirer's latest licence check shows ${points} penalty ${points === 1 ? "point" : "points"}.`;
  }
  return HIRE_WARNING_CODES.flatMap((code) => {
    const message = found[code];
    return message === undefined ? [] : [{ code, message }];
  });
}

/** What an agreement's read brings for the rule (`agreementInclude`). */
type GateRow = {
  startsAt: Date;
  vehicle: HireFacts["vehicle"];
  customer: { licenceChecks: { outcome: string; penaltyPoints: number | null }[] };
};

/** An agreement row as read, with its `warnings`. */
export function withWarnings<R extends GateRow>(row: R): R & { warnings: HireWarning[] } {
  return {
    ...row,
    warnings: hireWarnings({
      startsAt: row.startsAt,
      vehicle: row.vehicle,
      latestCheck: row.customer.licenceChecks[0] ?? null,
    }),
  };
}

/** The rule's part of a read: the vehicle's registry facts and the hirer's latest check. */
export const vehicleGateFields = { motValidUntil: true, taxStatus: true, insuranceStatus: true };
export const latestCheckInclude = {
  select: { outcome: true, penaltyPoints: true },
  orderBy: { id: "desc" as const },
  take: 1,
};

/** The warnings an agreement of this hirer and vehicle starting then would have (the wizard's review). */
export async function previewHireWarnings(options: {
  companyId: string;
  customerId: string;
  vehicleId: string;
  startsAt: Date;
}): Promise<HireWarning[]> {
  const { companyId } = options;
  const [vehicle, customer] = await Promise.all([
    isIdOf("vehicle", options.vehicleId)
      ? db.vehicle.findFirst({
          where: { id: options.vehicleId, companyId },
          select: { vrm: true, ...vehicleGateFields },
        })
      : null,
    isIdOf("customer", options.customerId)
      ? db.customer.findFirst({
          where: { id: options.customerId, companyId },
          select: { licenceChecks: latestCheckInclude },
        })
      : null,
  ]);
  if (!vehicle) throw notFound("vehicle");
  if (!customer) throw notFound("customer");
  return hireWarnings({
    startsAt: options.startsAt,
    vehicle,
    latestCheck: customer.licenceChecks[0] ?? null,
  });
}
