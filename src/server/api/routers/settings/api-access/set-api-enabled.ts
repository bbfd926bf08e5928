import { z } from "zod";
import { ApiAccessSettings, toApiAccessSettings } from "../../../../models/api-access";
import { setApiEnabled } from "../../../../services/api-access/api-settings";
import { staffProcedure } from "../../../trpc";

export const setApiEnabledProcedure = staffProcedure("api.manage")
  .input(z.object({ enabled: z.boolean() }).strict())
  .output(ApiAccessSettings)
  .mutation(async ({ ctx, input }) =>
    toApiAccessSettings(
      await setApiEnabled({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        enabled: input.enabled,
      }),
    ),
  );
