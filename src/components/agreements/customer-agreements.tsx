"use client";
// On a hirer's page: the rental agreements that name them.
import { DataTable } from "~/components/ui/data-table";
import { usePagedList } from "~/components/ui/use-paged-list";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { AGREEMENT_ROWS } from "./agreement-table";
import { NewAgreementLink } from "./new-agreement-link";

export function CustomerAgreements({
  customerId,
  canCreate,
}: {
  customerId: string;
  canCreate: boolean;
}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const query = usePagedList(
    [...trpc.agreements.listAgreements.queryKey(), { customer_id: customerId }],
    (cursor) =>
      client.agreements.listAgreements.query({ customer_id: customerId, limit: 10, cursor }),
  );
  return (
    <section aria-labelledby="agreements-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="agreements-heading" className="text-lg font-semibold">
          Rental agreements
        </h2>
        {canCreate ? <NewAgreementLink chosen={{ customer_id: customerId }} /> : null}
      </div>
      <DataTable
        rows={AGREEMENT_ROWS}
        query={query}
        what="agreements"
        empty="No agreements name this hirer yet."
      />
    </section>
  );
}
