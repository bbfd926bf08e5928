"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormProblem } from "~/components/ui/form-problem";
import { TwoStepCodeInput } from "~/server/models/two-step";
import { useTRPC } from "~/trpc/react";

type Values = z.input<typeof TwoStepCodeInput>;

/** The first code from the app turns two-step sign-in on and answers the recovery codes. */
export function TwoStepSetupForm({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const trpc = useTRPC();
  const confirm = useMutation(trpc.account.confirmTwoStep.mutationOptions());
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(TwoStepCodeInput),
    defaultValues: { code: "" },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      onConfirmed((await confirm.mutateAsync(values)).recovery_codes);
    } catch (error) {
      setProblem(
        error instanceof Error ? error.message : "The code could not be checked. Try again.",
      );
    }
  });

  return (
    <form onSubmit={onSubmit} className="max-w-xs space-y-3" noValidate>
      <FormProblem message={problem} />
      <Field
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={form.formState.errors.code?.message}
        {...form.register("code")}
      />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Checking…" : "Turn on"}
      </Button>
    </form>
  );
}
