import type { Metadata } from "next";
import { CustomerForm } from "~/components/customers/customer-form";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { BackLink } from "~/components/ui/back-link";

export const metadata: Metadata = { title: "New customer" };

export default async function NewCustomerPage() {
  if (!(await hasPermission("customers.write"))) return <NoAccess what="customers" />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink href="/customers">Customers</BackLink>
      <div>
        <h1 className="text-2xl font-semibold">New customer</h1>
        <p className="mt-1 text-sm text-slate-600">
          Only the name is required. Add the licence number to check the driving licence with DVLA.
        </p>
      </div>
      <div className="rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <CustomerForm />
      </div>
    </div>
  );
}
