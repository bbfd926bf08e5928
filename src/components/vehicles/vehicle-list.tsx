"use client";
import { Car } from "lucide-react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { usePagedList } from "~/components/ui/use-paged-list";
import { addDaysIso, DUE_SOON_DAYS, todayIso } from "./due";
import { VehicleCards, VehicleListSkeleton, VehicleTable } from "./vehicle-rows";
import { ListError, LoadMore, NoMatches } from "~/components/ui/load-more";

const PAGE_SIZE = 25;
const STATUSES = ["active", "off_road", "sold", "archived"] as const;

/** The URL's filters as the list procedure's input; anything malformed is ignored. */
function useFilters() {
  const params = useSearchParams();
  const status = params.get("status");
  const due = params.get("due");
  const until = addDaysIso(todayIso(), DUE_SOON_DAYS);
  return {
    q: params.get("q")?.trim().slice(0, 100) || undefined,
    status: STATUSES.find((s) => s === status),
    mot_due_before: due === "mot" ? until : undefined,
    tax_due_before: due === "tax" ? until : undefined,
  };
}

function Empty({ canWrite }: { canWrite: boolean }) {
  return (
    <EmptyState
      icon={Car}
      title="No vehicles yet"
      action={
        canWrite ? (
          <Button asChild className="min-h-11">
            <Link href="/vehicles/new">Add your first vehicle</Link>
          </Button>
        ) : null
      }
    >
      Add a vehicle by its registration: Kerbside fetches its make, MOT history, tax and insurance from the UK registries, free.
    </EmptyState>
  );
}

export function VehicleList({ canWrite }: { canWrite: boolean }) {
  const trpc = useTRPC();
  const filters = useFilters();
  const filtered = Object.values(filters).some(Boolean);
  const client = useTRPCClient();
  const query = usePagedList([...trpc.fleet.list.queryKey(), filters], (cursor) => client.fleet.list.query({ ...filters, limit: PAGE_SIZE, cursor }));

  if (query.isPending) return <VehicleListSkeleton />;
  if (query.isError) return <ListError what="vehicles" error={query.error} retry={query.refetch} />;
  const vehicles = query.data.pages.flatMap((p) => p.data);
  if (vehicles.length === 0) {
    return filtered ? (
      <NoMatches>No vehicles match. Change or clear the search to see more.</NoMatches>
    ) : (
      <Empty canWrite={canWrite} />
    );
  }
  return (
    <div className="space-y-4">
      <VehicleCards vehicles={vehicles} />
      <VehicleTable vehicles={vehicles} />
      <LoadMore query={query} />
    </div>
  );
}
