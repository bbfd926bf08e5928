import { createTRPCRouter } from "../../../trpc";
import { getCompanyProcedure } from "./get-company";
import { updateCompanyProcedure } from "./update-company";

export const companyRouter = createTRPCRouter({
  get: getCompanyProcedure,
  update: updateCompanyProcedure,
});
