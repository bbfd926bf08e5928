import type { Metadata } from "next";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { AddVehicleForm } from "~/components/vehicles/add-vehicle-form";
import { BackLink } from "~/components/ui/back-link";

export const metadata: Metadata = { title: "Add vehicle" };

export default async function AddVehiclePage() {
  if (!(await hasPermission("vehicles.write"))) return <NoAccess what="adding vehicles" />;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <BackLink href="/vehicles">Vehicles</BackLink>
        <h1 className="text-2xl font-semibold">Add a vehicle</h1>
        <p className="mt-1 text-sm text-slate-600">
          Type its registration. We check the DVLA, the DVSA MOT history and insurance, and show you
          what they say before anything is added.
        </p>
      </div>
      <AddVehicleForm />
    </div>
  );
}
