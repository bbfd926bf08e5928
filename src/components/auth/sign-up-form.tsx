"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormProblem } from "~/components/ui/form-problem";
import { SignUpInput } from "~/server/models/sign-up";
import { useTRPC } from "~/trpc/react";

type Values = z.input<typeof SignUpInput>;

const COUNTRIES = [
  ["GB", "United Kingdom"],
  ["IE", "Ireland"],
  ["FR", "France"],
  ["DE", "Germany"],
  ["ES", "Spain"],
  ["NL", "Netherlands"],
  ["US", "United States"],
] as const;

export function SignUpForm() {
  const trpc = useTRPC();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(SignUpInput),
    defaultValues: { country: "GB", company_name: "", name: "", email: "", password: "" },
  });
  const signUp = useMutation(trpc.account.signUp.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      setSentTo((await signUp.mutateAsync(values)).email);
    } catch (error) {
      setRefusal(
        error instanceof Error
          ? error.message
          : "We couldn't create the account. Please try again.",
      );
    }
  });

  const errors = form.formState.errors;
  if (sentTo) return <CheckYourEmail email={sentTo} onRetry={() => setSentTo(null)} />;
  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
      <FormProblem message={refusal} tone="warning" />
      <Field
        label="Company name"
        autoComplete="organization"
        error={errors.company_name?.message}
        {...form.register("company_name")}
      />
      <Field
        label="Your name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <Field
        label="Work email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters."
        error={errors.password?.message}
        {...form.register("password")}
      />
      <div className="space-y-1.5">
        <label htmlFor="country" className="block text-sm font-medium text-slate-800">
          Country where the company is registered
        </label>
        <select
          id="country"
          className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
          {...form.register("country")}
        >
          {COUNTRIES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        <p className="text-sm text-slate-500">Kerbside is available to UK companies.</p>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Creating your account…" : "Create account"}
      </Button>
    </form>
  );
}

/** After sign-up: the same words whether or not the email already had an account. */
function CheckYourEmail({ email, onRetry }: { email: string; onRetry: () => void }) {
  return (
    <div
      role="status"
      className="mt-6 rounded-lg bg-brand-50 px-4 py-4 text-sm text-slate-800 ring-1 ring-brand-100"
    >
      <h2 className="text-base font-semibold text-slate-900">Check your email</h2>
      <p className="mt-2">
        We&apos;ve sent a link to <strong className="font-medium break-all">{email}</strong>. Open
        it within 24 hours to finish creating your account.
      </p>
      <p className="mt-2 text-slate-600">
        No email after a few minutes? Check your spam folder, or{" "}
        <button
          type="button"
          onClick={onRetry}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          sign up again
        </button>
        .
      </p>
    </div>
  );
}
