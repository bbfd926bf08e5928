"use client";
// The Fines section of an agreement's, a vehicle's or a hirer's page.
import { IntentLink } from "~/components/ui/intent-link";
import { RelatedFines } from "./fine-list";

export function FinesSection({
  filter,
  recordVrm,
}: {
  filter: { agreement_id?: string; customer_id?: string; vrm?: string };
  /** On a vehicle's page, for staff who record fines: a link to record one for it. */
  recordVrm?: string;
}) {
  return (
    <section aria-labelledby="fines-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="fines-heading" className="text-lg font-semibold">
          Fines and road charges
        </h2>
        {recordVrm ? (
          <IntentLink
            href={`/fines/new?vrm=${encodeURIComponent(recordVrm)}`}
            className="text-sm font-medium text-brand-700 underline"
          >
            Record a fine
          </IntentLink>
        ) : null}
      </div>
      <RelatedFines filter={filter} />
    </section>
  );
}
