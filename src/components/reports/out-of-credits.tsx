import { CreditCard } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import { Button } from "~/components/ui/button";

/** Shown instead of creating when the company has no credits left; nothing was created. */
export function OutOfCredits() {
  return (
    <div
      role="alert"
      className="rounded-[var(--radius-card)] bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300"
      data-testid="out-of-credits"
    >
      <p className="font-semibold">You have no credits left</p>
      <p className="mt-1 text-sm">
        Each report uses 1 credit (£1), and your company&apos;s balance is 0. No report was created
        and nothing was charged. Buy a credit bundle, then come back to create the report.
      </p>
      <Button asChild className="mt-3 min-h-11">
        <IntentLink href="/billing">
          <CreditCard className="size-4" aria-hidden />
          Buy credits
        </IntentLink>
      </Button>
    </div>
  );
}
