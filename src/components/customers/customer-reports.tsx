"use client";
// The inspection reports that name this hirer.
import { Plus } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import { Button } from "~/components/ui/button";
import { REPORT_ROWS } from "~/components/reports/report-table";
import { DataTable } from "~/components/ui/data-table";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { usePagedList } from "~/components/ui/use-paged-list";

export function CustomerReports({ customerId }: { customerId: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const query = usePagedList(
    [...trpc.reports.list.queryKey(), { customer_id: customerId }],
    (cursor) => client.reports.list.query({ customer_id: customerId, limit: 10, cursor }),
  );
  return (
    <section aria-labelledby="reports-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reports-heading" className="text-lg font-semibold">
          Inspection reports
        </h2>
        <Button asChild variant="secondary" className="min-h-11">
          <IntentLink href={`/reports/new?customer=${customerId}`}>
            <Plus className="size-4" aria-hidden />
            Start a report
          </IntentLink>
        </Button>
      </div>
      <DataTable
        rows={REPORT_ROWS}
        query={query}
        what="reports"
        empty="No reports name this hirer yet."
      />
    </section>
  );
}
