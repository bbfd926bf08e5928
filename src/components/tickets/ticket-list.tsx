"use client";
// The inbox: newest first, unread tickets in bold with a dot (and the word, for screen readers).
import { LifeBuoy, MessageSquare } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import { useSearchParams } from "next/navigation";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { EmptyState } from "~/components/ui/empty-state";
import { ListError, LoadMore, NoMatches } from "~/components/ui/load-more";
import { RelativeTime } from "~/components/ui/relative-time";
import { usePagedList } from "~/components/ui/use-paged-list";
import { TICKET_PRIORITIES, TICKET_STATUSES, type Ticket } from "~/server/models/ticket";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { TicketPriorityBadge, TicketStatusBadge } from "./ticket-badges";

const PAGE_SIZE = 25;

type InboxTicket = Ticket & { unread: boolean };

function useFilters() {
  const params = useSearchParams();
  return {
    q: params.get("q")?.trim().slice(0, 200) || undefined,
    status: TICKET_STATUSES.find((s) => s === params.get("status")),
    priority: TICKET_PRIORITIES.find((p) => p === params.get("priority")),
  };
}

function Row({ ticket }: { ticket: InboxTicket }) {
  return (
    <li
      className="relative flex items-start gap-3 px-4 py-3 hover:bg-slate-50"
      data-testid="ticket-row"
    >
      <span
        className={cn(
          "mt-2 size-2 shrink-0 rounded-full",
          ticket.unread ? "bg-brand-600" : "bg-transparent",
        )}
        aria-hidden
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <IntentLink
            href={`/tickets/${ticket.id}`}
            className={cn(
              "min-w-0 flex-1 truncate after:absolute after:inset-0",
              ticket.unread ? "font-semibold text-slate-950" : "font-medium text-slate-800",
            )}
          >
            {ticket.unread ? <span className="sr-only">Unread: </span> : null}
            {ticket.subject}
          </IntentLink>
          <span className="shrink-0 text-xs text-slate-500">
            <RelativeTime value={ticket.updated_at} />
          </span>
        </div>
        <p className="mt-0.5 truncate text-sm text-slate-600">{ticket.body}</p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <TicketStatusBadge status={ticket.status} />
          <TicketPriorityBadge priority={ticket.priority} />
          <span className="inline-flex items-center gap-1 text-xs text-slate-600">
            <MessageSquare className="size-3.5" aria-hidden />
            {ticket.comments_count} {ticket.comments_count === 1 ? "comment" : "comments"}
          </span>
        </div>
      </div>
    </li>
  );
}

export function TicketListSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading tickets" className="space-y-2">
      {[0, 1, 2, 3].map((i) => (
        <div
          key={i}
          className="h-24 animate-pulse rounded-[var(--radius-card)] bg-white ring-1 ring-slate-200 motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}

export function TicketList({ canCreate }: { canCreate: boolean }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const filters = useFilters();
  const filtered = Object.values(filters).some(Boolean);
  const query = usePagedList([...trpc.support.inbox.queryKey(), filters], (cursor) =>
    client.support.inbox.query({ ...filters, limit: PAGE_SIZE, cursor }),
  );
  if (query.isPending) return <TicketListSkeleton />;
  if (query.isError) return <ListError what="tickets" error={query.error} retry={query.refetch} />;
  const tickets = query.data.pages.flatMap((p) => p.data);
  if (tickets.length === 0) {
    if (filtered)
      return <NoMatches>No tickets match. Change or clear the filters to see more.</NoMatches>;
    return (
      <EmptyState
        icon={LifeBuoy}
        title="No tickets yet"
        action={
          canCreate ? (
            <Button asChild className="min-h-11">
              <IntentLink href="/tickets/new">Open your first ticket</IntentLink>
            </Button>
          ) : null
        }
      >
        Tickets keep a question or a problem about a report, an agreement, a vehicle or a hirer in
        one thread, so your team can follow it up to the end. Open one here or from any of those
        pages.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4" aria-busy={query.isFetching}>
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-slate-200">
        {tickets.map((t) => (
          <Row key={t.id} ticket={t} />
        ))}
      </ul>
      <LoadMore query={query} />
    </div>
  );
}
