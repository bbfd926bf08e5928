import { SendAgreementInput, SentAgreement, toAgreement } from "../../../models/agreement";
import { sendAgreement } from "../../../services/signing/send-agreement";
import { authorized } from "../../trpc";

export const sendAgreementProcedure = authorized("agreements.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/agreements/{id}/send",
      tags: ["Agreements"],
      summary: "Send the agreement for signing",
      description:
        "`draft` or `sent` -> `sent`: a new signing link (the previous one stops working), valid for `expires_in_seconds` (10 to 2,592,000; default 7 days). `signing_url` appears only in this answer. The hirer gets the link by email when they have an address.",
      errorResponses: [404, 409],
    },
  })
  .input(SendAgreementInput)
  .output(SentAgreement)
  .mutation(async ({ ctx, input }) => {
    const actor = ctx.caller.actor;
    const { agreement, signingUrl } = await sendAgreement({
      companyId: ctx.caller.companyId,
      actor,
      input,
      request: {
        ip: ctx.ip,
        userAgent:
          actor.kind === "user"
            ? `Kerbside staff app (${actor.userId})`
            : "Kerbside API (company API key)",
      },
    });
    return { ...toAgreement(agreement), signing_url: signingUrl };
  });
