import { page } from "../../../models/list";
import { ListTermsInput, Terms, toTerms } from "../../../models/terms";
import { toPage } from "../../../services/pagination";
import { listTerms } from "../../../services/terms/terms";
import { authorized } from "../../trpc";

export const listTermsProcedure = authorized("agreements.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/terms",
      tags: ["Terms"],
      summary: "List terms templates",
      description:
        "Newest first. `q`: case-insensitive part of the name. Every company starts with one default template.",
    },
  })
  .input(ListTermsInput)
  .output(page(Terms))
  .query(async ({ ctx, input }) =>
    toPage(await listTerms({ companyId: ctx.caller.companyId, query: input }), input, toTerms),
  );
