import { NotFoundCard } from "~/components/ui/not-found-card";

export default function TicketNotFound() {
  return (
    <NotFoundCard title="Ticket not found" backHref="/tickets" backLabel="Back to tickets">
      There is no ticket at this address. It may have been deleted, or the link may be mistyped.
    </NotFoundCard>
  );
}
