import { CheckCircle2, CircleDashed, CircleSlash, FileSignature, Send, Truck } from "lucide-react";
import { cn } from "~/components/ui/cn";
import type { AgreementStatus } from "~/server/models/agreement";
import { AGREEMENT_STATUS_LABELS } from "./labels";

const STYLES = {
  draft: { icon: CircleDashed, className: "bg-amber-50 text-amber-900 ring-amber-200" },
  sent: { icon: Send, className: "bg-blue-50 text-blue-900 ring-blue-200" },
  signed: { icon: FileSignature, className: "bg-indigo-50 text-indigo-900 ring-indigo-200" },
  out: { icon: Truck, className: "bg-violet-50 text-violet-900 ring-violet-200" },
  closed: { icon: CheckCircle2, className: "bg-green-50 text-green-900 ring-green-200" },
  cancelled: { icon: CircleSlash, className: "bg-slate-100 text-slate-700 ring-slate-200" },
} as const;

/** An agreement's status in words, with an icon, so colour is never the only signal. */
export function AgreementStatusBadge({ status }: { status: AgreementStatus }) {
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
      {AGREEMENT_STATUS_LABELS[status]}
    </span>
  );
}
