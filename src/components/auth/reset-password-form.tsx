"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormProblem } from "~/components/ui/form-problem";
import { ResetPasswordInput } from "~/server/models/password";
import { useTRPC } from "~/trpc/react";

type Values = z.input<typeof ResetPasswordInput>;

export function ResetPasswordForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(ResetPasswordInput),
    defaultValues: { token, new_password: "" },
  });
  const reset = useMutation(trpc.account.resetPassword.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await reset.mutateAsync(values);
    } catch (error) {
      setRefusal(
        error instanceof Error ? error.message : "We couldn't set the password. Please try again.",
      );
      return;
    }
    router.push("/login?notice=password_reset");
  });

  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
      <FormProblem message={refusal} />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters."
        error={form.formState.errors.new_password?.message}
        {...form.register("new_password")}
      />
      <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Saving…" : "Set new password"}
      </Button>
    </form>
  );
}
