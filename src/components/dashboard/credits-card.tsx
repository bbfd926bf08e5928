import { AlertTriangle, Coins } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import type { Dashboard } from "~/server/models/dashboard";

/** The balance, with a warning below the company's low-balance threshold (and the way to top up for those who may). */
export function CreditsCard({
  credits,
  canBuy,
}: {
  credits: Dashboard["credits"];
  canBuy: boolean;
}) {
  return (
    <section
      aria-labelledby="credits-heading"
      className={`rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ${credits.low ? "ring-amber-300" : "ring-slate-200"}`}
    >
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <Coins className="size-4" aria-hidden />
        <h2 id="credits-heading">Credit balance</h2>
      </div>
      <p className="mt-2 text-4xl font-semibold tabular-nums" data-testid="credit-balance">
        {credits.balance}
      </p>
      <p className="mt-1 text-sm text-slate-600">1 credit = 1 inspection report (£1).</p>
      {credits.low ? (
        <p
          className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200"
          data-testid="low-balance"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {credits.balance === 0
              ? "No credits left: new reports cannot be started."
              : `Running low: fewer than ${credits.threshold} credits left.`}{" "}
            {canBuy ? (
              <IntentLink href="/billing" className="font-medium underline underline-offset-2">
                Buy credits
              </IntentLink>
            ) : (
              "Ask an Owner or Billing member to top up."
            )}
          </span>
        </p>
      ) : null}
    </section>
  );
}
