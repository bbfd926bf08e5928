import { cn } from "~/components/ui/cn";

type Props<T extends string> = {
  legend: string;
  name: string;
  options: Record<T, string>;
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
};

/** A row of large radio chips (touch-sized), for short closed lists like damage type or severity. */
export function ChoiceChips<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
}: Props<T>) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {(Object.keys(options) as T[]).map((key) => (
          <label
            key={key}
            className={cn(
              "flex min-h-11 cursor-pointer items-center rounded-full px-4 text-sm font-medium ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
              value === key
                ? "bg-slate-900 text-white ring-slate-900"
                : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50",
            )}
          >
            <input
              type="radio"
              name={name}
              value={key}
              checked={value === key}
              onChange={() => onChange(key)}
              className="sr-only"
            />
            {options[key]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
