import { z } from "zod";
import { ApiAccessSettings, toApiAccessSettings } from "../../../../models/api-access";
import { getApiSettings } from "../../../../services/api-access/api-settings";
import { staffProcedure } from "../../../trpc";

export const getApiAccessProcedure = staffProcedure("api.manage")
  .input(z.void())
  .output(ApiAccessSettings)
  .query(async ({ ctx }) =>
    toApiAccessSettings(await getApiSettings({ companyId: ctx.caller.companyId })),
  );
