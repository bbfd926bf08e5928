"use client";
// Choosing the hirer of a report (optional): the most recent customers, or a search by
// name, email, phone or licence number. The chosen one stays shown while searching.
import { useQuery } from "@tanstack/react-query";
import { Check, X } from "lucide-react";
import { useEffect, useId } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { PickerSearch, usePickerQuery } from "~/components/ui/picker-search";
import { useTRPC } from "~/trpc/react";

type Props = { selectedId: string | null; onPick: (customerId: string | null) => void };

export function CustomerPicker({ selectedId, onPick }: Props) {
  const trpc = useTRPC();
  const id = useId();
  const { text, setText, q } = usePickerQuery();
  const customers = useQuery(
    trpc.agreements.listCustomers.queryOptions({ limit: 6, ...(q ? { q } : {}) }),
  );
  const selected = useQuery({
    ...trpc.agreements.getCustomer.queryOptions({ id: selectedId ?? "" }),
    enabled: selectedId !== null,
  });
  const items = customers.data?.data ?? [];
  // A hirer from a stale link (deleted, or not this company's) is simply not picked.
  useEffect(() => {
    if (selected.isError) onPick(null);
  }, [selected.isError, onPick]);

  if (!q && customers.isSuccess && items.length === 0 && !selectedId) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h2 id={`${id}-title`} className="text-sm font-medium text-slate-800">
        Hirer <span className="font-normal text-slate-500">(optional)</span>
      </h2>
      {selectedId && selected.data ? (
        <div
          className="flex items-center justify-between gap-3 rounded-lg bg-brand-50 px-3 py-2 text-sm ring-1 ring-brand-600"
          data-testid="picked-hirer"
        >
          <span className="min-w-0 truncate">
            <span className="font-medium">{selected.data.name}</span>
            {selected.data.email ? (
              <span className="text-slate-600"> · {selected.data.email}</span>
            ) : null}
          </span>
          <Button type="button" variant="ghost" className="min-h-11" onClick={() => onPick(null)}>
            <X className="size-4" aria-hidden />
            No hirer
          </Button>
        </div>
      ) : null}
      <PickerSearch
        id={`${id}-q`}
        label="Search customers"
        placeholder="Search customers by name, email or phone"
        value={text}
        onChange={setText}
      />
      {customers.isPending ? (
        <div
          className="h-16 animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none"
          role="status"
          aria-busy="true"
          aria-label="Loading customers"
        />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-500">No customer matches “{q}”.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {items.map((c) => {
            const isSelected = c.id === selectedId;
            return (
              <li key={c.id}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => onPick(isSelected ? null : c.id)}
                  className={cn(
                    "flex min-h-12 w-full items-center gap-3 rounded-lg bg-white px-3 py-2 text-left text-sm ring-1",
                    isSelected
                      ? "bg-brand-50 ring-2 ring-brand-600"
                      : "ring-slate-300 hover:bg-slate-50",
                  )}
                >
                  <span className="min-w-0 flex-1 truncate">
                    <span className="font-medium">{c.name}</span>
                    {c.email ? (
                      <span className="block truncate text-xs text-slate-500">{c.email}</span>
                    ) : null}
                  </span>
                  {isSelected ? <Check className="size-4 text-brand-700" aria-hidden /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
