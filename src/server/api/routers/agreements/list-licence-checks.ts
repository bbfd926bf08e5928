import {
  LicenceCheck,
  ListLicenceChecksQuery,
  toLicenceCheck,
} from "../../../models/licence-check";
import { page } from "../../../models/list";
import { listLicenceChecks } from "../../../services/licence-checks/read-licence-checks";
import { toPage } from "../../../services/pagination";
import { authorized } from "../../trpc";
import { CustomerIdInput } from "./customer-id";

export const listLicenceChecksProcedure = authorized("customers.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/customers/{id}/licence-checks",
      tags: ["Customers"],
      summary: "List a customer's licence checks",
      description: "Newest first: the stored proof of every check.",
    },
  })
  .input(ListLicenceChecksQuery.extend(CustomerIdInput.shape).strict())
  .output(page(LicenceCheck))
  .query(async ({ ctx, input }) => {
    const { id, ...query } = input;
    return toPage(
      await listLicenceChecks({ companyId: ctx.caller.companyId, customerId: id, query }),
      query,
      toLicenceCheck,
    );
  });
