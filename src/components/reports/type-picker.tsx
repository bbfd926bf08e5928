import { cn } from "~/components/ui/cn";
import { REPORT_TYPE_KEYS, REPORT_TYPES, type ReportType } from "./labels";

type Props = { value: ReportType; onChange: (type: ReportType) => void };

/** The eight report types as radio cards, each with a one-line explanation. */
export function TypePicker({ value, onChange }: Props) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Type of report</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
        {REPORT_TYPE_KEYS.map((type) => {
          const checked = value === type;
          return (
            <label
              key={type}
              className={cn(
                "flex min-h-14 cursor-pointer items-start gap-3 rounded-lg bg-white p-3 ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
                checked ? "ring-2 ring-brand-600 bg-brand-50" : "ring-slate-300 hover:bg-slate-50",
              )}
            >
              <input
                type="radio"
                name="report-type"
                value={type}
                checked={checked}
                onChange={() => onChange(type)}
                className="mt-1 size-4 shrink-0 accent-brand-600"
              />
              <span>
                <span className="block text-sm font-semibold">{REPORT_TYPES[type].label}</span>
                <span className="block text-sm text-slate-600">{REPORT_TYPES[type].hint}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
