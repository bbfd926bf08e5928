import {
  CollectDamageChargeInput,
  DamageCharge,
  DamageChargeIdInput,
  SentDamageCharge,
  toDamageCharge,
} from "../../../../models/damage-charge";
import {
  collectDamageCharge,
  reviseDamageCharge,
  waiveDamageCharge,
} from "../../../../services/damage-charges/move-charge";
import { sendDamageCharge } from "../../../../services/damage-charges/send-charge";
import { authorized } from "../../../trpc";

const TAGS = ["Damage charges"];

export const sendDamageChargeProcedure = authorized("agreements.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/damage-charges/{id}/send",
      tags: TAGS,
      summary: "Send a damage charge to the hirer",
      description:
        "`draft` -> `sent`: needs `total_pence` > 0 and no included line with `wear_and_tear` `null` (else 409 `invalid_state` saying which). Sets `sent_at` and `respond_by` (240 hours later); `hirer_url` appears only in this answer, and a new send kills the previous link. The hirer gets it by email. Fires `damage_charge.sent`.",
      errorResponses: [404, 409],
    },
  })
  .input(DamageChargeIdInput)
  .output(SentDamageCharge)
  .mutation(async ({ ctx, input }) => {
    const { charge, hirerUrl } = await sendDamageCharge({
      companyId: ctx.caller.companyId,
      actor: ctx.caller.actor,
      id: input.id,
    });
    return { ...toDamageCharge(charge), hirer_url: hirerUrl };
  });

export const reviseDamageChargeProcedure = authorized("agreements.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/damage-charges/{id}/revise",
      tags: TAGS,
      summary: "Revise a disputed damage charge",
      description:
        "`disputed` -> `draft`; `response` becomes `null` (the answer stays in the timeline). The old link answers 410 until the next send, which makes a new one.",
      errorResponses: [404, 409],
    },
  })
  .input(DamageChargeIdInput)
  .output(DamageCharge)
  .mutation(async ({ ctx, input }) =>
    toDamageCharge(
      await reviseDamageCharge({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        id: input.id,
      }),
    ),
  );

export const waiveDamageChargeProcedure = authorized("agreements.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/damage-charges/{id}/waive",
      tags: TAGS,
      summary: "Waive a damage charge",
      description:
        "From `draft`, `sent`, `accepted` or `disputed` -> `waived`; from `collected` or `waived`, 409 `invalid_state`.",
      errorResponses: [404, 409],
    },
  })
  .input(DamageChargeIdInput)
  .output(DamageCharge)
  .mutation(async ({ ctx, input }) =>
    toDamageCharge(
      await waiveDamageCharge({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        id: input.id,
      }),
    ),
  );

export const collectDamageChargeProcedure = authorized("agreements.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/damage-charges/{id}/collect",
      tags: TAGS,
      summary: "Record a damage charge as collected",
      description:
        "`accepted`, or `sent` with `respond_by` passed and no answer -> `collected` (else 409 `invalid_state`). `amount_pence` 1 up to `total_pence` (default the total); `method` `deposit`, `card`, `bank_transfer` or `other`. Fires `damage_charge.collected`.",
      errorResponses: [404, 409],
    },
  })
  .input(CollectDamageChargeInput)
  .output(DamageCharge)
  .mutation(async ({ ctx, input }) =>
    toDamageCharge(
      await collectDamageCharge({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        input,
      }),
    ),
  );
