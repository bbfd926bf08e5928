import { z } from "zod";
import { licenceNumber } from "../../../models/customer";
import { LicenceCheck, shareCode, toLicenceCheck } from "../../../models/licence-check";
import { checkLicence } from "../../../services/licence-checks/check-licence";
import { authorized } from "../../trpc";
import { CustomerIdInput } from "./customer-id";

export const CheckLicenceInput = CustomerIdInput.extend({
  share_code: shareCode,
  consent: z
    .literal(true, "must be true: the driver agreed to this check")
    .meta({ description: "The driver agreed to the check" }),
  licence_number: licenceNumber
    .optional()
    .meta({ description: "The licence to check; default the customer's" }),
}).strict();

export const checkLicenceProcedure = authorized("customers.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/customers/{id}/licence-checks",
      tags: ["Customers"],
      summary: "Check a driving licence",
      description:
        "Asks the driving licence service with the driver's share code (used once: never stored, logged or returned) and stores what it said. Free. Fires `licence.checked`. 422 `share_code_invalid` when the service refuses the code, 502 `licence_service_unavailable` when it does not answer; either way nothing is stored. The customer record never changes, except its `licence_check` summary.",
      errorResponses: [422, 502],
    },
    successStatus: 201,
  })
  .input(CheckLicenceInput)
  .output(LicenceCheck)
  .mutation(async ({ ctx, input }) => {
    const { id, ...check } = input;
    return toLicenceCheck(
      await checkLicence({
        companyId: ctx.caller.companyId,
        customerId: id,
        actor: ctx.caller.actor,
        input: check,
      }),
    );
  });
