import { Coins } from "lucide-react";
import type { CreditBalance } from "~/server/models/credits";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The headline: what the balance is, and what it buys in reports. */
export function BalanceCard({ credits }: { credits: CreditBalance }) {
  const empty = credits.balance < credits.report_cost;
  return (
    <section
      aria-labelledby="balance-heading"
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span
          className="hidden size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600 sm:grid"
          aria-hidden
        >
          <Coins className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 id="balance-heading" className="text-sm font-medium text-slate-600">
            Credit balance
          </h2>
          <p className="mt-1 text-2xl font-semibold sm:text-3xl" data-testid="billing-balance">
            {plural(credits.balance, "credit")}
            {/* On a phone the second half gets its own line, where a leading dash would look stray. */}
            <span className="hidden text-lg font-normal text-slate-600 sm:inline"> — </span>
            <span className="block text-base font-normal text-slate-600 sm:inline sm:text-lg">
              {empty
                ? "not enough for a report"
                : `enough for ${plural(credits.reports_available, "report")}`}
            </span>
          </p>
          <p className="mt-3 max-w-2xl text-sm text-slate-600">
            Each inspection report uses {plural(credits.report_cost, "credit")} (£1 per report),
            including the registry check and MOT history. No seat fees and no contract: you pay only
            for the reports you make. Every new company starts with 10 free credits.
          </p>
        </div>
      </div>
    </section>
  );
}
