import type { Metadata } from "next";
import { DamageRatesForm } from "~/components/damage-charges/damage-rates-form";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Damage rates" };

export default async function DamageRatesPage() {
  if (!(await hasPermission("damage_rates.manage")))
    return <NoAccess what="changing the damage rates" />;
  const { data } = await (await api()).agreements.listDamageRates();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Damage rates</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          What a damage charge asks for each kind of damage, by how bad it is. A new charge is
          priced from these as they are then; changing a rate never alters a charge already
          prepared. Fair wear and tear is never charged, whatever the rate.
        </p>
      </div>
      <DamageRatesForm rates={data} />
    </div>
  );
}
