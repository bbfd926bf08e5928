import { LifeBuoy } from "lucide-react";

/** Online bundles are not sold yet: say so plainly rather than offer a button that does nothing. */
export function BuyCredits() {
  return (
    <section aria-labelledby="buy-heading" className="rounded-[var(--radius-card)] bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-6" data-testid="buy-credits">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="buy-heading" className="text-lg font-semibold">
          Buy credits
        </h2>
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300">Coming soon</span>
      </div>
      <p className="mt-2 flex max-w-2xl gap-2 text-sm text-slate-700">
        <LifeBuoy className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
        <span>
          Buying credit bundles online is coming soon. Meanwhile, contact Kerbside support to top up: tell us your company name and how many credits
          you need, and we add them to your balance.
        </span>
      </p>
    </section>
  );
}
