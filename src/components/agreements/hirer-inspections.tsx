"use client";
// The hire's check-out and check-in reports still in draft, each with Send to hirer: for a
// key-safe pick-up or an out-of-hours return the hirer inspects the vehicle from a link. A
// report not naming the hirer yet is given the agreement's hirer first.
import { useMutation, useQuery } from "@tanstack/react-query";
import { IntentLink } from "~/components/ui/intent-link";
import { useId } from "react";
import { SendToHirer } from "~/components/reports/send-to-hirer";
import type { Agreement } from "~/server/models/agreement";
import { formatUkDateTime } from "~/server/models/uk-format";
import { useTRPC } from "~/trpc/react";

const KIND_WORDS = { outbound: "Check-out report", inbound: "Check-in report" } as const;

export function HirerInspections({ agreement }: { agreement: Agreement }) {
  const trpc = useTRPC();
  const headingId = useId();
  const reports = useQuery(
    trpc.reports.list.queryOptions({ agreement_id: agreement.id, status: "draft", limit: 20 }),
  );
  const update = useMutation(trpc.reports.update.mutationOptions());
  if (agreement.status === "closed" || agreement.status === "cancelled") return null;
  const drafts = (reports.data?.data ?? []).filter(
    (r) => r.type === "outbound" || r.type === "inbound",
  );
  const newReport = `/reports/new?vrm=${encodeURIComponent(agreement.vehicle.vrm)}&customer=${agreement.customer_id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-5"
    >
      <h2 id={headingId} className="mb-3 text-base font-semibold">
        Inspection by the hirer
      </h2>
      {reports.isPending ? (
        <p className="text-sm text-slate-600">Loading the hire&apos;s reports…</p>
      ) : drafts.length === 0 ? (
        <p className="text-sm text-slate-600">
          No check-out or check-in report of this hire is waiting. For a pick-up or return without
          staff at the vehicle,{" "}
          <IntentLink href={newReport} className="font-medium text-brand-700 underline">
            start a report for {agreement.customer.name}
          </IntentLink>{" "}
          and send it to them from its page.
        </p>
      ) : (
        <ul className="space-y-5">
          {drafts.map((r) => (
            <li key={r.id} className="space-y-2">
              <h3 className="text-sm font-semibold">
                <IntentLink href={`/reports/${r.id}`} className="text-brand-700 underline">
                  {KIND_WORDS[r.type as keyof typeof KIND_WORDS]}
                </IntentLink>{" "}
                <span className="font-normal text-slate-600">
                  started {formatUkDateTime(r.created_at)}
                </span>
              </h3>
              <SendToHirer
                report={r}
                prepare={
                  r.customer_id === null
                    ? () => update.mutateAsync({ id: r.id, customer_id: agreement.customer_id })
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
