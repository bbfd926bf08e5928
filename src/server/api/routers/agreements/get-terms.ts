import { Terms, TermsIdInput, toTerms } from "../../../models/terms";
import { getTerms } from "../../../services/terms/terms";
import { authorized } from "../../trpc";

export const getTermsProcedure = authorized("agreements.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/terms/{id}",
      tags: ["Terms"],
      summary: "Get a terms template",
      errorResponses: [404],
    },
  })
  .input(TermsIdInput)
  .output(Terms)
  .query(async ({ ctx, input }) =>
    toTerms(await getTerms({ companyId: ctx.caller.companyId, id: input.id })),
  );
