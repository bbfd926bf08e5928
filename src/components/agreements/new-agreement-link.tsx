import { Plus } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import { Button } from "~/components/ui/button";

/** `New agreement`, opening the wizard with this hirer or this vehicle already chosen. */
export function NewAgreementLink({
  chosen,
}: {
  chosen: { customer_id: string } | { vehicle_id: string };
}) {
  return (
    <Button asChild variant="secondary" className="min-h-11">
      <IntentLink href={`/agreements/new?${new URLSearchParams(chosen).toString()}`}>
        <Plus className="size-4" aria-hidden />
        New agreement
      </IntentLink>
    </Button>
  );
}
