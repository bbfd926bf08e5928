import type { Metadata } from "next";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { TicketForm } from "~/components/tickets/ticket-form";
import { BackLink } from "~/components/ui/back-link";
import { TICKET_LINKS } from "~/server/models/ticket";

export const metadata: Metadata = { title: "New ticket" };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function NewTicketPage({ searchParams }: { searchParams: Search }) {
  if (!(await hasPermission("tickets.write"))) return <NoAccess what="tickets" />;
  const search = await searchParams;
  // Only the link fields, each once and short: the form sends them as the ticket's links.
  const links = Object.fromEntries(
    TICKET_LINKS.flatMap((field) => {
      const value = search[field];
      return typeof value === "string" && value.length <= 100 ? [[field, value]] : [];
    }),
  );
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink href="/tickets">Tickets</BackLink>
      <div>
        <h1 className="text-2xl font-semibold">Open a ticket</h1>
        <p className="mt-1 text-sm text-slate-600">
          Say what happened and what is needed. Your team follows it up in the ticket&apos;s thread;
          whoever takes part is emailed about new comments.
        </p>
      </div>
      <div className="rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <TicketForm links={links} />
      </div>
    </div>
  );
}
