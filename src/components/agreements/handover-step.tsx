"use client";
// The handover (signed -> out): the check-out report of the last day and its odometer carried
// forward, then a dialog that lists the hire gate's warnings. A warning that blocks the hire
// needs a typed reason to hand over anyway; the agreement keeps it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type Ref } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field } from "~/components/ui/field";
import type { Agreement } from "~/server/models/agreement";
import { OVERRIDE_REASON_MAX } from "~/server/models/hire-warning";
import { formatUkDateTime, formatVrm } from "~/server/models/uk-format";
import { useTRPC } from "~/trpc/react";
import { blockingOf, HireWarningList } from "./hire-warning-list";
import { ReportSelect } from "./report-select";
import { useReportChoice } from "./use-report-choice";

const REASON_MISSING =
  "Write why the vehicle goes out despite the warnings: it is kept on the agreement.";

function OverrideReason(props: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Why is it going out anyway?
      </label>
      <textarea
        id={id}
        ref={props.inputRef}
        rows={3}
        maxLength={OVERRIDE_REASON_MAX}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${id}-message`}
        className={`block w-full rounded-lg border bg-white p-3 text-base sm:text-sm ${props.error ? "border-red-500" : "border-slate-300"}`}
      />
      {props.error ? (
        <p id={`${id}-message`} role="alert" className="text-sm text-red-700">
          {props.error}
        </p>
      ) : (
        <p id={`${id}-message`} className="text-sm text-slate-600">
          Up to {OVERRIDE_REASON_MAX} characters, kept on the agreement and in its activity.
        </p>
      )}
    </div>
  );
}

export function HandoverStep({ agreement }: { agreement: Agreement }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.agreements.pathKey() });
  const choice = useReportChoice(agreement, "outbound");
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const handover = useMutation(trpc.agreements.handoverAgreement.mutationOptions());
  const odometer = choice.odometer;
  const bad = odometer !== "" && !/^\d{1,7}$/.test(odometer);
  const warnings = agreement.warnings;
  const needsReason = blockingOf(warnings).length > 0;

  const confirm = async () => {
    if (needsReason && reason.trim() === "") {
      setReasonError(REASON_MISSING);
      reasonRef.current?.focus();
      throw new Error(REASON_MISSING);
    }
    try {
      await handover.mutateAsync({
        id: agreement.id,
        odometer: odometer === "" ? undefined : Number(odometer),
        report_id: choice.reportId || undefined,
        override_reason: needsReason ? reason.trim() : undefined,
      });
    } catch (error) {
      toast.error((error as Error).message);
      await refresh();
      throw error;
    }
    await refresh();
  };

  return (
    <div className="space-y-4">
      <HireWarningList
        warnings={warnings}
        title={
          needsReason ? "This vehicle or hirer may not go on hire" : "Check before handing over"
        }
      >
        {needsReason
          ? "Put these right first, or hand over anyway with a reason."
          : "These do not stop the hire."}
      </HireWarningList>
      <Field
        label="Odometer at handover (miles)"
        inputMode="numeric"
        value={odometer}
        onChange={(e) => choice.setOdometer(e.target.value)}
        error={bad ? "Enter the reading in whole miles." : undefined}
        hint={choice.odometerCarried ? "From the check-out report." : undefined}
      />
      <ReportSelect
        id="handover-report"
        label="Check-out report"
        type="outbound"
        reports={choice.reports}
        pending={choice.pending}
        value={choice.reportId}
        onChange={choice.setReportId}
        hint={
          choice.preselected && choice.chosen?.signed_off_at
            ? `Chosen for you: signed off ${formatUkDateTime(choice.chosen.signed_off_at)}.`
            : undefined
        }
      />
      <ConfirmDialog
        trigger={
          <Button className="min-h-11" disabled={bad}>
            Hand over vehicle
          </Button>
        }
        title={`Hand over ${formatVrm(agreement.vehicle.vrm)} to ${agreement.customer.name}?`}
        description={
          needsReason
            ? "A warning below blocks this hire. It goes out only with your reason."
            : "The agreement moves to out on hire."
        }
        confirmLabel={needsReason ? "Hand over anyway" : "Hand over vehicle"}
        destructive={needsReason}
        onConfirm={confirm}
      >
        {warnings.length > 0 ? (
          <HireWarningList warnings={warnings} title="Warnings">
            {needsReason ? null : "These do not stop the hire."}
          </HireWarningList>
        ) : (
          <p className="text-sm text-slate-700">No warnings apply to this hire.</p>
        )}
        {needsReason ? (
          <OverrideReason
            value={reason}
            error={reasonError}
            inputRef={reasonRef}
            onChange={(value) => {
              setReason(value);
              if (value.trim() !== "") setReasonError(null);
            }}
          />
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
