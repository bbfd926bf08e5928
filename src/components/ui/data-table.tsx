"use client";
// One list screen's body: its skeleton while the first page loads, the reason and a retry when
// it fails, its empty state (or "nothing matches" when filtered), else the rows and "Load more".
import { useMemo, type ReactNode } from "react";
import { cn } from "./cn";
import { DataRows, type ListItem, type ListRows } from "./data-rows";
import { ListError, LoadMore, NoMatches } from "./load-more";
import type { PagedList } from "./use-paged-list";

type DataTableProps<Item extends ListItem> = {
  rows: ListRows<Item>;
  query: PagedList<Item>;
  /** What the list holds, for "The <what> could not be loaded". */
  what: string;
  /** Default: one short grey card (a section of a page). */
  loading?: ReactNode;
  /** A sentence, or a whole empty state. */
  empty: ReactNode;
  /** With `filtered`: shown in place of `empty` when no row matches the filters. */
  noMatches?: string;
  filtered?: boolean;
};

const NONE: never[] = [];

export function DataTable<Item extends ListItem>({
  rows,
  query,
  what,
  loading,
  empty,
  noMatches,
  filtered,
}: DataTableProps<Item>) {
  const data = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? NONE, [query.data]);
  if (query.isPending)
    return loading ?? <ListSkeleton label={`Loading ${what}`} className="h-16" count={1} />;
  if (query.isError) return <ListError what={what} error={query.error} retry={query.refetch} />;
  if (data.length === 0) {
    if (filtered && noMatches) return <NoMatches>{noMatches}</NoMatches>;
    return typeof empty === "string" ? <p className="text-sm text-slate-600">{empty}</p> : empty;
  }
  return (
    <div className="space-y-4" aria-busy={query.isFetching}>
      <DataRows rows={rows} data={data} />
      <LoadMore query={query} />
    </div>
  );
}

/** Grey cards in the list's place while it loads; `className` gives their height (phone, then desk). */
export function ListSkeleton({
  label,
  className,
  count = 4,
}: {
  label: string;
  className: string;
  count?: number;
}) {
  return (
    // A status region: a plain div may not carry a name (axe's aria-prohibited-attr).
    <div role="status" aria-busy="true" aria-label={label} className="space-y-2">
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className={cn(
            "animate-pulse rounded-[var(--radius-card)] bg-white ring-1 ring-slate-200 motion-reduce:animate-none",
            className,
          )}
        />
      ))}
    </div>
  );
}
