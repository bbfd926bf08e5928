import { LifeBuoy } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import { Button } from "~/components/ui/button";
import type { TicketLink } from "~/server/models/ticket";

/**
 * "Open a ticket" on a report, agreement, vehicle or customer page: the new ticket names that
 * object, and what it belongs to (a report's agreement, hirer and vehicle).
 */
export function OpenTicketButton({ links }: { links: Partial<Record<TicketLink, string | null>> }) {
  const query = new URLSearchParams(
    Object.entries(links).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return (
    <Button asChild variant="secondary" className="min-h-11">
      <IntentLink href={`/tickets/new?${query.toString()}`}>
        <LifeBuoy className="size-4" aria-hidden />
        Open a ticket
      </IntentLink>
    </Button>
  );
}
