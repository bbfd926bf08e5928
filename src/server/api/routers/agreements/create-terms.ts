import { CreateTermsInput, Terms, toTerms } from "../../../models/terms";
import { createTerms } from "../../../services/terms/terms";
import { authorized } from "../../trpc";

export const createTermsProcedure = authorized("templates.manage")
  .meta({
    openapi: {
      method: "POST",
      path: "/terms",
      tags: ["Terms"],
      summary: "Create a terms template",
      description:
        "Version 1. `is_default: true` makes it the default (the previous default gives way).",
    },
    successStatus: 201,
  })
  .input(CreateTermsInput)
  .output(Terms)
  .mutation(async ({ ctx, input }) =>
    toTerms(await createTerms({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input })),
  );
