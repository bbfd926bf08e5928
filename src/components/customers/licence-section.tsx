"use client";
// A hirer's driving licence: the latest verdict, a new check, and every check kept as proof.
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { LoadMore } from "~/components/ui/load-more";
import { RelativeTime } from "~/components/ui/relative-time";
import type { Customer } from "~/server/models/customer";
import { formatCalendarDate } from "~/server/models/uk-format";
import type { LicenceCheck } from "~/server/models/licence-check";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { usePagedList } from "~/components/ui/use-paged-list";
import { LicenceCheckForm } from "./licence-check-form";
import { VerdictBadge, VerdictCard } from "./licence-verdict";

function CheckFacts({ check }: { check: LicenceCheck }) {
  if (check.licence_type === null)
    return (
      <p className="mt-2 text-sm text-slate-600">
        The details of this check were removed under the data retention policy; its result and date
        are kept.
      </p>
    );
  return (
    <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      <div>
        <dt className="inline">Licence: </dt>
        <dd className="inline font-mono font-medium">{check.licence_number}</dd>
      </div>
      <div>
        <dt className="inline">Type: </dt>
        <dd className="inline font-medium">
          {check.licence_type === "full" ? "Full" : "Provisional"}, {check.licence_status}
        </dd>
      </div>
      <div>
        <dt className="inline">Categories: </dt>
        <dd className="inline font-medium">
          {check.categories
            .map((c) => `${c.code}${c.type === "provisional" ? " (provisional)" : ""}`)
            .join(", ") || "none"}
        </dd>
      </div>
      <div>
        <dt className="inline">Photocard expires: </dt>
        <dd className="inline font-medium">
          {check.photocard_expires_on
            ? formatCalendarDate(check.photocard_expires_on)
            : "not given"}
        </dd>
      </div>
      {check.endorsements.length > 0 ? (
        <div className="sm:col-span-2">
          <dt className="inline">Endorsements: </dt>
          <dd className="inline font-medium">
            {check.endorsements
              .map(
                (e) =>
                  `${e.code} (${e.points} pts${e.offence_date ? `, ${formatCalendarDate(e.offence_date)}` : ""})`,
              )
              .join("; ")}
          </dd>
        </div>
      ) : null}
      {check.disqualified_until ? (
        <div className="sm:col-span-2">
          <dt className="inline">Disqualified until: </dt>
          <dd className="inline font-medium">{formatCalendarDate(check.disqualified_until)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export function LicenceSection({ customer, canWrite }: { customer: Customer; canWrite: boolean }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [checking, setChecking] = useState(false);
  const history = usePagedList(
    [...trpc.agreements.listLicenceChecks.queryKey(), { id: customer.id }],
    (cursor) => client.agreements.listLicenceChecks.query({ id: customer.id, limit: 10, cursor }),
  );
  const checks = history.data?.pages.flatMap((p) => p.data) ?? [];
  const latest = checks[0];

  return (
    <section
      aria-labelledby="licence-heading"
      className="space-y-4 rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="licence-heading" className="text-lg font-semibold">
          Driving licence
        </h2>
        {canWrite && !checking ? (
          <Button
            variant={latest ? "secondary" : "primary"}
            className="min-h-11"
            onClick={() => setChecking(true)}
          >
            {latest ? "Check again" : "Check licence"}
          </Button>
        ) : null}
      </div>
      {history.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading licence checks"
          className="h-20 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none"
        />
      ) : null}
      {latest ? (
        <VerdictCard outcome={latest.outcome} points={latest.penalty_points}>
          <p className="text-sm">
            Checked <RelativeTime value={latest.checked_at} />{" "}
            {latest.checked_by === "api" ? "through the API" : "by staff"}.
          </p>
          <CheckFacts check={latest} />
        </VerdictCard>
      ) : !history.isPending && !checking ? (
        <p className="text-sm text-slate-600">
          No licence check yet. Ask the driver for a share code from GOV.UK, then check their
          licence here before handing over the keys. Checks are free.
        </p>
      ) : null}
      {checking ? (
        <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
          <LicenceCheckForm
            customer={customer}
            onChecked={() => setChecking(false)}
            onCancel={() => setChecking(false)}
          />
        </div>
      ) : null}
      {checks.length > 0 ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-700">History</h3>
          <ul className="divide-y divide-slate-100 text-sm" data-testid="licence-history">
            {checks.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <VerdictBadge outcome={c.outcome} points={c.penalty_points} />
                <span className="font-mono text-xs text-slate-600">{c.licence_number}</span>
                <RelativeTime value={c.checked_at} />
              </li>
            ))}
          </ul>
          <LoadMore query={history} />
        </div>
      ) : null}
    </section>
  );
}
