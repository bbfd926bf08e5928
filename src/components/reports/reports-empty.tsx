import { ClipboardCheck, Plus } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";

/** The list's first-run state: what a report is, and the first action. */
export function ReportsEmpty({ canCreate }: { canCreate: boolean }) {
  return (
    <EmptyState
      icon={ClipboardCheck}
      title="No reports yet"
      action={
        canCreate ? (
          <Button asChild size="lg">
            <IntentLink href="/reports/new">
              <Plus className="size-5" aria-hidden />
              New report
            </IntentLink>
          </Button>
        ) : null
      }
    >
      A report records a vehicle&apos;s condition at a moment that matters: when it goes out to a
      hirer, when it comes back, or at any check. Walk round the vehicle, mark each area pass,
      advisory or fail, photograph damage, then sign it off as a PDF. Each report uses 1 credit.
    </EmptyState>
  );
}
