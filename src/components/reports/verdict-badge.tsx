import { AlertTriangle, Check, X } from "lucide-react";
import { cn } from "~/components/ui/cn";
import { labelOf, VERDICTS } from "./labels";

const STYLES = {
  pass: { icon: Check, className: "bg-green-50 text-green-900 ring-green-200" },
  advisory: { icon: AlertTriangle, className: "bg-amber-50 text-amber-900 ring-amber-200" },
  fail: { icon: X, className: "bg-red-50 text-red-900 ring-red-200" },
} as const;

/** An inspection verdict (or "Not checked") as a word plus an icon. */
export function VerdictBadge({ verdict }: { verdict: string | null }) {
  const style = verdict ? STYLES[verdict as keyof typeof STYLES] : undefined;
  if (!style) {
    return (
      <span className="inline-flex rounded-full px-2 py-0.5 text-xs font-medium text-slate-600 ring-1 ring-slate-200">
        Not checked
      </span>
    );
  }
  const Icon = style.icon;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1",
        style.className,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {labelOf(VERDICTS, verdict)}
    </span>
  );
}
