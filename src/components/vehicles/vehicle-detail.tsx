"use client";
// One vehicle: registry data, insurance, the fleet's own fields, MOT history;
// refresh from the registries and archive (with confirmation).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Archive, RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Plate } from "~/components/ui/plate";
import { RelativeTime } from "~/components/ui/relative-time";
import type { Vehicle } from "~/server/models/vehicle";
import { useTRPC } from "~/trpc/react";
import { ArchivedBadge, InsuranceBadge, MotBadge, TaxBadge } from "./due-badges";
import { MotHistory } from "./mot-history";
import { RegistryError } from "./registry-error";
import { RegistryFacts } from "./registry-facts";
import { VehicleLocalForm } from "./vehicle-local-form";
import { VehicleReports } from "./vehicle-reports";
import { vehicleName } from "./vehicle-table";

const card = "rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200";

export function VehicleDetail({ initial, canWrite }: { initial: Vehicle; canWrite: boolean }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { data: vehicle } = useQuery({
    ...trpc.fleet.get.queryOptions({ id: initial.id }),
    initialData: initial,
  });
  const refresh = useMutation(
    trpc.fleet.refresh.mutationOptions({
      onSuccess: (fresh) => {
        queryClient.setQueryData(trpc.fleet.get.queryKey({ id: fresh.id }), fresh);
        toast.success("Registry data refreshed.");
      },
    }),
  );
  const archive = useMutation(
    trpc.fleet.archive.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.fleet.pathKey() });
        toast.success(`${vehicle.vrm} archived.`);
        router.push("/vehicles");
      },
      onError: (error) => toast.error(`Not archived: ${error.message}`),
    }),
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <Plate vrm={vehicle.vrm} size="lg" />
          <h1 className="text-2xl font-semibold">{vehicleName(vehicle)}</h1>
          <div className="flex flex-wrap gap-1.5">
            {vehicle.archived ? <ArchivedBadge /> : null}
            <MotBadge vehicle={vehicle} />
            <TaxBadge vehicle={vehicle} />
            <InsuranceBadge insurance={vehicle.insurance} />
          </div>
        </div>
        {canWrite ? (
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
            <Button
              variant="secondary"
              className="min-h-11"
              disabled={refresh.isPending}
              onClick={() => refresh.mutate({ id: vehicle.id })}
            >
              <RefreshCw
                className={
                  refresh.isPending ? "size-4 animate-spin motion-reduce:animate-none" : "size-4"
                }
                aria-hidden
              />
              {refresh.isPending ? "Refreshing…" : "Refresh from registry"}
            </Button>
            {vehicle.archived ? null : (
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" className="min-h-11 text-red-700 hover:bg-red-50">
                    <Archive className="size-4" aria-hidden />
                    Archive
                  </Button>
                }
                title={`Archive ${vehicle.vrm}?`}
                description="It leaves the vehicle list but keeps its reports and agreements. Adding the same registration again brings it back."
                confirmLabel="Archive vehicle"
                destructive
                onConfirm={() => archive.mutateAsync({ id: vehicle.id })}
              />
            )}
          </div>
        ) : null}
      </div>

      {refresh.isError ? <RegistryError error={refresh.error} vrm={vehicle.vrm} /> : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <section aria-labelledby="registry-heading" className={card}>
          <h2 id="registry-heading" className="text-base font-semibold">
            From the registries
          </h2>
          <p className="mt-1 mb-4 text-xs text-slate-500">
            DVLA, DVSA and insurance, checked{" "}
            {vehicle.registry_checked_at ? (
              <RelativeTime value={vehicle.registry_checked_at} />
            ) : (
              "never"
            )}
            .
          </p>
          <RegistryFacts
            vehicle={{
              ...vehicle,
              registry_checked_at: vehicle.registry_checked_at ?? vehicle.created_at,
            }}
          />
        </section>
        <section aria-labelledby="fleet-heading" className={card}>
          <h2 id="fleet-heading" className="mb-4 text-base font-semibold">
            Fleet details
          </h2>
          {canWrite ? (
            <VehicleLocalForm key={vehicle.updated_at} vehicle={vehicle} />
          ) : (
            <dl className="space-y-2 text-sm">
              <div>
                <dt className="text-xs text-slate-500">Fleet number</dt>
                <dd>{vehicle.fleet_number ?? "—"}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Nickname</dt>
                <dd>{vehicle.nickname ?? "—"}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Notes</dt>
                <dd className="whitespace-pre-line">{vehicle.notes ?? "—"}</dd>
              </div>
            </dl>
          )}
        </section>
      </div>

      <VehicleReports
        vehicleId={vehicle.id}
        vrm={vehicle.vrm}
        bodyType={vehicle.body_type}
        canStart={canWrite && !vehicle.archived}
      />

      <section aria-labelledby="mot-heading" className={card}>
        <h2 id="mot-heading" className="mb-4 text-base font-semibold">
          MOT history
        </h2>
        <MotHistory tests={vehicle.mot_tests} firstDue={vehicle.mot_valid_until} />
      </section>
    </div>
  );
}
