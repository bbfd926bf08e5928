"use client";
// How many tickets the signed-in member has not read, beside "Tickets" in the nav: hidden at
// 0, read again every minute and on focus, and at once when a ticket is opened (the ticket
// page invalidates the query).
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "~/trpc/react";

const REFRESH_MS = 60_000;

export function useUnreadTickets(enabled: boolean): number {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.support.unreadCount.queryOptions(undefined, { enabled, refetchInterval: REFRESH_MS }),
  );
  return query.data?.count ?? 0;
}

/** The link's name with the count ("Tickets, 3 unread"), or nothing at 0 (the name is then its text). */
export const unreadLabel = (label: string, count: number) =>
  count > 0 ? `${label}, ${count} unread` : undefined;

/** The number beside the label; the link's name already says it. */
export function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden
      className="ml-auto min-w-5 rounded-full bg-brand-600 px-1.5 py-0.5 text-center text-xs leading-none font-semibold text-white tabular-nums"
      data-testid="unread-tickets"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
