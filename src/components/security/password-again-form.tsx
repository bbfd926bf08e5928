"use client";
// An action that weakens or renews two-step sign-in asks for the password again first.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormProblem } from "~/components/ui/form-problem";
import { PasswordAgainInput } from "~/server/models/two-step";

type Values = z.input<typeof PasswordAgainInput>;

type Props = {
  /** The button that opens the form. */
  opener: string;
  explanation: string;
  submit: string;
  pending: string;
  danger?: boolean;
  onSubmit: (password: string) => Promise<unknown>;
};

export function PasswordAgainForm({
  opener,
  explanation,
  submit,
  pending,
  danger,
  onSubmit,
}: Props) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(PasswordAgainInput),
    defaultValues: { password: "" },
  });

  if (!open) {
    return (
      <Button
        variant={danger ? "ghost" : "secondary"}
        className={danger ? "px-0 text-red-700 hover:bg-transparent hover:underline" : undefined}
        onClick={() => setOpen(true)}
      >
        {opener}
      </Button>
    );
  }
  const send = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await onSubmit(values.password);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "That did not work. Try again.");
    }
  });
  return (
    <form
      onSubmit={send}
      className="max-w-xs space-y-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
      noValidate
    >
      <p className="text-sm text-slate-700">{explanation}</p>
      <FormProblem message={problem} />
      <Field
        label="Your password"
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register("password")}
      />
      <div className="flex gap-2">
        <Button
          type="submit"
          variant={danger ? "danger" : "primary"}
          disabled={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting ? pending : submit}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
