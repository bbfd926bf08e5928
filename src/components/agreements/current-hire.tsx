"use client";
// On a vehicle's page: the hire it is out on now, and the next signed one; a new agreement
// starts with this vehicle chosen.
import { useQuery } from "@tanstack/react-query";
import { IntentLink } from "~/components/ui/intent-link";
import { useTRPC } from "~/trpc/react";
import { formatUkDateTime } from "~/server/models/uk-format";
import { NewAgreementLink } from "./new-agreement-link";
import { AgreementStatusBadge } from "./status-badge";

export function CurrentHire({ vehicleId, canCreate }: { vehicleId: string; canCreate: boolean }) {
  const trpc = useTRPC();
  const out = useQuery(
    trpc.agreements.listAgreements.queryOptions({ vehicle_id: vehicleId, status: "out", limit: 1 }),
  );
  const signed = useQuery(
    trpc.agreements.listAgreements.queryOptions({
      vehicle_id: vehicleId,
      status: "signed",
      limit: 1,
    }),
  );
  const hires = [...(out.data?.data ?? []), ...(signed.data?.data ?? [])];
  return (
    <section
      aria-labelledby="current-hire"
      className="rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="current-hire" className="text-base font-semibold">
          Current hire
        </h2>
        {canCreate ? <NewAgreementLink chosen={{ vehicle_id: vehicleId }} /> : null}
      </div>
      {out.isPending || signed.isPending ? (
        <div className="mt-2 h-10 animate-pulse rounded bg-slate-100" />
      ) : hires.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Not on hire, and no signed agreement waiting.</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">
          {hires.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-2">
              <AgreementStatusBadge status={a.status} />
              <IntentLink
                href={`/agreements/${a.id}`}
                className="font-medium text-brand-700 underline"
              >
                {a.customer.name}
              </IntentLink>
              <span className="text-slate-600">
                {formatUkDateTime(a.starts_at)} to {formatUkDateTime(a.ends_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
