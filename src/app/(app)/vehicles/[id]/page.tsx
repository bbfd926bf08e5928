import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { VehicleDetail } from "~/components/vehicles/vehicle-detail";
import { CurrentHire } from "~/components/agreements/current-hire";
import { BackLink } from "~/components/ui/back-link";
import { NotFoundCard } from "~/components/ui/not-found-card";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Vehicle" };

function NotFound() {
  return (
    <NotFoundCard title="Vehicle not found" backHref="/vehicles" backLabel="Back to vehicles">
      There is no vehicle at this address in your fleet. It may be another company&apos;s, or the link may be mistyped.
    </NotFoundCard>
  );
}

export default async function VehiclePage({ params }: { params: Promise<{ id: string }> }) {
  if (!(await hasPermission("vehicles.read"))) return <NoAccess what="vehicles" />;
  const { id } = await params;
  const vehicle = await (await api()).fleet.get({ id }).catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!vehicle) return <NotFound />;
  const canWrite = await hasPermission("vehicles.write");
  return (
    <div className="space-y-4">
      <BackLink href="/vehicles">Vehicles</BackLink>
      <VehicleDetail initial={vehicle} canWrite={canWrite} />
      {(await hasPermission("agreements.read")) ? <CurrentHire vehicleId={vehicle.id} /> : null}
    </div>
  );
}
