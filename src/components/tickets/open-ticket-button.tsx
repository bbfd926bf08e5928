import { LifeBuoy } from "lucide-react";
import Link from "next/link";
import { Button } from "~/components/ui/button";
import type { TicketLink } from "~/server/models/ticket";

/** "Open a ticket" on a report, agreement, vehicle or customer page: the new ticket names that object. */
export function OpenTicketButton({ link, id }: { link: TicketLink; id: string }) {
  return (
    <Button asChild variant="secondary" className="min-h-11">
      <Link href={`/tickets/new?${link}=${encodeURIComponent(id)}`}>
        <LifeBuoy className="size-4" aria-hidden />
        Open a ticket
      </Link>
    </Button>
  );
}
