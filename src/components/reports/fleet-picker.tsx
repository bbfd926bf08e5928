"use client";
// Choosing a vehicle already in the fleet: the most recent ones, or a search by
// registration, make, model, fleet number or nickname.
import { useQuery } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { useId } from "react";
import { cn } from "~/components/ui/cn";
import { PickerSearch, usePickerQuery } from "~/components/ui/picker-search";
import { Plate } from "~/components/ui/plate";
import { useTRPC } from "~/trpc/react";

type Props = { selectedVrm: string; onPick: (vrm: string) => void };

export function FleetPicker({ selectedVrm, onPick }: Props) {
  const trpc = useTRPC();
  const id = useId();
  const { text, setText, q } = usePickerQuery();
  const vehicles = useQuery(trpc.fleet.list.queryOptions({ limit: 6, ...(q ? { q } : {}) }));
  const items = vehicles.data?.data ?? [];

  if (!q && vehicles.isSuccess && items.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h2 id={`${id}-title`} className="text-sm font-medium text-slate-800">
        Or choose from your fleet
      </h2>
      <PickerSearch
        id={`${id}-q`}
        label="Search your fleet"
        placeholder="Search registration, make, model"
        value={text}
        onChange={setText}
      />
      {vehicles.isPending ? (
        <div
          className="h-24 animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none"
          role="status"
          aria-busy="true"
          aria-label="Loading your fleet"
        />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-500">No vehicle in your fleet matches “{q}”.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {items.map((v) => {
            const selected = v.vrm === selectedVrm;
            return (
              <li key={v.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onPick(v.vrm)}
                  className={cn(
                    "flex h-full min-h-12 w-full items-center gap-3 rounded-lg bg-white px-3 py-2 text-left text-sm ring-1 sm:flex-wrap sm:gap-x-3 sm:gap-y-1",
                    selected
                      ? "bg-brand-50 ring-2 ring-brand-600"
                      : "ring-slate-300 hover:bg-slate-50",
                  )}
                >
                  <Plate vrm={v.vrm} size="sm" />
                  <span className="min-w-0 flex-1 truncate sm:basis-28 sm:whitespace-normal">
                    {[v.make, v.model].filter(Boolean).join(" ") || "Unknown make"}
                  </span>
                  {selected ? <Check className="size-4 text-brand-700" aria-hidden /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
