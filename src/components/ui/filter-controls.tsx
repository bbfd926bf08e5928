"use client";
// The pieces list filters share: one label and control style, a From/To date pair, a URL
// setter for one filter, and the "Export CSV" link that carries the filters in force.
import { Download } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { Button } from "./button";

export const FILTER_LABEL = "mb-1 block text-xs font-medium text-slate-600";
export const FILTER_CONTROL =
  "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm";

/** Writes one filter into the address bar (an empty value removes it), also dropping `drop`. */
export function useSetUrlFilter(
  drop: readonly string[] = [],
): (key: string, value: string) => void {
  const router = useRouter();
  const pathname = usePathname();
  return (key, value) => {
    // Read the address bar, not this render's params: a delayed write must not undo a newer change.
    const next = new URLSearchParams(window.location.search);
    for (const other of drop) next.delete(other);
    if (value) next.set(key, value);
    else next.delete(key);
    const query = next.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
}

type Range = { created_from?: string; created_to?: string };

/** From and To dates (inclusive), each in its own field wrapper. */
export function DateRangeFilter({
  idPrefix,
  range,
  onChange,
  fieldClassName,
}: {
  idPrefix: string;
  range: Range;
  onChange: (key: keyof Range, value: string) => void;
  fieldClassName: string;
}) {
  return (
    <>
      {(
        [
          ["created_from", "from", "From"],
          ["created_to", "to", "To"],
        ] as const
      ).map(([key, suffix, text]) => (
        <div key={key} className={fieldClassName}>
          <label htmlFor={`${idPrefix}-${suffix}`} className={FILTER_LABEL}>
            {text}
          </label>
          <input
            id={`${idPrefix}-${suffix}`}
            type="date"
            value={range[key] ?? ""}
            onChange={(e) => onChange(key, e.target.value)}
            className={FILTER_CONTROL}
          />
        </div>
      ))}
    </>
  );
}

/** "Export CSV" of `path` with the filters that are set. */
export function ExportCsvLink({
  path,
  filters,
}: {
  path: string;
  filters: Record<string, string | undefined>;
}) {
  const query = new URLSearchParams(
    Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
  return (
    <Button asChild variant="secondary" className="col-span-2 min-h-11">
      <a href={`${path}${query ? `?${query}` : ""}`} download>
        <Download className="size-4" aria-hidden />
        Export CSV
      </a>
    </Button>
  );
}
