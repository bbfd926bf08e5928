import { page } from "../../../../models/list";
import { Fine, ListFinesInput, toFine } from "../../../../models/fine";
import { listFines } from "../../../../services/fines/list-fines";
import { toPage } from "../../../../services/pagination";
import { authorized } from "../../../trpc";

export const listFinesProcedure = authorized("fines.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/fines",
      tags: ["Fines"],
      summary: "List fines and road charges",
      description:
        "Newest first. Filter by `status`, `kind`, `match`, `vrm`, `agreement_id`, `customer_id`, `created_from`/`created_to` (inclusive) and `respond_by_before` (`respond_by` on or before that date: the fines due soon).",
    },
  })
  .input(ListFinesInput)
  .output(page(Fine))
  .query(async ({ ctx, input }) =>
    toPage(await listFines({ companyId: ctx.caller.companyId, query: input }), input, toFine),
  );
