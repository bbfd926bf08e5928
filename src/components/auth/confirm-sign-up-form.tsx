"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { ConfirmSignUpInput } from "~/server/models/sign-up";
import { useTRPC } from "~/trpc/react";

type Values = z.input<typeof ConfirmSignUpInput>;

export function ConfirmSignUpForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const trpc = useTRPC();
  const confirm = useMutation(trpc.account.confirmSignUp.mutationOptions());
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(ConfirmSignUpInput), defaultValues: { token, password: "" } });

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await confirm.mutateAsync(values);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "We couldn't create the account. Please try again.");
      return;
    }
    const result = await signIn("credentials", { email, password: values.password, redirect: false });
    router.push(result?.ok ? "/dashboard" : "/login");
    router.refresh();
  });

  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
      {problem ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {problem}
        </p>
      ) : null}
      <Field label="Email" type="email" value={email} readOnly autoComplete="username" className="bg-slate-50" />
      <Field label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
      <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Creating your account…" : "Create account"}
      </Button>
    </form>
  );
}
