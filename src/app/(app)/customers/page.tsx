import { Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { CustomerFilters } from "~/components/customers/customer-filters";
import { CustomerList, CustomerListSkeleton } from "~/components/customers/customer-list";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { Button } from "~/components/ui/button";

export const metadata: Metadata = { title: "Customers" };

export default async function CustomersPage() {
  if (!(await hasPermission("customers.read"))) return <NoAccess what="customers" />;
  const canWrite = await hasPermission("customers.write");
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Customers</h1>
          <p className="mt-1 text-sm text-slate-600">The people who hire your vehicles, and their driving licence checks.</p>
        </div>
        {canWrite ? (
          <Button asChild>
            <Link href="/customers/new">
              <Plus className="size-4" aria-hidden />
              New customer
            </Link>
          </Button>
        ) : null}
      </div>
      <Suspense fallback={<CustomerListSkeleton />}>
        <CustomerFilters />
        <div className="mt-6">
          <CustomerList canWrite={canWrite} />
        </div>
      </Suspense>
    </div>
  );
}
