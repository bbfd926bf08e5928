import { ArrowDown, ArrowUp, CheckCircle2, Circle, Clock, Flame, Minus } from "lucide-react";
import { cn } from "~/components/ui/cn";
import type { TicketPriority, TicketStatus } from "~/server/models/ticket";
import { PRIORITY_LABELS, STATUS_LABELS } from "./labels";

const STATUS_STYLES = {
  open: { icon: Circle, className: "bg-blue-50 text-blue-900 ring-blue-200" },
  pending: { icon: Clock, className: "bg-amber-50 text-amber-900 ring-amber-200" },
  closed: { icon: CheckCircle2, className: "bg-slate-100 text-slate-700 ring-slate-200" },
} as const;

const PRIORITY_STYLES = {
  low: { icon: ArrowDown, className: "text-slate-600" },
  normal: { icon: Minus, className: "text-slate-600" },
  high: { icon: ArrowUp, className: "text-orange-800" },
  urgent: { icon: Flame, className: "text-red-700" },
} as const;

const pill =
  "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap";

/** A ticket's status in words, with an icon, so colour is never the only signal. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const style = STATUS_STYLES[status];
  const Icon = style.icon;
  return (
    <span className={cn(pill, "ring-1", style.className)}>
      <Icon className="size-3.5" aria-hidden />
      {STATUS_LABELS[status]}
    </span>
  );
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  const style = PRIORITY_STYLES[priority];
  const Icon = style.icon;
  return (
    <span className={cn(pill, "px-0", style.className)}>
      <Icon className="size-3.5" aria-hidden />
      {PRIORITY_LABELS[priority]}
      <span className="sr-only"> priority</span>
    </span>
  );
}
