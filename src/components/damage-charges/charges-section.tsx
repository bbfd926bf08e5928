"use client";
// The Damage charges section of an agreement's or a hirer's page.
import { RelatedCharges } from "./charge-list";

export function ChargesSection({
  filter,
}: {
  filter: { agreement_id?: string; customer_id?: string };
}) {
  return (
    <section aria-labelledby="damage-charges-heading" className="space-y-3">
      <h2 id="damage-charges-heading" className="text-lg font-semibold">
        Damage charges
      </h2>
      <RelatedCharges filter={filter} />
    </section>
  );
}
