import { CheckCircle2, CircleDashed, CircleSlash, FileCheck2 } from "lucide-react";
import { cn } from "~/components/ui/cn";
import { labelOf, REPORT_STATUSES } from "./labels";

const STYLES = {
  draft: { icon: CircleDashed, className: "bg-amber-50 text-amber-900 ring-amber-200" },
  completed: { icon: CheckCircle2, className: "bg-blue-50 text-blue-900 ring-blue-200" },
  signed_off: { icon: FileCheck2, className: "bg-green-50 text-green-900 ring-green-200" },
  cancelled: { icon: CircleSlash, className: "bg-slate-100 text-slate-700 ring-slate-200" },
} as const;

/** A report's status in words, with an icon, so colour is never the only signal. */
export function StatusBadge({ status }: { status: string }) {
  const style = STYLES[status as keyof typeof STYLES] ?? STYLES.cancelled;
  const Icon = style.icon;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1",
        style.className,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {labelOf(REPORT_STATUSES, status)}
    </span>
  );
}
