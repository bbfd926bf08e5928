import { z } from "zod";
import { CompanyProfile, toCompanyProfile } from "../../../../models/company";
import { getCompany } from "../../../../services/company/company-profile";
import { liveCompanyAuthorized } from "../../../trpc";

export const getCompanyProcedure = liveCompanyAuthorized("company.read")
  .input(z.void())
  .output(CompanyProfile)
  .query(async ({ ctx }) =>
    toCompanyProfile(await getCompany({ companyId: ctx.caller.companyId })),
  );
