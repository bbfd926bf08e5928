import { z } from "zod";
import { ApiAccessSettings, toApiAccessSettings } from "../../../../models/api-access";
import { regenerateTestApiKey } from "../../../../services/api-access/api-settings";
import { staffProcedure } from "../../../trpc";

/** The only answer that carries the whole test key: the page shows it once. */
export const regenerateTestApiKeyProcedure = staffProcedure("api.manage")
  .input(z.void())
  .output(z.object({ test_api_key: z.string(), settings: ApiAccessSettings }))
  .mutation(async ({ ctx }) => {
    const { key, settings } = await regenerateTestApiKey({
      companyId: ctx.caller.companyId,
      actor: ctx.caller.actor,
    });
    return { test_api_key: key, settings: toApiAccessSettings(settings) };
  });
