"use client";
// The agreements list: status chips and a search box in the URL, newest first, paged.
import { useInfiniteQuery } from "@tanstack/react-query";
import { FileSignature, X } from "lucide-react";
import Link from "next/link";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { EmptyState } from "~/components/ui/empty-state";
import { LoadMore, NoMatches } from "~/components/ui/load-more";
import { useUrlFilters } from "~/components/ui/use-url-filters";
import type { AgreementStatus } from "~/server/models/agreement";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { AgreementCards, AgreementListSkeleton, AgreementTable } from "./agreement-rows";
import { AGREEMENT_STATUS_LABELS, STATUS_KEYS } from "./labels";

const PAGE_SIZE = 25;

function Filters() {
  const { params, set, search, setSearch, clear } = useUrlFilters<"status" | "q">("q", (typed) => typed.trim(), 350);
  const status = params.get("status") ?? "";
  const chip = (value: string, label: string) => (
    <button
      key={value || "all"}
      type="button"
      aria-pressed={status === value}
      onClick={() => set("status", value)}
      className={cn("min-h-11 rounded-full px-3 text-sm font-medium ring-1", status === value ? "bg-slate-900 text-white ring-slate-900" : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50")}
    >
      {label}
    </button>
  );
  return (
    <form role="search" aria-label="Filter agreements" className="space-y-3" onSubmit={(e) => e.preventDefault()}>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1 md:max-w-md">
          <label htmlFor="agreement-search" className="mb-1 block text-xs font-medium text-slate-600">
            Search hirer, email, registration or reference
          </label>
          <input id="agreement-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm" />
        </div>
        {params.get("status") || params.get("q") ? (
          <Button type="button" variant="ghost" className="min-h-11" onClick={clear}>
            <X className="size-4" aria-hidden />
            Clear filters
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Status">
        {chip("", "All")}
        {STATUS_KEYS.map((s) => chip(s, AGREEMENT_STATUS_LABELS[s]))}
      </div>
    </form>
  );
}

export function AgreementList({ canCreate }: { canCreate: boolean }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { params } = useUrlFilters<"status" | "q">("q", (typed) => typed.trim());
  const rawStatus = params.get("status");
  const status = STATUS_KEYS.includes(rawStatus as AgreementStatus) ? (rawStatus as AgreementStatus) : undefined;
  const q = params.get("q")?.slice(0, 200) || undefined;
  const filters = { status, q };
  const query = useInfiniteQuery({
    queryKey: [...trpc.agreements.listAgreements.queryKey(), filters],
    queryFn: ({ pageParam }) => client.agreements.listAgreements.query({ ...filters, limit: PAGE_SIZE, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

  let body;
  if (query.isPending) body = <AgreementListSkeleton />;
  else if (query.isError) {
    body = (
      <div role="alert" className="rounded-[var(--radius-card)] bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
        <p>The agreements could not be loaded: {query.error.message}</p>
        <Button variant="secondary" className="mt-3 min-h-11" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    const agreements = query.data.pages.flatMap((p) => p.data);
    if (agreements.length === 0) {
      body =
        status || q ? (
          <NoMatches>No agreements match these filters. Change or clear them to see more.</NoMatches>
        ) : (
          <EmptyState
            icon={FileSignature}
            title="No rental agreements yet"
            action={
              canCreate ? (
                <Button asChild>
                  <Link href="/agreements/new">New agreement</Link>
                </Button>
              ) : undefined
            }
          >
            A rental agreement names the hirer, the vehicle, the dates and the money. The hirer reads and signs it on their phone; you get a sealed PDF.
          </EmptyState>
        );
    } else {
      body = (
        <div className="space-y-4">
          <AgreementCards agreements={agreements} />
          <AgreementTable agreements={agreements} />
          <LoadMore query={query} />
        </div>
      );
    }
  }
  return (
    <div className="space-y-6">
      <Filters />
      {body}
    </div>
  );
}
