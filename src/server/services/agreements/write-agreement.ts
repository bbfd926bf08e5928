// Creating a draft agreement and editing it (draft only). Rental days and the total
// are computed here on every change; the terms version current at that moment is
// frozen into the agreement. No availability check: agreements may overlap.
import { db } from "../../db";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import {
  MAX_PENCE,
  rentalDays,
  type CreateAgreementInput,
  type LoadedAgreement,
  type UpdateAgreementInput,
} from "../../models/agreement";
import type { ActivityActor } from "../activity/record-activity";
import { recordAgreementActivity } from "./agreement-activity";
import { currentTermsVersion } from "../terms/terms";
import { assertLinked, findAgreement, invalidState } from "./find-agreement";

type Facts = { startsAt: Date; endsAt: Date; dailyRatePence: number };

/** Days and total for the dates and rate; 400 on the field at fault when they do not make sense. */
function money(facts: Facts) {
  if (facts.endsAt.getTime() <= facts.startsAt.getTime()) {
    throw new AppError("invalid_request", "The hire must end after it starts.", {
      errors: [{ pointer: "/ends_at", detail: "must be after starts_at" }],
    });
  }
  const days = rentalDays(facts.startsAt, facts.endsAt);
  const total = days * facts.dailyRatePence;
  if (total > MAX_PENCE) {
    throw new AppError(
      "invalid_request",
      "The total is too large: shorten the hire or lower the daily rate.",
      {
        errors: [
          {
            pointer: "/daily_rate_pence",
            detail: "rental_days x daily_rate_pence must be at most 2,147,483,647",
          },
        ],
      },
    );
  }
  return { rentalDays: days, totalPence: total };
}

async function checkLinks(
  companyId: string,
  input: { customer_id?: string; vehicle_id?: string },
): Promise<void> {
  const { customer_id: customerId, vehicle_id: vehicleId } = input;
  if (customerId !== undefined) {
    await assertLinked(
      "customer",
      customerId,
      "/customer_id",
      async () => (await db.customer.count({ where: { id: customerId, companyId } })) > 0,
    );
  }
  if (vehicleId !== undefined) {
    await assertLinked(
      "vehicle",
      vehicleId,
      "/vehicle_id",
      async () => (await db.vehicle.count({ where: { id: vehicleId, companyId } })) > 0,
    );
  }
}

export async function createAgreement(options: {
  companyId: string;
  actor: ActivityActor;
  input: CreateAgreementInput;
}): Promise<LoadedAgreement> {
  const { companyId, input } = options;
  await checkLinks(companyId, input);
  const startsAt = new Date(input.starts_at);
  const endsAt = new Date(input.ends_at);
  const computed = money({ startsAt, endsAt, dailyRatePence: input.daily_rate_pence });
  const id = newId("agreement");
  await db.$transaction(async (tx) => {
    const terms = await currentTermsVersion(tx, companyId, input.terms_id);
    await tx.agreement.create({
      data: {
        id,
        companyId,
        status: "draft",
        reference: input.reference ?? null,
        customerId: input.customer_id,
        vehicleId: input.vehicle_id,
        termsVersionId: terms.id,
        startsAt,
        endsAt,
        ...computed,
        dailyRatePence: input.daily_rate_pence,
        depositPence: input.deposit_pence ?? 0,
        excessPence: input.excess_pence ?? 0,
        mileageAllowancePerDay: input.mileage_allowance_per_day ?? null,
        notes: input.notes ?? null,
        createdById: options.actor.kind === "user" ? options.actor.userId : null,
      },
    });
    await recordAgreementActivity(tx, {
      companyId,
      actor: options.actor,
      action: "agreement.created",
      id,
      before: null,
    });
  });
  return findAgreement(db, companyId, id);
}

export async function updateAgreement(options: {
  companyId: string;
  actor: ActivityActor;
  input: UpdateAgreementInput;
}): Promise<LoadedAgreement> {
  const { companyId, input } = options;
  const current = await findAgreement(db, companyId, input.id);
  if (current.status !== "draft") throw invalidState(current, "be changed (only drafts can)");
  await checkLinks(companyId, input);
  const startsAt = input.starts_at ? new Date(input.starts_at) : current.startsAt;
  const endsAt = input.ends_at ? new Date(input.ends_at) : current.endsAt;
  const dailyRatePence = input.daily_rate_pence ?? current.dailyRatePence;
  const computed = money({ startsAt, endsAt, dailyRatePence });
  await db.$transaction(async (tx) => {
    const terms = input.terms_id ? await currentTermsVersion(tx, companyId, input.terms_id) : null;
    const { count } = await tx.agreement.updateMany({
      where: { id: current.id, companyId, status: "draft" },
      data: {
        customerId: input.customer_id,
        vehicleId: input.vehicle_id,
        termsVersionId: terms?.id,
        startsAt,
        endsAt,
        dailyRatePence,
        ...computed,
        depositPence: input.deposit_pence,
        excessPence: input.excess_pence,
        mileageAllowancePerDay: input.mileage_allowance_per_day,
        reference: input.reference,
        notes: input.notes,
      },
    });
    if (count === 0)
      throw invalidState(
        await findAgreement(tx, companyId, current.id),
        "be changed (only drafts can)",
      );
    await recordAgreementActivity(tx, {
      companyId,
      actor: options.actor,
      action: "agreement.updated",
      id: current.id,
      before: current,
    });
  });
  return findAgreement(db, companyId, current.id);
}
