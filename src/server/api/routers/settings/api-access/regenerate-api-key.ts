import { z } from "zod";
import { ApiAccessSettings, toApiAccessSettings } from "../../../../models/api-access";
import { regenerateApiKey } from "../../../../services/api-access/api-settings";
import { staffProcedure } from "../../../trpc";

/** The only answer that carries the whole key: the page shows it once. */
export const regenerateApiKeyProcedure = staffProcedure("api.manage")
  .input(z.void())
  .output(z.object({ api_key: z.string(), settings: ApiAccessSettings }))
  .mutation(async ({ ctx }) => {
    const { key, settings } = await regenerateApiKey({
      companyId: ctx.caller.companyId,
      actor: ctx.caller.actor,
    });
    return { api_key: key, settings: toApiAccessSettings(settings) };
  });
