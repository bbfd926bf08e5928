import { Coins } from "lucide-react";
import type { Metadata } from "next";
import { GettingStarted } from "~/components/dashboard/getting-started";
import { VehiclesDueCard } from "~/components/vehicles/vehicles-due-card";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const me = await (await api()).company.me();
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm text-slate-500">Welcome back, {me.name.split(" ")[0]}</p>
        <h1 className="text-2xl font-semibold">{me.company.name}</h1>
      </div>
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <section aria-labelledby="credits-heading" className="rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <div className="flex items-center gap-2 text-sm text-slate-600">
            <Coins className="size-4" aria-hidden />
            <h2 id="credits-heading">Credit balance</h2>
          </div>
          <p className="mt-2 text-4xl font-semibold tabular-nums" data-testid="credit-balance">
            {me.company.credit_balance}
          </p>
          <p className="mt-1 text-sm text-slate-500">1 credit = 1 inspection report (£1).</p>
        </section>
        <GettingStarted permissions={me.permissions} />
        <VehiclesDueCard />
      </div>
    </div>
  );
}
