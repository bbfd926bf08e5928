"use client";
// The hire a fine is matched to, with its dates and hirer; when there is none or several, the
// vehicle's hires around that time to name one (PUT agreement_id), or to work it out again.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { IntentLink } from "~/components/ui/intent-link";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import type { Fine } from "~/server/models/fine";
import type { FineHireView } from "~/server/models/fine-hire";
import { formatUkDateTime } from "~/server/models/uk-format";
import { useTRPC } from "~/trpc/react";

const when = (at: string | null) => (at ? formatUkDateTime(at) : "Not yet");
const hireName = (h: FineHireView) =>
  `${h.reference ?? h.id}: ${h.hirer.name}, ${h.handed_over_at ? `out ${formatUkDateTime(h.handed_over_at)}` : `from ${formatUkDateTime(h.starts_at)}`}`;

function HireFacts({ hire, linked }: { hire: FineHireView; linked: boolean }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-slate-600">Hirer</dt>
        <dd className="font-medium">
          {linked ? (
            <IntentLink href={`/customers/${hire.hirer.id}`} className="underline">
              {hire.hirer.name}
            </IntentLink>
          ) : (
            hire.hirer.name
          )}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">Agreement</dt>
        <dd className="font-medium break-all">
          {linked ? (
            <IntentLink href={`/agreements/${hire.id}`} className="underline">
              {hire.reference ?? hire.id}
            </IntentLink>
          ) : (
            (hire.reference ?? hire.id)
          )}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">Handed over</dt>
        <dd>{when(hire.handed_over_at)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">Returned</dt>
        <dd>{hire.handed_over_at ? when(hire.closed_at) : "-"}</dd>
      </div>
      <div>
        <dt className="text-slate-600">Signed by the hirer</dt>
        <dd>{hire.signed_at ? formatUkDateTime(hire.signed_at) : "Never signed"}</dd>
      </div>
    </dl>
  );
}

const MATCH_WORDS = {
  matched: "The vehicle was out on this hire when it happened.",
  no_hire: "No hire had the vehicle out when it happened.",
  ambiguous: "More than one hire had the vehicle out when it happened: choose the hirer's.",
} as const;

export function FineHire({
  fine,
  canWrite,
  canReadAgreements,
}: {
  fine: Fine;
  canWrite: boolean;
  canReadAgreements: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const hires = useQuery(trpc.agreements.fineHires.queryOptions({ id: fine.id }));
  const [choice, setChoice] = useState("");
  const update = useMutation(
    trpc.agreements.updateFine.mutationOptions({
      onSuccess: async (updated) => {
        queryClient.setQueryData(trpc.agreements.getFine.queryKey({ id: fine.id }), updated);
        await queryClient.invalidateQueries({ queryKey: trpc.agreements.pathKey() });
        toast.success(updated.match === "matched" ? "Hire named." : "Match worked out again.");
      },
      onError: (error) => toast.error(`Not changed: ${error.message}`),
    }),
  );
  const editable = canWrite && fine.status === "received";
  const candidates = (hires.data?.candidates ?? []).filter((h) => h.id !== fine.agreement_id);
  return (
    <section
      aria-labelledby="fine-hire-heading"
      className="space-y-3 rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="fine-hire-heading" className="text-lg font-semibold">
        The hire
      </h2>
      <p className="text-sm text-slate-700">{MATCH_WORDS[fine.match]}</p>
      {hires.isPending ? <p className="text-sm text-slate-600">Loading the hire…</p> : null}
      {hires.data?.matched ? (
        <HireFacts hire={hires.data.matched} linked={canReadAgreements} />
      ) : null}
      {editable && candidates.length > 0 ? (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            if (choice) update.mutate({ id: fine.id, agreement_id: choice });
          }}
        >
          <div className="min-w-0 flex-1 space-y-1.5">
            <label htmlFor="fine-hire-choice" className="block text-sm font-medium text-slate-800">
              {fine.match === "matched" ? "Name another hire" : "Name the hire"}
            </label>
            <select
              id="fine-hire-choice"
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
              className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base shadow-sm sm:text-sm"
            >
              <option value="">Choose a hire of this vehicle</option>
              {candidates.map((h) => (
                <option key={h.id} value={h.id}>
                  {hireName(h)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" className="min-h-11" disabled={!choice || update.isPending}>
            Save hire
          </Button>
        </form>
      ) : null}
      {editable && fine.match === "matched" ? (
        <Button
          variant="secondary"
          className="min-h-11"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: fine.id, agreement_id: null })}
        >
          Work out the hire again
        </Button>
      ) : null}
    </section>
  );
}
