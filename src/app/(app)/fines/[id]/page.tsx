import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ObjectActivity } from "~/components/activity/object-activity";
import { FineDetail } from "~/components/fines/fine-detail";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { BackLink } from "~/components/ui/back-link";
import { api, foundOrNull } from "~/trpc/server";

export const metadata: Metadata = { title: "Fine" };

export default async function FinePage({ params }: { params: Promise<{ id: string }> }) {
  if (!(await hasPermission("fines.read"))) return <NoAccess what="fines and road charges" />;
  const { id } = await params;
  const fine = await foundOrNull((await api()).agreements.getFine({ id }));
  if (!fine) notFound();
  const [canWrite, canReadAgreements] = await Promise.all([
    hasPermission("fines.write"),
    hasPermission("agreements.read"),
  ]);
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <BackLink href="/fines">Fines</BackLink>
      <FineDetail initial={fine} canWrite={canWrite} canReadAgreements={canReadAgreements} />
      <ObjectActivity type="fine" id={fine.id} />
    </div>
  );
}
