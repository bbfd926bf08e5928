import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { CustomerAgreements } from "~/components/agreements/customer-agreements";
import { CustomerDetail } from "~/components/customers/customer-detail";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { BackLink } from "~/components/ui/back-link";
import { NotFoundCard } from "~/components/ui/not-found-card";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Customer" };

export default async function CustomerPage({ params }: { params: Promise<{ id: string }> }) {
  if (!(await hasPermission("customers.read"))) return <NoAccess what="customers" />;
  const { id } = await params;
  const customer = await (await api()).agreements.getCustomer({ id }).catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!customer) {
    return (
      <NotFoundCard title="Customer not found" backHref="/customers" backLabel="Back to customers">
        There is no customer at this address. They may have been deleted, or the link may be mistyped.
      </NotFoundCard>
    );
  }
  const [canWrite, canSeeReports] = await Promise.all([hasPermission("customers.write"), hasPermission("reports.read")]);
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <BackLink href="/customers">Customers</BackLink>
      <CustomerDetail initial={customer} canWrite={canWrite} canSeeReports={canSeeReports} />
      {(await hasPermission("agreements.read")) ? <CustomerAgreements customerId={customer.id} canCreate={await hasPermission("agreements.write")} /> : null}
    </div>
  );
}
