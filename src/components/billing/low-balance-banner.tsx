import { AlertTriangle } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";

/** Across the app while the balance is below the Owner's warning level. */
export function LowBalanceBanner({ balance, canBuy }: { balance: number; canBuy: boolean }) {
  return (
    <div
      role="status"
      data-testid="low-balance-banner"
      className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-[var(--radius-card)] bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <AlertTriangle className="size-5 shrink-0 text-amber-700" aria-hidden />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">Credits are running low:</span> {balance} left, enough for{" "}
        {balance} report{balance === 1 ? "" : "s"}.
        {canBuy ? null : " Ask an Owner or Billing member of your company to buy more."}
      </p>
      {canBuy ? (
        <IntentLink
          href="/billing#buy-heading"
          className="inline-flex min-h-11 items-center font-semibold text-amber-950 underline underline-offset-2"
        >
          Top up credits
        </IntentLink>
      ) : null}
    </div>
  );
}
