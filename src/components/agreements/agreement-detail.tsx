"use client";
// One agreement for staff: the hire gate's warnings, the facts, what to do next for its status
// (send, hand over, return), the status timeline and the signing audit trail.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useId, type ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Plate } from "~/components/ui/plate";
import type { Agreement } from "~/server/models/agreement";
import { useTRPC } from "~/trpc/react";
import { AuditTrail, StatusTimeline } from "./agreement-timeline";
import { HireWarningList } from "./hire-warning-list";
import { HandoverStep } from "./handover-step";
import { ReturnStep } from "./hire-steps";
import { formatPence, formatUkDateTime } from "~/server/models/uk-format";
import { vehicleName } from "./labels";
import { SendPanel } from "./send-panel";
import { AgreementStatusBadge } from "./status-badge";

function Card({ title, children }: { title: string; children: ReactNode }) {
  // An id from the title would hold spaces, and aria-labelledby reads a space as two ids.
  const headingId = useId();
  return (
    <section
      className="rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-5"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ a }: { a: Agreement }) {
  const rows: [string, ReactNode][] = [
    ["Hirer", `${a.customer.name}${a.customer.email ? ` (${a.customer.email})` : ""}`],
    [
      "Vehicle",
      <span key="v" className="inline-flex items-center gap-2">
        <Plate vrm={a.vehicle.vrm} size="sm" /> {vehicleName(a.vehicle)}
      </span>,
    ],
    ["Start", formatUkDateTime(a.starts_at)],
    ["End", formatUkDateTime(a.ends_at)],
    ["Rental days", String(a.rental_days)],
    ["Daily rate", formatPence(a.daily_rate_pence)],
    ["Total", formatPence(a.total_pence)],
    ["Deposit", formatPence(a.deposit_pence)],
    ["Excess", formatPence(a.excess_pence)],
    [
      "Mileage allowance",
      a.mileage_allowance_per_day === null
        ? "Unlimited"
        : `${a.mileage_allowance_per_day} miles a day`,
    ],
    ["Terms", `${a.terms.name}, version ${a.terms.version}`],
    ["Reference", a.reference ?? "-"],
  ];
  if (a.handover_override_reason !== null)
    rows.push(["Handed over despite warnings", a.handover_override_reason]);
  if (a.start_odometer !== null)
    rows.push(["Odometer out", `${a.start_odometer.toLocaleString("en-GB")} miles`]);
  if (a.end_odometer !== null)
    rows.push(["Odometer back", `${a.end_odometer.toLocaleString("en-GB")} miles`]);
  if (a.notes) rows.push(["Notes", a.notes]);
  if (a.return_notes) rows.push(["Return notes", a.return_notes]);
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

// Where the next step shows the warnings (the send panel, the handover), they are not repeated.
const STEP_SHOWS_WARNINGS = new Set(["draft", "sent", "signed"]);
const HIRE_OVER = new Set(["closed", "cancelled"]);

function Warnings({ a, canWrite }: { a: Agreement; canWrite: boolean }) {
  if (HIRE_OVER.has(a.status) || (canWrite && STEP_SHOWS_WARNINGS.has(a.status))) return null;
  return (
    <HireWarningList
      warnings={a.warnings}
      title="Warnings about this hire"
      blockingLabel={a.status === "out" ? "Blocking" : undefined}
    />
  );
}

function NextStep({ a, canWrite }: { a: Agreement; canWrite: boolean }) {
  if (!canWrite) return null;
  if (a.status === "draft" || a.status === "sent") {
    return (
      <Card title={a.status === "draft" ? "Send for signing" : "Waiting for the hirer"}>
        <p className="mb-3 text-sm text-slate-600">
          {a.status === "draft"
            ? "The hirer gets a link to read the agreement and sign it on their phone."
            : `Link sent ${a.sent_at ? formatUkDateTime(a.sent_at) : ""}; it works until ${a.signing_expires_at ? formatUkDateTime(a.signing_expires_at) : "-"}.`}
        </p>
        <SendPanel agreement={a} />
      </Card>
    );
  }
  if (a.status === "signed") {
    return (
      <Card title="Hand over the vehicle">
        <HandoverStep agreement={a} />
      </Card>
    );
  }
  if (a.status === "out") {
    return (
      <Card title="Return">
        <ReturnStep agreement={a} />
      </Card>
    );
  }
  return null;
}

export function AgreementDetail({ initial, canWrite }: { initial: Agreement; canWrite: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const agreement = useQuery({
    ...trpc.agreements.getAgreement.queryOptions({ id: initial.id }),
    initialData: initial,
  });
  const audit = useQuery(trpc.agreements.agreementAudit.queryOptions({ id: initial.id }));
  const cancel = useMutation(
    trpc.agreements.cancelAgreement.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.agreements.pathKey() }),
    }),
  );
  const a = agreement.data;
  const cancellable =
    canWrite && (a.status === "draft" || a.status === "sent" || a.status === "signed");
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Agreement {a.reference ?? ""}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <AgreementStatusBadge status={a.status} />
            <span className="font-mono">{a.id}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {a.signed_at ? (
            <Button asChild variant="secondary" className="min-h-11">
              <a href={`/api/app/agreements/${a.id}/pdf`}>
                <Download className="size-4" aria-hidden />
                Signed PDF
              </a>
            </Button>
          ) : null}
          {cancellable ? (
            <ConfirmDialog
              trigger={
                <Button variant="danger" className="min-h-11">
                  Cancel agreement
                </Button>
              }
              title="Cancel this agreement?"
              description={
                a.status === "signed"
                  ? "The signed agreement is kept with its PDF, but the hire will not go ahead."
                  : "The signing link stops working and the agreement is kept as cancelled."
              }
              confirmLabel="Cancel agreement"
              destructive
              onConfirm={() =>
                cancel.mutateAsync({ id: a.id }).catch((e: Error) => toast.error(e.message))
              }
            />
          ) : null}
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <Warnings a={a} canWrite={canWrite} />
          <NextStep a={a} canWrite={canWrite} />
          <Card title="The agreement">
            <Facts a={a} />
          </Card>
          <Card title="Audit trail">
            {audit.isPending ? (
              <div className="h-16 animate-pulse rounded bg-slate-100" />
            ) : (
              <AuditTrail rows={audit.data ?? []} />
            )}
          </Card>
        </div>
        <Card title="Timeline">
          <StatusTimeline agreement={a} />
        </Card>
      </div>
    </div>
  );
}
