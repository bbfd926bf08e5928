import { CheckCircle2, Clock, Undo2, XCircle, Ban } from "lucide-react";
import { cn } from "~/components/ui/cn";
import type { PurchaseStatus } from "~/server/models/purchase";

export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, string> = {
  pending: "Awaiting payment",
  paid: "Paid",
  failed: "Declined",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

const STYLES = {
  pending: { icon: Clock, className: "bg-amber-50 text-amber-900 ring-amber-200" },
  paid: { icon: CheckCircle2, className: "bg-green-50 text-green-900 ring-green-200" },
  failed: { icon: XCircle, className: "bg-red-50 text-red-900 ring-red-200" },
  cancelled: { icon: Ban, className: "bg-slate-100 text-slate-700 ring-slate-200" },
  refunded: { icon: Undo2, className: "bg-slate-100 text-slate-700 ring-slate-200" },
} as const;

/** A purchase's status in words with an icon, so colour is never the only signal. */
export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  const style = STYLES[status];
  const Icon = style.icon;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1",
        style.className,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {PURCHASE_STATUS_LABELS[status]}
    </span>
  );
}
