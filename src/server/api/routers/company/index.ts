import { createTRPCRouter } from "../../trpc";
import { getCompanyProcedure } from "./get-company";
import { getMeProcedure } from "./get-me";
import { updateCompanyProcedure } from "./update-company";

export const companyRouter = createTRPCRouter({
  get: getCompanyProcedure,
  update: updateCompanyProcedure,
  me: getMeProcedure,
});
