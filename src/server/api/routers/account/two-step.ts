import { z } from "zod";
import {
  PasswordAgainInput,
  RecoveryCodes,
  TwoStepCodeInput,
  TwoStepSetup,
  TwoStepStatus,
} from "../../../models/two-step";
import {
  confirmTwoStepSetup,
  disableTwoStep,
  regenerateRecoveryCodes,
  startTwoStepSetup,
  twoStepStatus,
} from "../../../services/auth/two-step";
import { staffProcedure } from "../../trpc";

// The set-up is open to a member whose company requires it and who has not set it up yet.
const member = staffProcedure("company.read");
const beforeTwoStep = member.meta({ allowBeforeTwoStep: true });

export const twoStepStatusProcedure = beforeTwoStep
  .input(z.void())
  .output(TwoStepStatus)
  .query(({ ctx }) => twoStepStatus(ctx.user.id));

export const startTwoStepProcedure = beforeTwoStep
  .meta({
    allowBeforeTwoStep: true,
    activity: { none: "a pending secret only; nothing is in force until a first code confirms it" },
  })
  .input(z.void())
  .output(TwoStepSetup)
  .mutation(({ ctx }) => startTwoStepSetup(ctx.user.id));

export const confirmTwoStepProcedure = beforeTwoStep
  .input(TwoStepCodeInput)
  .output(RecoveryCodes)
  .mutation(({ ctx, input }) => confirmTwoStepSetup({ userId: ctx.user.id, code: input.code }));

export const regenerateRecoveryCodesProcedure = member
  .input(PasswordAgainInput)
  .output(RecoveryCodes)
  .mutation(({ ctx, input }) =>
    regenerateRecoveryCodes({ userId: ctx.user.id, password: input.password }),
  );

export const disableTwoStepProcedure = member
  .input(PasswordAgainInput)
  .output(z.object({ enabled: z.literal(false) }))
  .mutation(async ({ ctx, input }) => {
    await disableTwoStep({ userId: ctx.user.id, password: input.password });
    return { enabled: false as const };
  });
