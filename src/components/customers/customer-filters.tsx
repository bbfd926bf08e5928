"use client";
// The customers list's search lives in the URL (?q=&added=), so a search survives a reload.
import { X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useUrlFilters } from "~/components/ui/use-url-filters";

const KEYS = ["q", "added"] as const;
const control = "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm";
const label = "mb-1 block text-xs font-medium text-slate-600";

export const ADDED_WITHIN = { "7": "In the last 7 days", "30": "In the last 30 days", "365": "In the last year" } as const;

export function CustomerFilters() {
  const { params, set, search, setSearch, clear } = useUrlFilters<(typeof KEYS)[number]>("q", (typed) => typed.trim(), 250);
  const active = KEYS.some((k) => params.get(k));
  return (
    <form role="search" aria-label="Search customers" className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end" onSubmit={(e) => e.preventDefault()}>
      <div>
        <label htmlFor="customer-search" className={label}>
          Search
        </label>
        <input id="customer-search" type="search" placeholder="Name, email, phone or licence number" value={search} onChange={(e) => setSearch(e.target.value)} className={control} maxLength={100} />
      </div>
      <div>
        <label htmlFor="customer-added" className={label}>
          Added
        </label>
        <select id="customer-added" value={params.get("added") ?? ""} onChange={(e) => set("added", e.target.value)} className={control}>
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
