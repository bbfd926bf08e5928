import { Terms, toTerms, UpdateTermsInput } from "../../../models/terms";
import { updateTerms } from "../../../services/terms/terms";
import { authorized } from "../../trpc";

export const updateTermsProcedure = authorized("templates.manage")
  .meta({
    openapi: {
      method: "PUT",
      path: "/terms/{id}",
      tags: ["Terms"],
      summary: "Edit a terms template",
      description:
        "A changed `name` or `body` makes a new version (`version` + 1); equal values change nothing. Agreements keep the version they froze. `is_default: true` makes it the default; `is_default: false` sent to the current default is 400 on `/is_default` (make another template the default instead), to any other template it changes nothing. Templates are never deleted.",
      errorResponses: [404],
    },
  })
  .input(UpdateTermsInput)
  .output(Terms)
  .mutation(async ({ ctx, input }) =>
    toTerms(await updateTerms({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input })),
  );
