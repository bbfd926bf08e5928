import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ObjectActivity } from "~/components/activity/object-activity";
import { ChargeDetail } from "~/components/damage-charges/charge-detail";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { BackLink } from "~/components/ui/back-link";
import { api, foundOrNull } from "~/trpc/server";

export const metadata: Metadata = { title: "Damage charge" };

export default async function DamageChargePage({ params }: { params: Promise<{ id: string }> }) {
  if (!(await hasPermission("agreements.read"))) return <NoAccess what="damage charges" />;
  const { id } = await params;
  const charge = await foundOrNull((await api()).agreements.getDamageCharge({ id }));
  if (!charge) notFound();
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <BackLink href="/damage-charges">Damage charges</BackLink>
      <ChargeDetail initial={charge} canWrite={await hasPermission("agreements.write")} />
      <ObjectActivity type="damage_charge" id={charge.id} />
    </div>
  );
}
