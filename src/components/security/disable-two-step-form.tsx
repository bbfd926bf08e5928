"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormProblem } from "~/components/ui/form-problem";
import { PasswordAgainInput } from "~/server/models/two-step";
import { useTRPC } from "~/trpc/react";

type Values = z.input<typeof PasswordAgainInput>;

/** Turning two-step sign-in off asks for the password again. */
export function DisableTwoStepForm({ onDisabled }: { onDisabled: () => void }) {
  const trpc = useTRPC();
  const disable = useMutation(trpc.account.disableTwoStep.mutationOptions());
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(PasswordAgainInput), defaultValues: { password: "" } });

  if (!open) {
    return (
      <Button variant="ghost" className="px-0 text-red-700 hover:bg-transparent hover:underline" onClick={() => setOpen(true)}>
        Turn off two-step sign-in…
      </Button>
    );
  }
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await disable.mutateAsync(values);
      onDisabled();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "It could not be turned off. Try again.");
    }
  });
  return (
    <form onSubmit={onSubmit} className="max-w-xs space-y-3 rounded-lg bg-red-50/50 p-4 ring-1 ring-red-100" noValidate>
      <p className="text-sm text-slate-700">Your account will be protected by your password alone.</p>
      <FormProblem message={problem} />
      <Field label="Your password" type="password" autoComplete="current-password" error={form.formState.errors.password?.message} {...form.register("password")} />
      <div className="flex gap-2">
        <Button type="submit" variant="danger" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Turning off…" : "Turn off"}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
