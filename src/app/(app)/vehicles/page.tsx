import { Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { Button } from "~/components/ui/button";
import { VehicleFilters } from "~/components/vehicles/vehicle-filters";
import { VehicleList } from "~/components/vehicles/vehicle-list";
import { VehicleListSkeleton } from "~/components/vehicles/vehicle-rows";

export const metadata: Metadata = { title: "Vehicles" };

export default async function VehiclesPage() {
  if (!(await hasPermission("vehicles.read"))) return <NoAccess what="vehicles" />;
  const canWrite = await hasPermission("vehicles.write");
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Vehicles</h1>
          <p className="mt-1 text-sm text-slate-600">Your fleet, with MOT, tax and insurance from the UK registries.</p>
        </div>
        {canWrite ? (
          <Button asChild>
            <Link href="/vehicles/new">
              <Plus className="size-4" aria-hidden />
              Add vehicle
            </Link>
          </Button>
        ) : null}
      </div>
      <Suspense fallback={<VehicleListSkeleton />}>
        <VehicleFilters />
        <div className="mt-6">
          <VehicleList canWrite={canWrite} />
        </div>
      </Suspense>
    </div>
  );
}
