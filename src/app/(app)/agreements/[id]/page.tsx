import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AgreementDetail } from "~/components/agreements/agreement-detail";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { ChargesSection } from "~/components/damage-charges/charges-section";
import { HirerInspections } from "~/components/agreements/hirer-inspections";
import { FinesSection } from "~/components/fines/fines-section";
import { OpenTicketButton } from "~/components/tickets/open-ticket-button";
import { BackLink } from "~/components/ui/back-link";
import { api, foundOrNull } from "~/trpc/server";
import { ObjectActivity } from "~/components/activity/object-activity";

export const metadata: Metadata = { title: "Agreement" };

export default async function AgreementPage({ params }: { params: Promise<{ id: string }> }) {
  if (!(await hasPermission("agreements.read"))) return <NoAccess what="rental agreements" />;
  const { id } = await params;
  const agreement = await foundOrNull((await api()).agreements.getAgreement({ id }));
  if (!agreement) notFound();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackLink href="/agreements">Agreements</BackLink>
        {(await hasPermission("tickets.write")) ? (
          <OpenTicketButton
            links={{
              agreement_id: agreement.id,
              customer_id: agreement.customer_id,
              vehicle_id: agreement.vehicle_id,
            }}
          />
        ) : null}
      </div>
      <AgreementDetail initial={agreement} canWrite={await hasPermission("agreements.write")} />
      {(await hasPermission("reports.write")) ? <HirerInspections agreement={agreement} /> : null}
      {(await hasPermission("fines.read")) ? (
        <FinesSection filter={{ agreement_id: agreement.id }} />
      ) : null}
      <ChargesSection filter={{ agreement_id: agreement.id }} />
      <ObjectActivity type="agreement" id={agreement.id} />
    </div>
  );
}
