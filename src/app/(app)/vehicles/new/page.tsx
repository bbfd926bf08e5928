import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { AddVehicleForm } from "~/components/vehicles/add-vehicle-form";

export const metadata: Metadata = { title: "Add vehicle" };

export default async function AddVehiclePage() {
  if (!(await hasPermission("vehicles.write"))) return <NoAccess what="adding vehicles" />;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <Link href="/vehicles" className="inline-flex min-h-11 items-center gap-1 text-sm text-slate-600 hover:text-slate-900">
          <ArrowLeft className="size-4" aria-hidden />
          Vehicles
        </Link>
        <h1 className="text-2xl font-semibold">Add a vehicle</h1>
        <p className="mt-1 text-sm text-slate-600">Type its registration. We check the DVLA, the DVSA MOT history and insurance, and show you what they say before anything is added.</p>
      </div>
      <AddVehicleForm />
    </div>
  );
}
