import { Plus } from "lucide-react";
import type { Metadata } from "next";
import { IntentLink } from "~/components/ui/intent-link";
import { Suspense } from "react";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { TicketFilters } from "~/components/tickets/ticket-filters";
import { TicketList, TicketListSkeleton } from "~/components/tickets/ticket-list";
import { Button } from "~/components/ui/button";

export const metadata: Metadata = { title: "Tickets" };

export default async function TicketsPage() {
  if (!(await hasPermission("tickets.read"))) return <NoAccess what="tickets" />;
  const canCreate = await hasPermission("tickets.write");
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Tickets</h1>
          <p className="mt-1 text-sm text-slate-600">
            Questions and problems about your reports, agreements, vehicles and hirers, followed up
            in one thread.
          </p>
        </div>
        {canCreate ? (
          <Button asChild>
            <IntentLink href="/tickets/new">
              <Plus className="size-4" aria-hidden />
              New ticket
            </IntentLink>
          </Button>
        ) : null}
      </div>
      <Suspense fallback={<TicketListSkeleton />}>
        <TicketFilters />
        <div className="mt-6">
          <TicketList canCreate={canCreate} />
        </div>
      </Suspense>
    </div>
  );
}
