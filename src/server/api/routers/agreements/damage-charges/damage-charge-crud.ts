import { z } from "zod";
import {
  CreateDamageChargeInput,
  DamageCharge,
  DamageChargeIdInput,
  ListDamageChargesInput,
  toDamageCharge,
  UpdateDamageChargeInput,
} from "../../../../models/damage-charge";
import { page } from "../../../../models/list";
import { createDamageCharge } from "../../../../services/damage-charges/create-charge";
import {
  deleteDamageCharge,
  updateDamageCharge,
} from "../../../../services/damage-charges/edit-charge";
import { getDamageCharge } from "../../../../services/damage-charges/find-charge";
import { listDamageCharges } from "../../../../services/damage-charges/list-charges";
import { toPage } from "../../../../services/pagination";
import { authorized } from "../../../trpc";

const TAGS = ["Damage charges"];

export const createDamageChargeProcedure = authorized("agreements.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/damage-charges",
      tags: TAGS,
      summary: "Prepare a damage charge from a check-in",
      description:
        "From an `inbound` report of an agreement, `completed` or `signed_off` (else 409 `invalid_state`): a `draft` with one line per `new` or `worse` damage, in checklist order, priced from the rate card. Fair wear and tear lines are excluded at 0; lines without a size are included with `wear_and_tear: null`. One charge per report while it exists: a second is 409 `conflict` naming the first.",
      errorResponses: [404, 409],
    },
    successStatus: 201,
  })
  .input(CreateDamageChargeInput)
  .output(DamageCharge)
  .mutation(async ({ ctx, input }) =>
    toDamageCharge(
      await createDamageCharge({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input }),
    ),
  );

export const listDamageChargesProcedure = authorized("agreements.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/damage-charges",
      tags: TAGS,
      summary: "List damage charges",
      description:
        "Newest first. Filter by `status`, `agreement_id`, `customer_id` and `created_from`/`created_to` (inclusive).",
    },
  })
  .input(ListDamageChargesInput)
  .output(page(DamageCharge))
  .query(async ({ ctx, input }) =>
    toPage(
      await listDamageCharges({ companyId: ctx.caller.companyId, query: input }),
      input,
      toDamageCharge,
    ),
  );

export const getDamageChargeProcedure = authorized("agreements.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/damage-charges/{id}",
      tags: TAGS,
      summary: "Get a damage charge",
      description: "Never shows the hirer's link.",
      errorResponses: [404],
    },
  })
  .input(DamageChargeIdInput)
  .output(DamageCharge)
  .query(async ({ ctx, input }) =>
    toDamageCharge(await getDamageCharge({ companyId: ctx.caller.companyId, id: input.id })),
  );

export const updateDamageChargeProcedure = authorized("agreements.write")
  .meta({
    openapi: {
      method: "PUT",
      path: "/damage-charges/{id}",
      tags: TAGS,
      summary: "Edit a draft damage charge's lines",
      description:
        "Draft only (else 409 `invalid_state`). Each named line changes; a new `size_mm` re-runs the fair-wear-and-tear rule over the lines of its zone (a line that becomes fair wear and tear is excluded at 0, one that stops being it is included at the rate card's amount). `included: true` on a fair-wear-and-tear line is 400 on its pointer. `total_pence` is the sum of the included lines.",
      errorResponses: [404, 409],
    },
  })
  .input(UpdateDamageChargeInput)
  .output(DamageCharge)
  .mutation(async ({ ctx, input }) =>
    toDamageCharge(
      await updateDamageCharge({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input }),
    ),
  );

export const deleteDamageChargeProcedure = authorized("agreements.write")
  .meta({
    openapi: {
      method: "DELETE",
      path: "/damage-charges/{id}",
      tags: TAGS,
      summary: "Delete a draft damage charge",
      description: "Draft only (else 409 `invalid_state`); the report can then be charged again.",
      errorResponses: [404, 409],
    },
    successStatus: 204,
  })
  .input(DamageChargeIdInput)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await deleteDamageCharge({
      companyId: ctx.caller.companyId,
      actor: ctx.caller.actor,
      id: input.id,
    });
  });
