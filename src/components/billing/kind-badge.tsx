import { Gift, ReceiptText, ShoppingCart, Undo2 } from "lucide-react";
import { cn } from "~/components/ui/cn";
import type { CreditTransaction } from "~/server/models/credits";

type Kind = CreditTransaction["kind"];

export const KIND_LABELS: Record<Kind, string> = {
  grant: "Grant",
  purchase: "Purchase",
  charge: "Charge",
  refund: "Refund",
};

const STYLES = {
  grant: { icon: Gift, className: "bg-green-50 text-green-900 ring-green-200" },
  purchase: { icon: ShoppingCart, className: "bg-blue-50 text-blue-900 ring-blue-200" },
  charge: { icon: ReceiptText, className: "bg-slate-100 text-slate-700 ring-slate-200" },
  refund: { icon: Undo2, className: "bg-amber-50 text-amber-900 ring-amber-200" },
} as const;

/** A ledger entry's kind in words, with an icon, so colour is never the only signal. */
export function KindBadge({ kind }: { kind: Kind }) {
  const style = STYLES[kind];
  const Icon = style.icon;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1",
        style.className,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {KIND_LABELS[kind]}
    </span>
  );
}

/** "+10" or "−1" (a true minus sign), never a bare number whose direction is a colour. */
export const signedAmount = (amount: number) =>
  amount > 0 ? `+${amount}` : amount < 0 ? `−${-amount}` : "0";
