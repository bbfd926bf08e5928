"use client";
// The customers list's search lives in the URL (?q=&added=), so a search survives a reload.
import { X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useUrlFilters } from "~/components/ui/use-url-filters";
import { FILTER_CONTROL, FILTER_LABEL } from "~/components/ui/filter-controls";

const KEYS = ["q", "added"] as const;

export const ADDED_WITHIN = { "7": "In the last 7 days", "30": "In the last 30 days", "365": "In the last year" } as const;

export function CustomerFilters() {
  const { params, set, search, setSearch, clear } = useUrlFilters<(typeof KEYS)[number]>("q", (typed) => typed.trim(), 250);
  const active = KEYS.some((k) => params.get(k));
  return (
    <form role="search" aria-label="Search customers" className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end" onSubmit={(e) => e.preventDefault()}>
      <div>
        <label htmlFor="customer-search" className={FILTER_LABEL}>
          Search
        </label>
        <input id="customer-search" type="search" placeholder="Name, email, phone or licence number" value={search} onChange={(e) => setSearch(e.target.value)} className={FILTER_CONTROL} maxLength={100} />
      </div>
      <div>
        <label htmlFor="customer-added" className={FILTER_LABEL}>
          Added
        </label>
        <select id="customer-added" value={params.get("added") ?? ""} onChange={(e) => set("added", e.target.value)} className={FILTER_CONTROL}>
          <option value="">Any time</option>
          {Object.entries(ADDED_WITHIN).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
      {active ? (
        <Button type="button" variant="ghost" className="min-h-11" onClick={clear}>
          <X className="size-4" aria-hidden />
          Clear
        </Button>
      ) : null}
    </form>
  );
}
