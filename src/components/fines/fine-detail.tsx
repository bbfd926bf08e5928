"use client";
// A fine's page: the notice, a warning from 7 days before respond_by, the hire it is matched
// to, and its moves: Transfer to hirer (after a preview of the pack), Mark paid, Cancel fine.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, FileText } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Plate } from "~/components/ui/plate";
import type { Fine } from "~/server/models/fine";
import { formatCalendarDate, formatPence, formatUkDateTime } from "~/server/models/uk-format";
import { useTRPC } from "~/trpc/react";
import { FineMatchBadge, FineStatusBadge } from "./fine-badges";
import { FineHire } from "./fine-hire";
import { daysLeftWords, FINE_KIND_LABELS, isDueSoon, ukToday } from "./labels";

const packUrl = (id: string, download: boolean) =>
  `/api/app/fines/${id}/pdf${download ? "" : "?download=0"}`;

function DueWarning({ fine }: { fine: Fine }) {
  const today = ukToday();
  if (!isDueSoon(fine, today)) return null;
  return (
    <div
      role="status"
      className="flex gap-3 rounded-[var(--radius-card)] bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p>
        <strong>
          Respond by {formatCalendarDate(fine.respond_by)}: {daysLeftWords(fine.respond_by, today)}.
        </strong>{" "}
        Transfer it to the hirer or pay it before then; after the 28 days the issuer may refuse a
        transfer.
      </p>
    </div>
  );
}

function Facts({ fine }: { fine: Fine }) {
  const rows: [string, string][] = [
    ["Kind", FINE_KIND_LABELS[fine.kind]],
    ["When it happened", `${formatUkDateTime(fine.contravention_at)} UK time`],
    ["Where", fine.location ?? "Not recorded"],
    ["Amount", formatPence(fine.amount_pence)],
    ["Notice date", formatCalendarDate(fine.notice_date)],
    ["Respond by", formatCalendarDate(fine.respond_by)],
  ];
  if (fine.transferred_at)
    rows.push(["Transferred to the hirer", formatUkDateTime(fine.transferred_at)]);
  if (fine.paid_at) rows.push(["Paid", formatUkDateTime(fine.paid_at)]);
  if (fine.cancelled_at) rows.push(["Cancelled", formatUkDateTime(fine.cancelled_at)]);
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Actions({ fine }: { fine: Fine }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settle = {
    onSuccess: async (updated: Fine) => {
      queryClient.setQueryData(trpc.agreements.getFine.queryKey({ id: fine.id }), updated);
      await queryClient.invalidateQueries({ queryKey: trpc.agreements.pathKey() });
    },
    onError: (error: { message: string }) => toast.error(error.message),
  };
  const transfer = useMutation(trpc.agreements.transferFine.mutationOptions(settle));
  const pay = useMutation(trpc.agreements.payFine.mutationOptions(settle));
  const cancel = useMutation(trpc.agreements.cancelFine.mutationOptions(settle));
  const received = fine.status === "received";
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {received && fine.match === "matched" ? (
        <ConfirmDialog
          trigger={<Button className="min-h-11">Transfer to hirer</Button>}
          title="Transfer this fine to the hirer?"
          description="The hirer is emailed the notice's details and told the issuer will write to them. Send the issuer the transfer pack: the statement of hire, the hirer's name and address, the signed agreement with its statement of liability, sealed."
          confirmLabel="Transfer to hirer"
          onConfirm={async () => {
            await transfer.mutateAsync({ id: fine.id });
            toast.success("Transferred to the hirer. Send the issuer the pack.");
          }}
        >
          <a
            href={packUrl(fine.id, false)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline"
          >
            <FileText className="size-4" aria-hidden />
            Preview the transfer pack (PDF, opens in a new tab)
          </a>
        </ConfirmDialog>
      ) : null}
      {received ? (
        <ConfirmDialog
          trigger={
            <Button variant="secondary" className="min-h-11">
              Mark paid
            </Button>
          }
          title="Mark this fine paid?"
          description="Record that your company paid it to the issuer itself."
          confirmLabel="Mark paid"
          onConfirm={async () => {
            await pay.mutateAsync({ id: fine.id });
            toast.success("Marked paid.");
          }}
        />
      ) : null}
      {received || fine.status === "transferred" ? (
        <ConfirmDialog
          trigger={
            <Button variant="secondary" className="min-h-11">
              Cancel fine
            </Button>
          }
          title="Cancel this fine?"
          description="For an appeal won or a notice issued in error. It stays on record as cancelled."
          confirmLabel="Cancel fine"
          destructive
          onConfirm={async () => {
            await cancel.mutateAsync({ id: fine.id });
            toast.success("Fine cancelled.");
          }}
        />
      ) : null}
    </div>
  );
}

export function FineDetail({
  initial,
  canWrite,
  canReadAgreements,
}: {
  initial: Fine;
  canWrite: boolean;
  canReadAgreements: boolean;
}) {
  const trpc = useTRPC();
  const { data: fine } = useQuery({
    ...trpc.agreements.getFine.queryOptions({ id: initial.id }),
    initialData: initial,
  });
  return (
    <div className="space-y-4">
      <header className="space-y-3 rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm text-slate-600">{fine.issuer}</p>
            <h1 className="text-2xl font-semibold break-words">{fine.reference}</h1>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Plate vrm={fine.vrm} />
            <FineStatusBadge status={fine.status} />
            <FineMatchBadge match={fine.match} />
          </div>
        </div>
        <Facts fine={fine} />
        {fine.notes ? (
          <p className="text-sm whitespace-pre-line text-slate-700">{fine.notes}</p>
        ) : null}
        <div className="flex flex-col gap-2 border-t border-slate-100 pt-3 sm:flex-row sm:flex-wrap">
          {canWrite ? <Actions fine={fine} /> : null}
          {fine.match === "matched" ? (
            <Button asChild variant="ghost" className="min-h-11">
              <a href={packUrl(fine.id, true)}>
                <FileText className="size-4" aria-hidden />
                Download the transfer pack
              </a>
            </Button>
          ) : null}
        </div>
      </header>
      <DueWarning fine={fine} />
      <FineHire fine={fine} canWrite={canWrite} canReadAgreements={canReadAgreements} />
    </div>
  );
}
