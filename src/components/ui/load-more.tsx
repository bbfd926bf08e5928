"use client";
import { Button } from "./button";

type Pages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** The "Load more" button under every cursor-paginated list. */
export function LoadMore({ query }: { query: Pages }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="text-center">
      <Button
        variant="secondary"
        className="min-h-11 w-full sm:w-auto"
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage ? "Loading…" : "Load more"}
      </Button>
    </div>
  );
}

/** What a filtered list shows when nothing matches. */
export function NoMatches({ children }: { children: string }) {
  return (
    <p className="rounded-[var(--radius-card)] bg-white p-6 text-center text-sm text-slate-600 ring-1 ring-slate-200">
      {children}
    </p>
  );
}

/** What a list shows when its page could not be loaded: the reason and a retry. */
export function ListError({
  what,
  error,
  retry,
}: {
  what: string;
  error: { message: string };
  retry: () => unknown;
}) {
  return (
    <div
      role="alert"
      className="rounded-[var(--radius-card)] bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200"
    >
      <p>
        The {what} could not be loaded: {error.message}
      </p>
      <Button variant="secondary" className="mt-3 min-h-11" onClick={() => void retry()}>
        Try again
      </Button>
    </div>
  );
}
