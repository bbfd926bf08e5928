// The staff's moves after sending (contract's state table): revise (disputed -> draft; the old
// link answers 410 until the next send replaces it), waive (anything but collected or waived),
// collect (accepted, or sent with respond_by passed and no answer; fires
// `damage_charge.collected`). Each is one conditional update, so of two racing moves one wins.
import { db, type Prisma, type Tx } from "../../db";
import { AppError } from "../../errors";
import {
  toDamageCharge,
  type CollectDamageChargeInput,
  type LoadedDamageCharge,
} from "../../models/damage-charge";
import { formatPence } from "../../models/uk-format";
import type { ActivityActor } from "../activity/record-activity";
import { writeEvent } from "../events/write-event";
import { addStep, recordChargeChange, type StepKind } from "./charge-steps";
import { chargeInvalidState, findCharge } from "./find-charge";
import { dropSupersededPack } from "./superseded-pack";

type Move = {
  companyId: string;
  actor: ActivityActor;
  id: string;
  /** What the move needs of the charge as it is; throws its refusal. */
  check: (charge: LoadedDamageCharge, now: Date) => void;
  data: (charge: LoadedDamageCharge, now: Date) => Prisma.DamageChargeUpdateManyMutationInput;
  step: StepKind;
  detail?: (charge: LoadedDamageCharge) => string | null;
  after?: (tx: Tx, charge: LoadedDamageCharge) => Promise<void>;
};

async function move(options: Move): Promise<LoadedDamageCharge> {
  const { companyId } = options;
  return db.$transaction(async (tx) => {
    const before = await findCharge(tx, companyId, options.id);
    const now = new Date();
    options.check(before, now);
    const { count } = await tx.damageCharge.updateMany({
      where: { id: before.id, companyId, status: before.status, updatedAt: before.updatedAt },
      data: { ...options.data(before, now), pdfKey: null, pdfSha256: null },
    });
    if (count === 0)
      throw chargeInvalidState(
        await findCharge(tx, companyId, before.id),
        `be ${options.step} now`,
      );
    await dropSupersededPack(tx, before);
    await addStep(tx, before, options.step, now, options.detail?.(before) ?? null);
    const after = await recordChargeChange(tx, {
      actor: options.actor,
      action: `damage_charge.${options.step}`,
      before,
      id: before.id,
      companyId,
    });
    await options.after?.(tx, after);
    return after;
  });
}

/** POST /damage-charges/{id}/revise: a disputed charge goes back to draft to be changed and sent again. */
export const reviseDamageCharge = (options: {
  companyId: string;
  actor: ActivityActor;
  id: string;
}) =>
  move({
    ...options,
    step: "revised",
    check: (c) => {
      if (c.status !== "disputed")
        throw chargeInvalidState(c, "be revised (only a disputed one can)");
    },
    data: () => ({
      status: "draft",
      responseDecision: null,
      responseComment: null,
      respondedAt: null,
    }),
  });

/** POST /damage-charges/{id}/waive. */
export const waiveDamageCharge = (options: {
  companyId: string;
  actor: ActivityActor;
  id: string;
}) =>
  move({
    ...options,
    step: "waived",
    check: (c) => {
      if (c.status === "collected" || c.status === "waived")
        throw chargeInvalidState(c, "be waived");
    },
    data: (_c, now) => ({ status: "waived", waivedAt: now }),
  });

/** POST /damage-charges/{id}/collect. */
export const collectDamageCharge = (options: {
  companyId: string;
  actor: ActivityActor;
  input: CollectDamageChargeInput;
}) =>
  move({
    companyId: options.companyId,
    actor: options.actor,
    id: options.input.id,
    step: "collected",
    check: (c, now) => {
      const overdue =
        c.status === "sent" && c.respondBy !== null && c.respondBy <= now && !c.respondedAt;
      if (c.status === "sent" && !overdue)
        throw new AppError(
          "invalid_state",
          "The hirer has until the respond-by time to answer: collect once they accept, or after that time passes without an answer.",
        );
      if (c.status !== "accepted" && !overdue) throw chargeInvalidState(c, "be collected");
      const amount = options.input.amount_pence ?? c.totalPence;
      if (amount > c.totalPence)
        throw new AppError("invalid_request", "The amount is more than the charge.", {
          errors: [
            {
              pointer: "/amount_pence",
              detail: `must be at most the total, ${c.totalPence}`,
            },
          ],
        });
    },
    data: (c, now) => ({
      status: "collected",
      collectedPence: options.input.amount_pence ?? c.totalPence,
      collectionMethod: options.input.method,
      collectedAt: now,
    }),
    detail: (c) =>
      `${formatPence(options.input.amount_pence ?? c.totalPence)} by ${options.input.method.replace("_", " ")}`,
    after: async (tx, charge) => {
      await writeEvent(tx, {
        companyId: charge.companyId,
        type: "damage_charge.collected",
        object: toDamageCharge(charge),
      });
    },
  });
