import { z } from "zod";
import { setSessionTestMode } from "../../../services/test-mode/test-data";
import { staffProcedure } from "../../trpc";

const member = staffProcedure("company.read");

/** Whether this signed-in device shows the company's test data (the header's Test mode switch). */
export const testModeProcedure = member
  .input(z.void())
  .output(z.object({ test_mode: z.boolean() }))
  .query(({ ctx }) => ({ test_mode: ctx.caller.testMode === true }));

export const setTestModeProcedure = member
  .meta({ activity: { none: "Test mode is this device's view of the data, not a change to it" } })
  .input(z.object({ test_mode: z.boolean() }).strict())
  .output(z.object({ test_mode: z.boolean() }))
  .mutation(({ ctx, input }) =>
    setSessionTestMode({
      userId: ctx.user.id,
      sessionId: ctx.caller.sessionId ?? "",
      companyId: ctx.caller.companyId,
      on: input.test_mode,
    }),
  );
