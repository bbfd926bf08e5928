import { CompanyProfile, toCompanyProfile, UpdateCompanyInput } from "../../../../models/company";
import { updateCompany } from "../../../../services/company/company-profile";
import { liveCompanyProcedure } from "../../../trpc";

export const updateCompanyProcedure = liveCompanyProcedure("company.update")
  .input(UpdateCompanyInput)
  .output(CompanyProfile)
  .mutation(async ({ ctx, input }) =>
    toCompanyProfile(
      await updateCompany({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input }),
    ),
  );
