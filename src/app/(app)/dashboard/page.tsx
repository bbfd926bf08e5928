import type { Metadata } from "next";
import { CreditsCard } from "~/components/dashboard/credits-card";
import { DashboardReports } from "~/components/dashboard/dashboard-reports";
import { GettingStarted } from "~/components/dashboard/getting-started";
import { FinesDueWarning } from "~/components/fines/fines-due-warning";
import { VehiclesDueCard } from "~/components/vehicles/vehicles-due-card";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const caller = await api();
  const [me, dashboard] = await Promise.all([caller.account.me(), caller.account.dashboard()]);
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm text-slate-600">
          {dashboard.returning ? "Welcome back" : "Welcome"}, {me.name.split(" ")[0]}
        </p>
        <h1 className="text-2xl font-semibold">{me.company.name}</h1>
      </div>
      {me.permissions.includes("fines.read") ? <FinesDueWarning /> : null}
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <div className="space-y-6">
          <CreditsCard
            credits={dashboard.credits}
            canBuy={me.permissions.includes("billing.manage")}
          />
          <GettingStarted steps={dashboard.getting_started} />
        </div>
        <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
          {dashboard.reports ? (
            <DashboardReports
              reports={dashboard.reports}
              canWrite={me.permissions.includes("reports.write")}
            />
          ) : null}
          {dashboard.vehicles_due ? <VehiclesDueCard due={dashboard.vehicles_due} /> : null}
        </div>
      </div>
    </div>
  );
}
