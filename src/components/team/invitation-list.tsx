"use client";
import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { RelativeTime } from "~/components/ui/relative-time";
import { ROLE_LABELS } from "~/server/services/permissions";
import { useTRPC } from "~/trpc/react";
import type { Invitation } from "./types";

function InvitationRow({
  invitation,
  onChanged,
}: {
  invitation: Invitation;
  onChanged: () => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const resend = useMutation(trpc.settings.team.resendInvitation.mutationOptions());
  const revoke = useMutation(trpc.settings.team.revokeInvitation.mutationOptions());

  const onResend = async () => {
    try {
      await resend.mutateAsync({ invitation_id: invitation.id });
      toast.success(`A new link was sent to ${invitation.email}. The old link no longer works.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "The invitation could not be resent.");
    }
    await onChanged();
  };

  const onRevoke = async () => {
    try {
      await revoke.mutateAsync({ invitation_id: invitation.id });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "The invitation could not be revoked.");
      throw error;
    }
    toast.success(`The invitation to ${invitation.email} was revoked.`);
    await onChanged();
  };

  const expired = invitation.status === "expired";
  return (
    <li
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5"
      data-testid="team-invitation"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{invitation.email}</p>
        <p className="text-sm text-slate-600">
          {ROLE_LABELS[invitation.role]} · invited by {invitation.invited_by_name} ·{" "}
          {expired ? (
            <span className="font-medium text-amber-800">
              Expired <RelativeTime value={invitation.expires_at} />
            </span>
          ) : (
            <span>
              Expires <RelativeTime value={invitation.expires_at} />
            </span>
          )}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          className="min-h-11"
          disabled={resend.isPending}
          onClick={() => void onResend()}
        >
          {resend.isPending ? "Sending…" : "Resend"}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" className="min-h-11 text-red-700 hover:bg-red-50">
              Revoke
            </Button>
          }
          title={`Revoke the invitation to ${invitation.email}?`}
          description="The link in their email stops working at once. You can invite them again later."
          confirmLabel="Revoke invitation"
          destructive
          onConfirm={onRevoke}
        />
      </div>
    </li>
  );
}

export function InvitationList({
  invitations,
  onChanged,
}: {
  invitations: Invitation[];
  onChanged: () => Promise<unknown>;
}) {
  return (
    <section
      aria-labelledby="invitations-heading"
      className="rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-slate-200"
    >
      <h2
        id="invitations-heading"
        className="border-b border-slate-200 px-4 py-3 text-base font-semibold sm:px-5"
      >
        Invitations waiting for an answer
      </h2>
      {invitations.length === 0 ? (
        <p className="px-4 py-6 text-sm text-slate-600 sm:px-5">
          No open invitations. People you invite appear here until they accept.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </section>
  );
}
