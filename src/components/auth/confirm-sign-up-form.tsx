"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormProblem } from "~/components/ui/form-problem";
import { ConfirmSignUpInput } from "~/server/models/sign-up";
import { useTRPC } from "~/trpc/react";
import { useSignInAndGo } from "~/components/auth/use-sign-in";

type Values = z.input<typeof ConfirmSignUpInput>;

export function ConfirmSignUpForm({ token, email }: { token: string; email: string }) {
  const signInAndGo = useSignInAndGo();
  const trpc = useTRPC();
  const confirm = useMutation(trpc.account.confirmSignUp.mutationOptions());
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(ConfirmSignUpInput),
    defaultValues: { token, password: "" },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await confirm.mutateAsync(values);
    } catch (error) {
      setProblem(
        error instanceof Error
          ? error.message
          : "We couldn't create the account. Please try again.",
      );
      return;
    }
    await signInAndGo(email, values.password);
  });

  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
      <FormProblem message={problem} tone="warning" />
      <Field
        label="Email"
        type="email"
        value={email}
        readOnly
        autoComplete="username"
        className="bg-slate-50"
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Creating your account…" : "Create account"}
      </Button>
    </form>
  );
}
