"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormProblem } from "~/components/ui/form-problem";
import { AcceptInvitationInput } from "~/server/models/team";
import { useTRPC } from "~/trpc/react";
import { useSignInAndGo } from "~/components/auth/use-sign-in";

type Values = z.input<typeof AcceptInvitationInput>;

export function AcceptInvitationForm({ token, email }: { token: string; email: string }) {
  const signInAndGo = useSignInAndGo();
  const trpc = useTRPC();
  const accept = useMutation(trpc.settings.team.acceptInvitation.mutationOptions());
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(AcceptInvitationInput),
    defaultValues: { token, name: "", password: "" },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await accept.mutateAsync(values);
    } catch (error) {
      setProblem(
        error instanceof Error
          ? error.message
          : "We couldn't accept the invitation. Please try again.",
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
        hint="You'll log in with this email."
        className="bg-slate-50"
      />
      <Field
        label="Your name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <Field
        label="Choose a password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters."
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Joining…" : "Join the team"}
      </Button>
    </form>
  );
}
