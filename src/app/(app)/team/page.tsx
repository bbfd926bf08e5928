import type { Metadata } from "next";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { TeamManager } from "~/components/team/team-manager";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Team" };

export default async function TeamPage() {
  if (!(await hasPermission("team.manage"))) return <NoAccess what="managing the team" />;
  const team = await (await api()).settings.team.list();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Team</h1>
        <p className="mt-1 text-sm text-slate-600">
          Who can use Kerbside for your company, and what each person can do.
        </p>
      </div>
      <TeamManager initial={team} />
    </div>
  );
}
