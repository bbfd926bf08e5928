import { z } from "zod";
import { LicenceCheck, toLicenceCheck } from "../../../models/licence-check";
import { getLicenceCheck } from "../../../services/licence-checks/read-licence-checks";
import { authorized } from "../../trpc";

export const getLicenceCheckProcedure = authorized("customers.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/licence-checks/{id}",
      tags: ["Customers"],
      summary: "Get a licence check",
    },
  })
  .input(
    z
      .object({ id: z.string().max(100).meta({ description: "Licence check id (`lck_...`)" }) })
      .strict(),
  )
  .output(LicenceCheck)
  .query(async ({ ctx, input }) =>
    toLicenceCheck(
      await getLicenceCheck({ companyId: ctx.caller.companyId, licenceCheckId: input.id }),
    ),
  );
