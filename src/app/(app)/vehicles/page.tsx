import type { Metadata } from "next";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { ListPage } from "~/components/ui/page-header";
import { VehicleList, VehicleListSkeleton } from "~/components/vehicles/vehicle-list";

export const metadata: Metadata = { title: "Vehicles" };

export default async function VehiclesPage() {
  if (!(await hasPermission("vehicles.read"))) return <NoAccess what="vehicles" />;
  const canWrite = await hasPermission("vehicles.write");
  return (
    <ListPage
      title="Vehicles"
      description="Your fleet, with MOT, tax and insurance from the UK registries."
      action={canWrite ? { href: "/vehicles/new", label: "Add vehicle" } : null}
      loading={<VehicleListSkeleton />}
    >
      <VehicleList canWrite={canWrite} />
    </ListPage>
  );
}
