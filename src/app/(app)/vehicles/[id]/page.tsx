import { TRPCError } from "@trpc/server";
import { SearchX } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { VehicleDetail } from "~/components/vehicles/vehicle-detail";
import { BackLink } from "~/components/ui/back-link";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Vehicle" };

function NotFound() {
  return (
    <section className="mx-auto mt-10 max-w-md rounded-[var(--radius-card)] bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-slate-100 text-slate-600" aria-hidden>
        <SearchX className="size-5" />
      </span>
      <h1 className="mt-4 text-xl font-semibold">Vehicle not found</h1>
      <p className="mt-2 text-sm text-slate-600">There is no vehicle at this address in your fleet. It may be another company&apos;s, or the link may be mistyped.</p>
      <Link href="/vehicles" className="mt-6 inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-medium text-brand-600 hover:bg-brand-50">
        Back to vehicles
      </Link>
    </section>
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
    </div>
  );
}
