import { AlertTriangle, Check, X } from "lucide-react";
import { cn } from "~/components/ui/cn";
import { VERDICT_KEYS, VERDICTS, type Verdict } from "./labels";

const STYLES = {
  pass: { icon: Check, on: "bg-green-700 text-white ring-green-800" },
  advisory: { icon: AlertTriangle, on: "bg-amber-500 text-black ring-amber-600" },
  fail: { icon: X, on: "bg-red-600 text-white ring-red-700" },
} as const;

type Props = {
  name: string;
  value: Verdict | null;
  onChange: (verdict: Verdict) => void;
  disabled?: boolean;
  legend: string;
};

/** Pass / Advisory / Fail as three big radio buttons, easy to hit with a cold thumb. */
export function VerdictButtons({ name, value, onChange, disabled, legend }: Props) {
  return (
    <fieldset disabled={disabled}>
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-3 gap-2">
        {VERDICT_KEYS.map((verdict) => {
          const { icon: Icon, on } = STYLES[verdict];
          const checked = value === verdict;
          return (
            <label
              key={verdict}
              className={cn(
                "flex min-h-16 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl text-base font-semibold ring-2 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
                checked ? on : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50",
              )}
            >
              <input
                type="radio"
                name={name}
                value={verdict}
                checked={checked}
                onChange={() => onChange(verdict)}
                className="sr-only"
              />
              <Icon className="size-6" aria-hidden />
              {VERDICTS[verdict].label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
