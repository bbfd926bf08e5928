"use client";
import { Button } from "./button";

type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** The "Load more" button under every cursor-paginated list. */
export function LoadMore({ query }: { query: Pages }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="text-center">
      <Button variant="secondary" className="min-h-11 w-full sm:w-auto" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {query.isFetchingNextPage ? "Loading…" : "Load more"}
      </Button>
    </div>
  );
}

/** What a filtered list shows when nothing matches. */
export function NoMatches({ children }: { children: string }) {
  return <p className="rounded-[var(--radius-card)] bg-white p-6 text-center text-sm text-slate-600 ring-1 ring-slate-200">{children}</p>;
}
