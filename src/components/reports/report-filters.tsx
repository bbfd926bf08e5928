"use client";
// List filters live in the URL (?status=&type=&vrm=&from=&to=), so a filtered list
// can be bookmarked, shared and survives a reload.
import { SlidersHorizontal, X } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useUrlFilters } from "~/components/ui/use-url-filters";
import { REPORT_STATUS_KEYS, REPORT_STATUSES, REPORT_TYPE_KEYS, REPORT_TYPES } from "./labels";
import { FILTER_CONTROL, FILTER_LABEL } from "~/components/ui/filter-controls";

export const FILTER_KEYS = ["status", "type", "vrm", "from", "to"] as const;


export function ReportFilters() {
  const { params, set, search: vrm, setSearch: setVrm, clear } = useUrlFilters<(typeof FILTER_KEYS)[number]>("vrm", (typed) => typed.replace(/\s+/g, "").toUpperCase(), 400);

  const active = FILTER_KEYS.some((k) => params.get(k));
  const others = FILTER_KEYS.filter((k) => k !== "vrm" && params.get(k)).length;
  // On a phone the less used filters fold away; on a desk they are always shown.
  const [open, setOpen] = useState(others > 0);
  const fold = open ? "" : "hidden md:block";

  return (
    <form role="search" aria-label="Filter reports" className="grid grid-cols-2 gap-3 md:grid-cols-[1.4fr_1fr_1fr_1fr_1fr_auto] md:items-end" onSubmit={(e) => e.preventDefault()}>
      <div className="col-span-2 flex items-end gap-2 md:col-span-1">
        <div className="min-w-0 flex-1">
          <label htmlFor="filter-vrm" className={FILTER_LABEL}>
            Registration
          </label>
          <input id="filter-vrm" type="search" inputMode="text" autoCapitalize="characters" placeholder="e.g. AB12 CDE" value={vrm} onChange={(e) => setVrm(e.target.value)} className={`${FILTER_CONTROL} uppercase placeholder:normal-case`} />
        </div>
        <Button type="button" variant="secondary" className="min-h-11 md:hidden" aria-expanded={open} aria-controls="more-filters" onClick={() => setOpen((o) => !o)}>
          <SlidersHorizontal className="size-4" aria-hidden />
          Filters{others ? ` (${others})` : ""}
        </Button>
      </div>
      <div id="more-filters" className="contents">
        <div className={fold}>
          <label htmlFor="filter-status" className={FILTER_LABEL}>
            Status
          </label>
          <select id="filter-status" value={params.get("status") ?? ""} onChange={(e) => set("status", e.target.value)} className={FILTER_CONTROL}>
            <option value="">Any status</option>
            {REPORT_STATUS_KEYS.map((s) => (
              <option key={s} value={s}>
                {REPORT_STATUSES[s].label}
              </option>
            ))}
          </select>
        </div>
        <div className={fold}>
          <label htmlFor="filter-type" className={FILTER_LABEL}>
            Type
          </label>
          <select id="filter-type" value={params.get("type") ?? ""} onChange={(e) => set("type", e.target.value)} className={FILTER_CONTROL}>
            <option value="">Any type</option>
            {REPORT_TYPE_KEYS.map((t) => (
              <option key={t} value={t}>
                {REPORT_TYPES[t].label}
              </option>
            ))}
          </select>
        </div>
        <div className={fold}>
          <label htmlFor="filter-from" className={FILTER_LABEL}>
            Created from
          </label>
          <input id="filter-from" type="date" value={params.get("from") ?? ""} max={params.get("to") ?? undefined} onChange={(e) => set("from", e.target.value)} className={FILTER_CONTROL} />
        </div>
        <div className={fold}>
          <label htmlFor="filter-to" className={FILTER_LABEL}>
            Created to
          </label>
          <input id="filter-to" type="date" value={params.get("to") ?? ""} min={params.get("from") ?? undefined} onChange={(e) => set("to", e.target.value)} className={FILTER_CONTROL} />
        </div>
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
          Clear filters
        </Button>
      ) : null}
    </form>
  );
}
