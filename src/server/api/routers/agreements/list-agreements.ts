import { Agreement, ListAgreementsInput, toAgreement } from "../../../models/agreement";
import { page } from "../../../models/list";
import { listAgreements } from "../../../services/agreements/list-agreements";
import { toPage } from "../../../services/pagination";
import { authorized } from "../../trpc";

export const listAgreementsProcedure = authorized("agreements.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/agreements",
      tags: ["Agreements"],
      summary: "List and search agreements",
      description:
        "Newest first. Filter by `status`, `customer_id`, `vehicle_id`, `vrm`, `q` (part of the reference, hirer name or email, or VRM) and `created_from`/`created_to` (inclusive).",
    },
  })
  .input(ListAgreementsInput)
  .output(page(Agreement))
  .query(async ({ ctx, input }) =>
    toPage(
      await listAgreements({ companyId: ctx.caller.companyId, query: input }),
      input,
      toAgreement,
    ),
  );
