"use client";
// The list's search and filters live in the URL (?q=&status=&due=), so a filtered
// list can be bookmarked and survives a reload.
import { X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useUrlFilters } from "~/components/ui/use-url-filters";
import { VEHICLE_STATUS_LABELS } from "./due";
import { FILTER_CONTROL, FILTER_LABEL } from "~/components/ui/filter-controls";

const KEYS = ["q", "status", "due"] as const;

export function VehicleFilters() {
  const { params, set, search: q, setSearch: setQ, clear } = useUrlFilters<(typeof KEYS)[number]>("q", (typed) => typed.trim(), 300);

  const active = KEYS.some((k) => params.get(k));

  return (
    <form role="search" aria-label="Search vehicles" className="grid grid-cols-2 gap-3 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end" onSubmit={(e) => e.preventDefault()}>
      <div className="col-span-2 md:col-span-1">
        <label htmlFor="vehicle-search" className={FILTER_LABEL}>
          Search
        </label>
        <input id="vehicle-search" type="search" placeholder="Registration, make, model, fleet number or nickname" value={q} onChange={(e) => setQ(e.target.value)} className={FILTER_CONTROL} />
      </div>
      <div>
        <label htmlFor="vehicle-status" className={FILTER_LABEL}>
          Status
        </label>
        <select id="vehicle-status" value={params.get("status") ?? ""} onChange={(e) => set("status", e.target.value)} className={FILTER_CONTROL}>
          <option value="">All in the fleet</option>
          {Object.entries(VEHICLE_STATUS_LABELS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
          <option value="archived">Archived</option>
        </select>
      </div>
      <div>
        <label htmlFor="vehicle-due" className={FILTER_LABEL}>
          Due soon
        </label>
        <select id="vehicle-due" value={params.get("due") ?? ""} onChange={(e) => set("due", e.target.value)} className={FILTER_CONTROL}>
          <option value="">Any</option>
          <option value="mot">MOT due in 30 days</option>
          <option value="tax">Tax due in 30 days</option>
        </select>
      </div>
      {active ? (
        <Button
          type="button"
          variant="ghost"
          className="col-span-2 min-h-11 md:col-span-1"
          onClick={() => {
            clear();
          }}
        >
          <X className="size-4" aria-hidden />
          Clear
        </Button>
      ) : null}
    </form>
  );
}
