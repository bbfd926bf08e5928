"use client";
// The objects a ticket names, as links to their pages.
import { useQuery } from "@tanstack/react-query";
import { IntentLink } from "~/components/ui/intent-link";
import { useTRPC } from "~/trpc/react";
import { LINK_LABELS, linkHref } from "./labels";

export type LinkIds = {
  report_id?: string;
  agreement_id?: string;
  vehicle_id?: string;
  customer_id?: string;
};

export function LinkedObjects({ links, empty }: { links: LinkIds; empty?: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.support.links.queryOptions(links));
  if (query.isPending)
    return (
      <div
        role="status"
        className="h-6 w-48 animate-pulse rounded bg-slate-100 motion-reduce:animate-none"
        aria-label="Loading linked records"
      />
    );
  const objects = query.data ?? [];
  if (objects.length === 0) return empty ? <p className="text-sm text-slate-500">{empty}</p> : null;
  return (
    <ul className="flex flex-wrap gap-2">
      {objects.map((o) => (
        <li key={o.id}>
          <IntentLink
            href={linkHref(o.kind, o.id)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-slate-50 px-3 text-sm ring-1 ring-slate-200 hover:ring-brand-500"
          >
            <span className="text-xs font-medium text-slate-500">{LINK_LABELS[o.kind]}</span>
            <span className="font-medium text-slate-900">{o.label}</span>
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}

/** The link fields of a ticket as the `links` query wants them (nulls left out). */
export function linkIds(ticket: {
  report_id: string | null;
  agreement_id: string | null;
  vehicle_id: string | null;
  customer_id: string | null;
}): LinkIds {
  return {
    report_id: ticket.report_id ?? undefined,
    agreement_id: ticket.agreement_id ?? undefined,
    vehicle_id: ticket.vehicle_id ?? undefined,
    customer_id: ticket.customer_id ?? undefined,
  };
}
