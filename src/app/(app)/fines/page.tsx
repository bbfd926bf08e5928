import type { Metadata } from "next";
import { FineList, FineListSkeleton } from "~/components/fines/fine-list";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { ListPage } from "~/components/ui/page-header";

export const metadata: Metadata = { title: "Fines" };

export default async function FinesPage() {
  if (!(await hasPermission("fines.read"))) return <NoAccess what="fines and road charges" />;
  const canWrite = await hasPermission("fines.write");
  return (
    <ListPage
      title="Fines"
      description="Parking, traffic and speeding notices and road charges: matched to the hire, transferred to the hirer within 28 days."
      action={canWrite ? { href: "/fines/new", label: "Record a fine" } : null}
      loading={<FineListSkeleton />}
    >
      <FineList canWrite={canWrite} />
    </ListPage>
  );
}
