import { DamageRate, UpdateDamageRateInput } from "../../../../models/damage-charge";
import { z } from "zod";
import { page } from "../../../../models/list";
import {
  listDamageRates,
  updateDamageRate,
} from "../../../../services/damage-charges/damage-rates";
import { authorized } from "../../../trpc";

const TAGS = ["Damage charges"];

export const listDamageRatesProcedure = authorized("agreements.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/damage-rates",
      tags: TAGS,
      summary: "The damage rate card",
      description:
        "All 21 rates on one page, type then severity order (`drt_{type}_{severity}`). A new charge prices its lines from these as they are then; later changes never alter a charge.",
    },
  })
  .input(z.void())
  .output(page(DamageRate))
  .query(async ({ ctx }) => ({
    data: await listDamageRates({ companyId: ctx.caller.companyId }),
    has_more: false,
    next_cursor: null,
  }));

export const updateDamageRateProcedure = authorized("damage_rates.manage")
  .meta({
    openapi: {
      method: "PUT",
      path: "/damage-rates/{id}",
      tags: TAGS,
      summary: "Change a damage rate",
      description: "`amount_pence` 0 to 10,000,000. Changes only your company's rate card.",
      errorResponses: [404],
    },
  })
  .input(UpdateDamageRateInput)
  .output(DamageRate)
  .mutation(async ({ ctx, input }) =>
    updateDamageRate({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input }),
  );
