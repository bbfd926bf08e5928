"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "~/trpc/react";
import { InvitationList } from "./invitation-list";
import { InviteForm } from "./invite-form";
import { MemberList } from "./member-list";
import { TransferOwnershipForm } from "./transfer-ownership-form";
import type { TeamList } from "./types";

export function TeamManager({ initial }: { initial: TeamList }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const team = useQuery({ ...trpc.settings.team.list.queryOptions(), initialData: initial });
  const refresh = () => queryClient.invalidateQueries(trpc.settings.team.list.queryFilter());

  return (
    <div className="space-y-6">
      <InviteForm onInvited={refresh} />
      <MemberList members={team.data.members} onChanged={refresh} />
      <InvitationList invitations={team.data.invitations} onChanged={refresh} />
      <TransferOwnershipForm members={team.data.members} />
    </div>
  );
}
