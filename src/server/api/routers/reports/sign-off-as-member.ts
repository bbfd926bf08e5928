import { env } from "~/env";
import { Report, SignOffAsMemberInput, toReport } from "../../../models/report";
import { signOffAsMember } from "../../../services/reports/signers";
import { staffProcedure } from "../../trpc";

/** Sign-off in the app, by a member of the team (the API's sign-off takes a name). */
export const signOffAsMemberProcedure = staffProcedure("reports.write")
  .input(SignOffAsMemberInput)
  .output(Report)
  .mutation(async ({ ctx, input }) =>
    toReport(
      await signOffAsMember({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input }),
      env.APP_URL,
    ),
  );
