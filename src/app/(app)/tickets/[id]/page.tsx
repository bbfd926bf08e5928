import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { TicketDetail } from "~/components/tickets/ticket-detail";
import { BackLink } from "~/components/ui/back-link";
import { api, foundOrNull } from "~/trpc/server";

export const metadata: Metadata = { title: "Ticket" };

export default async function TicketPage({ params }: { params: Promise<{ id: string }> }) {
  if (!(await hasPermission("tickets.read"))) return <NoAccess what="tickets" />;
  const { id } = await params;
  const ticket = await foundOrNull((await api()).support.getTicket({ id }));
  if (!ticket) notFound();
  const [canWrite, canComment, canDelete] = await Promise.all([
    hasPermission("tickets.write"),
    hasPermission("tickets.comment"),
    hasPermission("tickets.delete"),
  ]);
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <BackLink href="/tickets">Tickets</BackLink>
      <TicketDetail
        initial={ticket}
        canWrite={canWrite}
        canComment={canComment}
        canDelete={canDelete}
      />
    </div>
  );
}
