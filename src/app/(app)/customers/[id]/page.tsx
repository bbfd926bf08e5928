import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CustomerAgreements } from "~/components/agreements/customer-agreements";
import { CustomerDetail } from "~/components/customers/customer-detail";
import { PersonalDataSection } from "~/components/customers/personal-data-section";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { ChargesSection } from "~/components/damage-charges/charges-section";
import { FinesSection } from "~/components/fines/fines-section";
import { OpenTicketButton } from "~/components/tickets/open-ticket-button";
import { BackLink } from "~/components/ui/back-link";
import { api, foundOrNull } from "~/trpc/server";
import { ObjectActivity } from "~/components/activity/object-activity";

export const metadata: Metadata = { title: "Customer" };

export default async function CustomerPage({ params }: { params: Promise<{ id: string }> }) {
  if (!(await hasPermission("customers.read"))) return <NoAccess what="customers" />;
  const { id } = await params;
  const customer = await foundOrNull((await api()).agreements.getCustomer({ id }));
  if (!customer) notFound();
  const [canWrite, canSeeReports, canOpenTicket] = await Promise.all([
    hasPermission("customers.write"),
    hasPermission("reports.read"),
    hasPermission("tickets.write"),
  ]);
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackLink href="/customers">Customers</BackLink>
        {canOpenTicket ? <OpenTicketButton links={{ customer_id: customer.id }} /> : null}
      </div>
      <CustomerDetail initial={customer} canWrite={canWrite} canSeeReports={canSeeReports} />
      {(await hasPermission("agreements.read")) ? (
        <CustomerAgreements
          customerId={customer.id}
          canCreate={await hasPermission("agreements.write")}
        />
      ) : null}
      {(await hasPermission("fines.read")) ? (
        <FinesSection filter={{ customer_id: customer.id }} />
      ) : null}
      {(await hasPermission("agreements.read")) ? (
        <ChargesSection filter={{ customer_id: customer.id }} />
      ) : null}
      {(await hasPermission("customers.personal_data")) ? (
        <PersonalDataSection customer={customer} />
      ) : null}
      <ObjectActivity type="customer" id={customer.id} />
    </div>
  );
}
