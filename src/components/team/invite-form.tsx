"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { InviteMemberInput } from "~/server/models/team";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type Role } from "~/server/services/permissions";
import { useTRPC } from "~/trpc/react";
import { RoleSelect } from "./role-select";

type Values = z.input<typeof InviteMemberInput>;

export function InviteForm({ onInvited }: { onInvited: () => Promise<unknown> }) {
  const trpc = useTRPC();
  const invite = useMutation(trpc.settings.team.invite.mutationOptions());
  const form = useForm<Values>({
    resolver: zodResolver(InviteMemberInput),
    defaultValues: { email: "", role: "INSPECTOR" },
  });
  const role: Role = form.watch("role");

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const invitation = await invite.mutateAsync(values);
      toast.success(`Invitation sent to ${invitation.email}`);
      form.reset({ email: "", role: values.role });
      await onInvited();
    } catch (error) {
      form.setError("email", {
        message: error instanceof Error ? error.message : "The invitation could not be sent.",
      });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="invite-heading"
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="invite-heading" className="text-base font-semibold">
        Invite someone
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        They get an email with a link to set their password. The link works for 7 days.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
        <Field
          label="Email"
          type="email"
          autoComplete="off"
          error={form.formState.errors.email?.message}
          {...form.register("email")}
        />
        <div className="space-y-1.5">
          <label htmlFor="invite-role" className="block text-sm font-medium text-slate-800">
            Role
          </label>
          <RoleSelect
            id="invite-role"
            aria-describedby="invite-role-hint"
            {...form.register("role")}
          />
        </div>
        {/* Under the role on a phone; under the whole row on a wide screen. */}
        <p
          id="invite-role-hint"
          className="-mt-2 text-sm text-slate-500 sm:order-last sm:col-span-3"
        >
          {ROLE_LABELS[role]}: {ROLE_DESCRIPTIONS[role]}.
        </p>
        <Button type="submit" className="min-h-11 sm:mt-7" disabled={form.formState.isSubmitting}>
          <Send className="size-4" aria-hidden />
          {form.formState.isSubmitting ? "Sending…" : "Send invitation"}
        </Button>
      </div>
    </form>
  );
}
