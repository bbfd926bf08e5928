import type { Metadata } from "next";
import { CustomerList, CustomerListSkeleton } from "~/components/customers/customer-list";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { ListPage } from "~/components/ui/page-header";

export const metadata: Metadata = { title: "Customers" };

export default async function CustomersPage() {
  if (!(await hasPermission("customers.read"))) return <NoAccess what="customers" />;
  const canWrite = await hasPermission("customers.write");
  return (
    <ListPage
      title="Customers"
      description="The people who hire your vehicles, and their driving licence checks."
      action={canWrite ? { href: "/customers/new", label: "New customer" } : null}
      loading={<CustomerListSkeleton />}
    >
      <CustomerList canWrite={canWrite} />
    </ListPage>
  );
}
