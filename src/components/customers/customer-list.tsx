"use client";
import { UserRound } from "lucide-react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { ListError, LoadMore, NoMatches } from "~/components/ui/load-more";
import type { Customer } from "~/server/models/customer";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { usePagedList } from "~/components/ui/use-paged-list";
import { ADDED_WITHIN } from "./customer-filters";
import { VerdictBadge } from "./licence-verdict";

const PAGE_SIZE = 25;

function useFilters() {
  const params = useSearchParams();
  const days = Object.keys(ADDED_WITHIN).find((d) => d === params.get("added"));
  return {
    q: params.get("q")?.trim().slice(0, 100) || undefined,
    created_from: days ? new Date(Date.now() - Number(days) * 86_400_000).toISOString().slice(0, 10) : undefined,
  };
}

const contact = (c: Customer) => [c.email, c.phone].filter(Boolean).join(" · ");

function Licence({ customer }: { customer: Customer }) {
  return customer.licence_check ? <VerdictBadge outcome={customer.licence_check.outcome} /> : <span className="text-xs text-slate-500">Not checked</span>;
}

function Rows({ customers }: { customers: Customer[] }) {
  return (
    <>
      <ul className="space-y-2 md:hidden">
        {customers.map((c) => (
          <li key={c.id}>
            <Link href={`/customers/${c.id}`} className="block rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-500" data-testid="customer-card">
              <div className="flex items-start justify-between gap-3">
                <p className="truncate font-medium">{c.name}</p>
                <Licence customer={c} />
              </div>
              {contact(c) ? <p className="mt-1 truncate text-sm text-slate-600">{contact(c)}</p> : null}
            </Link>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2.5">Name</th>
              <th scope="col" className="px-4 py-2.5">Email</th>
              <th scope="col" className="px-4 py-2.5">Phone</th>
              <th scope="col" className="px-4 py-2.5">Licence</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {customers.map((c) => (
              <tr key={c.id} className="relative hover:bg-slate-50" data-testid="customer-row">
                <td className="max-w-56 truncate px-4 py-2.5 font-medium">
                  <Link href={`/customers/${c.id}`} className="after:absolute after:inset-0">
                    {c.name}
                  </Link>
                </td>
                <td className="max-w-56 truncate px-4 py-2.5 text-slate-600">{c.email ?? "—"}</td>
                <td className="px-4 py-2.5 text-slate-600">{c.phone ?? "—"}</td>
                <td className="px-4 py-2.5">
                  <Licence customer={c} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function CustomerListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading customers" className="space-y-2">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-20 animate-pulse rounded-[var(--radius-card)] bg-white ring-1 ring-slate-200 motion-reduce:animate-none md:h-11" />
      ))}
    </div>
  );
}

export function CustomerList({ canWrite }: { canWrite: boolean }) {
  const trpc = useTRPC();
  const filters = useFilters();
  const filtered = Object.values(filters).some(Boolean);
  const client = useTRPCClient();
  const query = usePagedList([...trpc.agreements.listCustomers.queryKey(), filters], (cursor) => client.agreements.listCustomers.query({ ...filters, limit: PAGE_SIZE, cursor }));
  if (query.isPending) return <CustomerListSkeleton />;
  if (query.isError) return <ListError what="customers" error={query.error} retry={query.refetch} />;
  const customers = query.data.pages.flatMap((p) => p.data);
  if (customers.length === 0) {
    if (filtered) return <NoMatches>No customers match. Change or clear the search to see more.</NoMatches>;
    return (
      <EmptyState
        icon={UserRound}
        title="No customers yet"
        action={
          canWrite ? (
            <Button asChild className="min-h-11">
              <Link href="/customers/new">Add your first customer</Link>
            </Button>
          ) : null
        }
      >
        Customers are the people who hire your vehicles. Keep their details and check their driving licence with DVLA before you hand over the keys; checks are free.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4" aria-busy={query.isFetching}>
      <Rows customers={customers} />
      <LoadMore query={query} />
    </div>
  );
}
