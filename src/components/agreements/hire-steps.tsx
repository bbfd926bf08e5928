"use client";
// The return (out -> closed), tied to the check-in report (the last day's, preselected, with its
// odometer; a report made before the handover is pointed out). It sums up what the office needs
// before closing: new damage from the comparison, the fuel difference and the miles driven
// against the allowance. The handover is handover-step.tsx.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field } from "~/components/ui/field";
import type { Agreement } from "~/server/models/agreement";
import { formatLevel, formatLevelChange } from "~/server/models/level-format";
import { formatUkDateTime } from "~/server/models/uk-format";
import { useTRPC } from "~/trpc/react";
import { ReportSelect } from "./report-select";
import { useReportChoice } from "./use-report-choice";

const reading = (text: string) => (text.trim() === "" ? undefined : Number(text));

function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.agreements.pathKey() });
}

function ReturnSummary({
  agreement,
  reportId,
  endOdometer,
}: {
  agreement: Agreement;
  reportId: string;
  endOdometer: number | undefined;
}) {
  const trpc = useTRPC();
  const comparison = useQuery({
    ...trpc.reports.comparison.queryOptions({ id: reportId }),
    enabled: reportId !== "",
  });
  const inbound = useQuery({
    ...trpc.reports.get.queryOptions({ id: reportId }),
    enabled: reportId !== "",
  });
  const outbound = useQuery({
    ...trpc.reports.get.queryOptions({ id: agreement.outbound_report_id ?? "" }),
    enabled: agreement.outbound_report_id !== null,
  });
  const fuelOut = outbound.data?.fuel_level ?? null;
  const fuelIn = inbound.data?.fuel_level ?? null;
  const fuel = fuelOut !== null && fuelIn !== null ? { out: fuelOut, back: fuelIn } : null;
  const allowance =
    agreement.mileage_allowance_per_day === null
      ? null
      : agreement.mileage_allowance_per_day * agreement.rental_days;
  const driven =
    endOdometer !== undefined && agreement.start_odometer !== null
      ? endOdometer - agreement.start_odometer
      : null;
  const c = comparison.data;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
      <dt className="text-slate-600">Miles driven</dt>
      <dd>
        {driven === null
          ? "Enter both odometer readings"
          : `${driven.toLocaleString("en-GB")} miles`}
        {allowance === null
          ? " (unlimited allowance)"
          : ` of ${allowance.toLocaleString("en-GB")} allowed`}
        {driven !== null && allowance !== null && driven > allowance ? (
          <strong className="text-red-800">
            {" "}
            ({(driven - allowance).toLocaleString("en-GB")} over)
          </strong>
        ) : null}
      </dd>
      <dt className="text-slate-600">New damage</dt>
      <dd>
        {reportId === ""
          ? "Pick the check-in report"
          : c
            ? `${c.new_damage.length} new, ${c.worse_damage.length} worse`
            : comparison.isError
              ? "No comparison for this report"
              : "Comparing…"}
      </dd>
      <dt className="text-slate-600">Fuel difference</dt>
      <dd>
        {fuel === null
          ? "Needs the fuel level on both reports"
          : `${formatLevelChange(fuel.back - fuel.out)} (${formatLevel(fuel.out)} out, ${formatLevel(fuel.back)} back)`}
      </dd>
    </dl>
  );
}

export function ReturnStep({ agreement }: { agreement: Agreement }) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const choice = useReportChoice(agreement, "inbound");
  const [notes, setNotes] = useState("");
  const close = useMutation(trpc.agreements.closeAgreement.mutationOptions({ onSuccess: refresh }));
  const odometer = choice.odometer;
  const reportId = choice.reportId;
  const end = reading(odometer);
  const bad = odometer !== "" && !/^\d{1,7}$/.test(odometer);
  const below =
    end !== undefined && agreement.start_odometer !== null && end < agreement.start_odometer;
  const early =
    choice.chosen !== undefined &&
    agreement.handed_over_at !== null &&
    Date.parse(choice.chosen.created_at) < Date.parse(agreement.handed_over_at);
  return (
    <div className="space-y-4">
      <Field
        label="Odometer at return (miles)"
        inputMode="numeric"
        value={odometer}
        onChange={(e) => choice.setOdometer(e.target.value)}
        hint={choice.odometerCarried ? "From the check-in report." : undefined}
        error={
          bad
            ? "Enter the reading in whole miles."
            : below
              ? `The return reading cannot be below the handover reading (${agreement.start_odometer}).`
              : undefined
        }
      />
      <ReportSelect
        id="return-report"
        label="Check-in report"
        type="inbound"
        reports={choice.reports}
        pending={choice.pending}
        value={reportId}
        onChange={choice.setReportId}
        hint={
          choice.preselected && choice.chosen?.signed_off_at
            ? `Chosen for you: signed off ${formatUkDateTime(choice.chosen.signed_off_at)}.`
            : undefined
        }
      />
      {early && choice.chosen && agreement.handed_over_at ? (
        <p
          role="status"
          className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            This check-in report was made {formatUkDateTime(choice.chosen.created_at)}, before the
            handover ({formatUkDateTime(agreement.handed_over_at)}): it may not show the vehicle as
            it came back.
          </span>
        </p>
      ) : null}
      <div className="space-y-1.5">
        <label htmlFor="return-notes" className="block text-sm font-medium text-slate-800">
          Return notes
        </label>
        <textarea
          id="return-notes"
          maxLength={2000}
          rows={3}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          className="block w-full rounded-lg border border-slate-300 bg-white p-3 text-base sm:text-sm"
        />
      </div>
      <ReturnSummary
        agreement={agreement}
        reportId={reportId}
        endOdometer={bad ? undefined : end}
      />
      <ConfirmDialog
        trigger={
          <Button className="min-h-11" disabled={bad || below}>
            Close agreement
          </Button>
        }
        title="Close this agreement?"
        description="The vehicle is back and the hire ends. Closing cannot be undone."
        confirmLabel="Close agreement"
        onConfirm={() =>
          close
            .mutateAsync({
              id: agreement.id,
              odometer: end,
              notes: notes.trim() || undefined,
              report_id: reportId || undefined,
            })
            .catch((e: Error) => toast.error(e.message))
        }
      />
    </div>
  );
}
