"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { signOut } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormProblem } from "~/components/ui/form-problem";
import { ChangePasswordInput } from "~/server/models/password";
import { useTRPC } from "~/trpc/react";

type Values = z.input<typeof ChangePasswordInput>;

/** Changing the password ends every session, this one too: the user logs in again with the new password. */
export function ChangePasswordForm() {
  const trpc = useTRPC();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(ChangePasswordInput),
    defaultValues: { current_password: "", new_password: "" },
  });
  const change = useMutation(trpc.account.changePassword.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await change.mutateAsync(values);
    } catch (error) {
      setRefusal(
        error instanceof Error ? error.message : "The password could not be changed. Try again.",
      );
      return;
    }
    await signOut({ callbackUrl: "/login?notice=password_changed" });
  });

  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} className="max-w-md space-y-4" noValidate>
      <FormProblem message={refusal} />
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...form.register("current_password")}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters. You will be logged out everywhere and log in again with it."
        error={errors.new_password?.message}
        {...form.register("new_password")}
      />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Changing…" : "Change password"}
      </Button>
    </form>
  );
}
