import { Agreement, AgreementIdInput, toAgreement } from "../../../models/agreement";
import { getAgreement } from "../../../services/agreements/find-agreement";
import { authorized } from "../../trpc";

export const getAgreementProcedure = authorized("agreements.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/agreements/{id}",
      tags: ["Agreements"],
      summary: "Get an agreement",
      description: "Never shows a signing link or token.",
      errorResponses: [404],
    },
  })
  .input(AgreementIdInput)
  .output(Agreement)
  .query(async ({ ctx, input }) =>
    toAgreement(await getAgreement({ companyId: ctx.caller.companyId, id: input.id })),
  );
