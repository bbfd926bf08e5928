"use client";
// A list's filters, declared by the list and kept in the URL (use-url-filters): a search box,
// selects, dates, chips and a Clear button while any filter is set. Fields marked `fold` come
// right after the search and fold away on a phone behind a "Filters" button.
import { SlidersHorizontal, X } from "lucide-react";
import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { Button } from "./button";
import { cn } from "./cn";
import { FILTER_CONTROL, FILTER_LABEL } from "./filter-controls";
import { useUrlFilters } from "./use-url-filters";

/** A choice: its value in the URL ("" for none) and its words. */
type Option = readonly [value: string, label: string];
type Field = { key: string; label: string; className?: string; fold?: boolean };

export type FilterField =
  | (Field & { kind: "select"; id: string; options: readonly Option[] })
  /** `min`/`max`: the key of the date that bounds this one. */
  | (Field & { kind: "date"; id: string; min?: string; max?: string })
  | (Field & { kind: "chips"; options: readonly Option[] })
  | { kind: "clear"; label: string; className?: string };

export type SearchFilter = {
  key: string;
  id: string;
  label: string;
  /** The typed text as it goes into the URL. */
  clean: (typed: string) => string;
  delayMs: number;
  className?: string;
  input?: InputHTMLAttributes<HTMLInputElement>;
};

type FilterBarProps = {
  /** The search landmark's name ("Filter reports"). */
  label: string;
  className: string;
  search?: SearchFilter;
  fields: readonly FilterField[];
  /** URL parameters a filter change removes. */
  drop?: readonly string[];
  /** Actions after the fields (an export link). */
  children?: ReactNode;
};

const same = (typed: string) => typed;
const CHIP = "min-h-11 rounded-full px-3 text-sm font-medium ring-1";

export function FilterBar({ label, className, search, fields, drop, children }: FilterBarProps) {
  const {
    params,
    set,
    search: typed,
    setSearch,
    clear,
  } = useUrlFilters(search?.key, search?.clean ?? same, search?.delayMs, drop);
  const valued = fields.flatMap((f) => (f.kind === "clear" ? [] : [f]));
  const active = [search?.key, ...valued.map((f) => f.key)].some((k) => k && params.get(k));
  const folded = valued.filter((f) => f.fold);
  const foldedSet = folded.filter((f) => params.get(f.key)).length;
  // On a phone the less used filters fold away; on a desk they are always shown.
  const [open, setOpen] = useState(foldedSet > 0);
  const foldId = useId();

  const control = (field: FilterField) => {
    if (field.kind === "clear") {
      return active ? (
        <Button
          key="clear"
          type="button"
          variant="ghost"
          className={cn("min-h-11", field.className)}
          onClick={clear}
        >
          <X className="size-4" aria-hidden />
          {field.label}
        </Button>
      ) : null;
    }
    const value = params.get(field.key) ?? "";
    if (field.kind === "chips") {
      return (
        <div
          key={field.key}
          className={cn("flex flex-wrap gap-2", field.className)}
          role="group"
          aria-label={field.label}
        >
          {field.options.map(([option, text]) => (
            <button
              key={option || "all"}
              type="button"
              aria-pressed={value === option}
              onClick={() => set(field.key, option)}
              className={cn(
                CHIP,
                value === option
                  ? "bg-slate-900 text-white ring-slate-900"
                  : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50",
              )}
            >
              {text}
            </button>
          ))}
        </div>
      );
    }
    const bound = (key: string | undefined) => (key && params.get(key)) || undefined;
    return (
      <div
        key={field.key}
        className={cn(field.fold && !open && "hidden md:block", field.className)}
      >
        <label htmlFor={field.id} className={FILTER_LABEL}>
          {field.label}
        </label>
        {field.kind === "select" ? (
          <select
            id={field.id}
            value={value}
            onChange={(e) => set(field.key, e.target.value)}
            className={FILTER_CONTROL}
          >
            {field.options.map(([option, text]) => (
              <option key={option} value={option}>
                {text}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={field.id}
            type="date"
            value={value}
            min={bound(field.min)}
            max={bound(field.max)}
            onChange={(e) => set(field.key, e.target.value)}
            className={FILTER_CONTROL}
          />
        )}
      </div>
    );
  };

  return (
    <form
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(e) => e.preventDefault()}
    >
      {search ? (
        <div className={cn("flex items-end gap-2", search.className)}>
          <div className="min-w-0 flex-1">
            <label htmlFor={search.id} className={FILTER_LABEL}>
              {search.label}
            </label>
            <input
              id={search.id}
              type="search"
              {...search.input}
              value={typed}
              onChange={(e) => setSearch(e.target.value)}
              className={cn(FILTER_CONTROL, search.input?.className)}
            />
          </div>
          {folded.length > 0 ? (
            <Button
              type="button"
              variant="secondary"
              className="min-h-11 md:hidden"
              aria-expanded={open}
              aria-controls={foldId}
              onClick={() => setOpen((o) => !o)}
            >
              <SlidersHorizontal className="size-4" aria-hidden />
              Filters{foldedSet ? ` (${foldedSet})` : ""}
            </Button>
          ) : null}
        </div>
      ) : null}
      {folded.length > 0 ? (
        <div id={foldId} className="contents">
          {folded.map(control)}
        </div>
      ) : null}
      {fields.filter((f) => f.kind === "clear" || !f.fold).map(control)}
      {children}
    </form>
  );
}
