import { z } from "zod";
import { SentEmail, toSentEmail } from "../../../../models/sent-email";
import { getSentEmail } from "../../../../services/email/read-sent-email";
import { staffProcedure } from "../../../trpc";

export const getSentEmailProcedure = staffProcedure("email.read")
  .input(z.object({ id: z.string() }).strict())
  .output(SentEmail)
  .query(async ({ ctx, input }) =>
    toSentEmail(await getSentEmail({ companyId: ctx.caller.companyId, emailId: input.id })),
  );
