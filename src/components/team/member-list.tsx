"use client";
import { useMutation } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { RelativeTime } from "~/components/ui/relative-time";
import { ROLE_LABELS, ROLES, type Role } from "~/server/services/permissions";
import { useTRPC } from "~/trpc/react";
import { RoleSelect } from "./role-select";
import type { Member } from "./types";

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

function MemberRow({ member, onChanged }: { member: Member; onChanged: () => Promise<unknown> }) {
  const trpc = useTRPC();
  const changeRole = useMutation(trpc.settings.team.changeRole.mutationOptions());
  const remove = useMutation(trpc.settings.team.removeMember.mutationOptions());

  const onRole = async (role: string) => {
    if (!isRole(role)) return;
    try {
      await changeRole.mutateAsync({ user_id: member.id, role });
      toast.success(
        `${member.name} is now ${role === "OWNER" || role === "INSPECTOR" ? "an" : "a"} ${ROLE_LABELS[role]}.`,
      );
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "The role could not be changed.");
    }
    await onChanged();
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync({ user_id: member.id });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : `${member.name} could not be removed.`);
      throw error;
    }
    toast.success(`${member.name} was removed from the team.`);
    await onChanged();
  };

  return (
    <li
      className="grid gap-3 px-4 py-4 sm:grid-cols-[1fr_11rem_9rem_7rem] sm:items-center sm:gap-4 sm:px-5"
      data-testid="team-member"
    >
      <div className="min-w-0">
        <p className="truncate font-medium">
          {member.name}
          {member.is_you ? (
            <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600">
              You
            </span>
          ) : null}
        </p>
        <p className="truncate text-sm text-slate-600">{member.email}</p>
      </div>
      <div>
        <RoleSelect
          aria-label={`Role of ${member.name}`}
          value={member.role}
          disabled={changeRole.isPending}
          onChange={(event) => void onRole(event.target.value)}
        />
      </div>
      <p className="text-sm text-slate-600">
        <span className="sm:sr-only">Last login: </span>
        {member.last_login_at ? <RelativeTime value={member.last_login_at} /> : "Never logged in"}
      </p>
      <div className="sm:text-right">
        {member.is_you ? null : (
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                className="min-h-11 text-red-700 hover:bg-red-50"
                aria-label={`Remove ${member.name}`}
              >
                <Trash2 className="size-4" aria-hidden />
                Remove
              </Button>
            }
            title={`Remove ${member.name}?`}
            description={`${member.name} (${member.email}) will be logged out and can no longer use Kerbside for your company. Their reports and records stay. You can invite them again later.`}
            confirmLabel="Remove from team"
            destructive
            onConfirm={onRemove}
          />
        )}
      </div>
    </li>
  );
}

export function MemberList({
  members,
  onChanged,
}: {
  members: Member[];
  onChanged: () => Promise<unknown>;
}) {
  return (
    <section
      aria-labelledby="members-heading"
      className="rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-slate-200"
    >
      <h2
        id="members-heading"
        className="border-b border-slate-200 px-4 py-3 text-base font-semibold sm:px-5"
      >
        Members <span className="font-normal text-slate-500">({members.length})</span>
      </h2>
      <div
        className="hidden grid-cols-[1fr_11rem_9rem_7rem] gap-4 border-b border-slate-100 px-5 py-2 text-xs font-medium tracking-wide text-slate-500 uppercase sm:grid"
        aria-hidden
      >
        <span>Name</span>
        <span>Role</span>
        <span>Last login</span>
        <span />
      </div>
      <ul className="divide-y divide-slate-100">
        {members.map((member) => (
          <MemberRow key={member.id} member={member} onChanged={onChanged} />
        ))}
      </ul>
    </section>
  );
}
