"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormProblem } from "~/components/ui/form-problem";
import { ForgotPasswordInput } from "~/server/models/password";
import { useTRPC } from "~/trpc/react";

type Values = z.input<typeof ForgotPasswordInput>;

export function ForgotPasswordForm() {
  const trpc = useTRPC();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(ForgotPasswordInput),
    defaultValues: { email: "" },
  });
  const forgot = useMutation(trpc.account.forgotPassword.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await forgot.mutateAsync(values);
      setSentTo(values.email.trim());
    } catch (error) {
      setRefusal(
        error instanceof Error ? error.message : "We couldn't send the link. Please try again.",
      );
    }
  });

  if (sentTo) {
    return (
      <p
        role="status"
        className="mt-6 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200"
      >
        If {sentTo} has a Kerbside account, we have sent it a link to choose a new password. The
        link works once, for an hour.
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
      <FormProblem message={refusal} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register("email")}
      />
      <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Sending…" : "Send reset link"}
      </Button>
    </form>
  );
}
