import {
  ApiAccessSettings,
  toApiAccessSettings,
  UpdateIpAllowListInput,
} from "../../../../models/api-access";
import { updateIpAllowList } from "../../../../services/api-access/api-settings";
import { staffProcedure } from "../../../trpc";

export const updateIpAllowListProcedure = staffProcedure("api.manage")
  .input(UpdateIpAllowListInput)
  .output(ApiAccessSettings)
  .mutation(async ({ ctx, input }) =>
    toApiAccessSettings(
      await updateIpAllowList({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        entries: input.ip_allow_list,
      }),
    ),
  );
