import { ListQuery, page } from "../../../../models/list";
import { SentEmailSummary, toSentEmailSummary } from "../../../../models/sent-email";
import { listSentEmailPage } from "../../../../services/email/read-sent-email";
import { toPage } from "../../../../services/pagination";
import { staffProcedure } from "../../../trpc";

export const listSentEmailProcedure = staffProcedure("email.read")
  .input(ListQuery)
  .output(page(SentEmailSummary))
  .query(async ({ ctx, input }) =>
    toPage(
      await listSentEmailPage({ companyId: ctx.caller.companyId, query: input }),
      input,
      toSentEmailSummary,
    ),
  );
