"use client";
// Settings > Activity: the company's whole log, newest first, filtered by person, object
// type and dates through the URL (so a filtered view survives a reload), paged with
// "Load more", and exported as CSV with the same filters.
import { History } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { Button } from "~/components/ui/button";
import {
  DateRangeFilter,
  ExportCsvLink,
  FILTER_CONTROL,
  FILTER_LABEL,
  useSetUrlFilter,
} from "~/components/ui/filter-controls";
import { ListError, LoadMore } from "~/components/ui/load-more";
import { usePagedList } from "~/components/ui/use-paged-list";
import {
  ACTIVITY_OBJECT_LABELS,
  ACTIVITY_OBJECT_TYPES,
  type ActivityObjectType,
} from "~/server/models/activity-words";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { ActivityRows } from "./activity-rows";
import { ActivitySkeleton } from "./activity-skeleton";

const PAGE_SIZE = 25;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Filters = {
  actor_id?: string;
  object_type?: ActivityObjectType;
  created_from?: string;
  created_to?: string;
};

function useActivityFilters(): Filters {
  const params = useSearchParams();
  const date = (key: string) => {
    const value = params.get(key);
    return value && DATE.test(value) ? value : undefined;
  };
  return {
    actor_id: params.get("actor_id") || undefined,
    object_type: ACTIVITY_OBJECT_TYPES.find((t) => t === params.get("object_type")),
    created_from: date("created_from"),
    created_to: date("created_to"),
  };
}

function ActivityFilters({ filters }: { filters: Filters }) {
  const trpc = useTRPC();
  const actors = useQuery(trpc.settings.activity.actors.queryOptions());
  const set = useSetUrlFilter();
  return (
    <div className="grid w-full grid-cols-2 items-end gap-3 lg:flex lg:w-auto">
      <div className="col-span-2 sm:col-span-1 lg:w-48">
        <label htmlFor="activity-person" className={FILTER_LABEL}>
          Person
        </label>
        <select
          id="activity-person"
          value={filters.actor_id ?? ""}
          onChange={(e) => set("actor_id", e.target.value)}
          className={FILTER_CONTROL}
        >
          <option value="">Everyone</option>
          {(actors.data ?? []).map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 sm:col-span-1 lg:w-48">
        <label htmlFor="activity-type" className={FILTER_LABEL}>
          Object
        </label>
        <select
          id="activity-type"
          value={filters.object_type ?? ""}
          onChange={(e) => set("object_type", e.target.value)}
          className={FILTER_CONTROL}
        >
          <option value="">Everything</option>
          {ACTIVITY_OBJECT_TYPES.map((t) => (
            <option key={t} value={t}>
              {ACTIVITY_OBJECT_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <DateRangeFilter
        idPrefix="activity"
        range={filters}
        onChange={set}
        fieldClassName="lg:w-40"
      />
      <ExportCsvLink path="/api/app/activity.csv" filters={filters} />
    </div>
  );
}

function Empty({ filtered }: { filtered: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  return (
    <section className="rounded-[var(--radius-card)] bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <span
        className="mx-auto grid size-12 place-items-center rounded-full bg-slate-100 text-slate-600"
        aria-hidden
      >
        <History className="size-6" />
      </span>
      <h2 className="mt-4 font-semibold">
        {filtered ? "Nothing matches these filters" : "No activity yet"}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        {filtered
          ? "No one made a change of this kind, or in these dates."
          : "Every change your team, your API key or Kerbside itself makes to reports, agreements, customers, vehicles and settings shows up here."}
      </p>
      {filtered ? (
        <Button
          variant="secondary"
          className="mt-6 min-h-11"
          onClick={() => router.replace(pathname, { scroll: false })}
        >
          Show all activity
        </Button>
      ) : null}
    </section>
  );
}

function Entries({ filters }: { filters: Filters }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const query = usePagedList([...trpc.settings.activity.list.queryKey(), filters], (cursor) =>
    client.settings.activity.list.query({ ...filters, limit: PAGE_SIZE, cursor }),
  );
  if (query.isPending) return <ActivitySkeleton label="Loading the activity log" />;
  if (query.isError)
    return <ListError what="activity log" error={query.error} retry={query.refetch} />;
  const entries = query.data.pages.flatMap((p) => p.data);
  if (entries.length === 0) return <Empty filtered={Object.values(filters).some(Boolean)} />;
  return (
    <div className="space-y-4">
      <ActivityRows entries={entries} />
      <LoadMore query={query} />
    </div>
  );
}

export function ActivityLog() {
  const filters = useActivityFilters();
  return (
    <section aria-label="Activity" className="space-y-4">
      <ActivityFilters filters={filters} />
      <Entries filters={filters} />
    </section>
  );
}
