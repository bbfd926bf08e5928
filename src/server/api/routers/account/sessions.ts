import { z } from "zod";
import { SignedInDevice } from "../../../models/two-step";
import { endOtherSessions, endSession, listSessions } from "../../../services/auth/sessions";
import { staffProcedure } from "../../trpc";

const member = staffProcedure("company.read");

export const listSessionsProcedure = member
  .input(z.void())
  .output(z.array(SignedInDevice))
  .query(({ ctx }) =>
    listSessions({ userId: ctx.user.id, currentSessionId: ctx.caller.sessionId }),
  );

export const endSessionProcedure = member
  .input(z.object({ session_id: z.string().max(100) }).strict())
  .output(z.object({ ended: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await endSession({ userId: ctx.user.id, sessionId: input.session_id });
    return { ended: true as const };
  });

export const endOtherSessionsProcedure = member
  .input(z.void())
  .output(z.object({ ended: z.number().int() }))
  .mutation(async ({ ctx }) => ({
    ended: ctx.caller.sessionId
      ? await endOtherSessions({ userId: ctx.user.id, currentSessionId: ctx.caller.sessionId })
      : 0,
  }));
