import type { Metadata } from "next";
import { AgreementList, AgreementListSkeleton } from "~/components/agreements/agreement-list";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { ListPage } from "~/components/ui/page-header";

export const metadata: Metadata = { title: "Agreements" };

export default async function AgreementsPage() {
  if (!(await hasPermission("agreements.read"))) return <NoAccess what="rental agreements" />;
  const canCreate = await hasPermission("agreements.write");
  return (
    <ListPage
      title="Agreements"
      description="Rental agreements: sent to the hirer, signed on their phone, sealed as a PDF."
      action={canCreate ? { href: "/agreements/new", label: "New agreement" } : null}
      loading={<AgreementListSkeleton />}
    >
      <AgreementList canCreate={canCreate} />
    </ListPage>
  );
}
