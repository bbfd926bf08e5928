import { Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { AgreementList } from "~/components/agreements/agreement-list";
import { AgreementListSkeleton } from "~/components/agreements/agreement-rows";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { Button } from "~/components/ui/button";

export const metadata: Metadata = { title: "Agreements" };

export default async function AgreementsPage() {
  if (!(await hasPermission("agreements.read"))) return <NoAccess what="rental agreements" />;
  const canCreate = await hasPermission("agreements.write");
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Agreements</h1>
          <p className="mt-1 text-sm text-slate-600">Rental agreements: sent to the hirer, signed on their phone, sealed as a PDF.</p>
        </div>
        {canCreate ? (
          <Button asChild>
            <Link href="/agreements/new">
              <Plus className="size-4" aria-hidden />
              New agreement
            </Link>
          </Button>
        ) : null}
      </div>
      <Suspense fallback={<AgreementListSkeleton />}>
        <AgreementList canCreate={canCreate} />
      </Suspense>
    </div>
  );
}
