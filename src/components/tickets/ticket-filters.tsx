"use client";
// The inbox's filters live in the URL (?status=&priority=&q=), so a filtered inbox survives a reload.
import { X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { useUrlFilters } from "~/components/ui/use-url-filters";
import { TICKET_PRIORITIES, TICKET_STATUSES } from "~/server/models/ticket";
import { PRIORITY_LABELS, STATUS_LABELS } from "./labels";
import { FILTER_CONTROL, FILTER_LABEL } from "~/components/ui/filter-controls";

const KEYS = ["q", "status", "priority"] as const;

function StatusChips({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  const chips = [
    { value: "", label: "All" },
    ...TICKET_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
  ];
  return (
    <fieldset className="sm:col-span-3">
      <legend className={FILTER_LABEL}>Status</legend>
      <div className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <button
            key={chip.value || "all"}
            type="button"
            aria-pressed={value === chip.value}
            onClick={() => onChange(chip.value)}
            className={cn(
              "min-h-11 rounded-full px-4 text-sm font-medium ring-1",
              value === chip.value
                ? "bg-brand-600 text-white ring-brand-600"
                : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50",
            )}
          >
            {chip.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function TicketFilters() {
  const { params, set, search, setSearch, clear } = useUrlFilters<(typeof KEYS)[number]>(
    "q",
    (typed) => typed.trim(),
    250,
  );
  const active = KEYS.some((k) => params.get(k));
  return (
    <form
      role="search"
      aria-label="Filter tickets"
      className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      onSubmit={(e) => e.preventDefault()}
    >
      <StatusChips
        value={params.get("status") ?? ""}
        onChange={(status) => set("status", status)}
      />
      <div>
        <label htmlFor="ticket-search" className={FILTER_LABEL}>
          Search
        </label>
        <input
          id="ticket-search"
          type="search"
          placeholder="Subject or description"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className={FILTER_CONTROL}
          maxLength={200}
        />
      </div>
      <div>
        <label htmlFor="ticket-priority" className={FILTER_LABEL}>
          Priority
        </label>
        <select
          id="ticket-priority"
          value={params.get("priority") ?? ""}
          onChange={(e) => set("priority", e.target.value)}
          className={FILTER_CONTROL}
        >
          <option value="">Any priority</option>
          {TICKET_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {PRIORITY_LABELS[p]}
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
