import type { Metadata } from "next";
import { ChargeList, ChargeListSkeleton } from "~/components/damage-charges/charge-list";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { ListPage } from "~/components/ui/page-header";

export const metadata: Metadata = { title: "Damage charges" };

export default async function DamageChargesPage() {
  if (!(await hasPermission("agreements.read"))) return <NoAccess what="damage charges" />;
  return (
    <ListPage
      title="Damage charges"
      description="Charges for damage found at check-in: fair wear and tear is never charged, and the hirer has 10 days to accept or dispute before anything is collected."
      loading={<ChargeListSkeleton />}
    >
      <ChargeList />
    </ListPage>
  );
}
