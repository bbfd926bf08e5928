import { ObjectActivity } from "~/components/activity/object-activity";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { VehicleDetail } from "~/components/vehicles/vehicle-detail";
import { CurrentHire } from "~/components/agreements/current-hire";
import { FinesSection } from "~/components/fines/fines-section";
import { OpenTicketButton } from "~/components/tickets/open-ticket-button";
import { BackLink } from "~/components/ui/back-link";
import { api, foundOrNull } from "~/trpc/server";

export const metadata: Metadata = { title: "Vehicle" };

export default async function VehiclePage({ params }: { params: Promise<{ id: string }> }) {
  if (!(await hasPermission("vehicles.read"))) return <NoAccess what="vehicles" />;
  const { id } = await params;
  const vehicle = await foundOrNull((await api()).fleet.get({ id }));
  if (!vehicle) notFound();
  const canWrite = await hasPermission("vehicles.write");
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackLink href="/vehicles">Vehicles</BackLink>
        {(await hasPermission("tickets.write")) ? (
          <OpenTicketButton links={{ vehicle_id: vehicle.id }} />
        ) : null}
      </div>
      <VehicleDetail initial={vehicle} canWrite={canWrite} />
      {(await hasPermission("agreements.read")) ? (
        <CurrentHire vehicleId={vehicle.id} canCreate={await hasPermission("agreements.write")} />
      ) : null}
      {(await hasPermission("fines.read")) ? (
        <FinesSection
          filter={{ vrm: vehicle.vrm }}
          recordVrm={(await hasPermission("fines.write")) ? vehicle.vrm : undefined}
        />
      ) : null}
      <ObjectActivity type="vehicle" id={vehicle.id} />
    </div>
  );
}
