// Router `agreements` (the contract's grouping): customers (hirers) and their licence checks.
import { createTRPCRouter } from "../../trpc";
import { checkLicenceProcedure } from "./check-licence";
import { createCustomerProcedure } from "./create-customer";
import { deleteCustomerProcedure } from "./delete-customer";
import { getCustomerProcedure } from "./get-customer";
import { getLicenceCheckProcedure } from "./get-licence-check";
import { listCustomersProcedure } from "./list-customers";
import { listLicenceChecksProcedure } from "./list-licence-checks";
import { updateCustomerProcedure } from "./update-customer";

export const agreementsRouter = createTRPCRouter({
  createCustomer: createCustomerProcedure,
  listCustomers: listCustomersProcedure,
  getCustomer: getCustomerProcedure,
  updateCustomer: updateCustomerProcedure,
  deleteCustomer: deleteCustomerProcedure,
  checkLicence: checkLicenceProcedure,
  listLicenceChecks: listLicenceChecksProcedure,
  getLicenceCheck: getLicenceCheckProcedure,
});
