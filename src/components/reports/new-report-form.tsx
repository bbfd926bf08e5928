"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Coins } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { CustomerPicker } from "~/components/customers/customer-picker";
import { Button } from "~/components/ui/button";
import { useTRPC } from "~/trpc/react";
import { appErrorCode, errorMessage } from "~/components/ui/app-error";
import { CreateConfirm } from "./create-confirm";
import { createErrorMessage } from "./create-errors";
import { FleetPicker } from "./fleet-picker";
import type { ReportType } from "./labels";
import { OutOfCredits } from "./out-of-credits";
import { TemplatePicker } from "./template-picker";
import { TypePicker } from "./type-picker";
import { isVrm } from "~/server/models/common";
import { looksUk, VrmField, type VrmCheck } from "./vrm-field";

const FORMAT_ERROR = "Enter a UK registration of 2 to 8 letters and digits, for example AB12 CDE.";
const CURRENT_STYLE = /^[A-Z]{2}\d{2}[A-Z]{3}$/;

/** Why a registration cannot be reported on, before anything is asked of the server (or null). */
function shapeError(vrm: string): string | null {
  if (!isVrm(vrm)) return FORMAT_ERROR;
  if (!looksUk(vrm))
    return `${vrm} does not look like a GB or Northern Ireland registration (for example AB12 CDE, A123 BCD or ABC 123D). Reports are for UK-registered vehicles, looked up on the DVLA register.`;
  return null;
}

export function NewReportForm({
  initialVrm = "",
  initialCustomerId = null,
}: {
  initialVrm?: string;
  initialCustomerId?: string | null;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const me = useQuery(trpc.account.me.queryOptions());
  const create = useMutation(trpc.reports.create.mutationOptions());
  const [vrm, setVrm] = useState(initialVrm);
  const [type, setType] = useState<ReportType>("outbound");
  // Picked in the template list; dropped when the vehicle or the type changes.
  const [templatePick, setTemplatePick] = useState<{ key: string; id: string } | null>(null);
  const [customerId, setCustomerId] = useState<string | null>(initialCustomerId);
  const [vrmError, setVrmError] = useState<string>();
  // The registration last left (or typed in full): looked up on the register before the rest of the form is filled.
  const [checkedVrm, setCheckedVrm] = useState(
    initialVrm && !shapeError(initialVrm) ? initialVrm : "",
  );
  const lookup = useQuery({
    ...trpc.fleet.lookup.queryOptions({ vrm: checkedVrm }, { retry: false }),
    enabled: checkedVrm !== "" && checkedVrm === vrm,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [outOfCredits, setOutOfCredits] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const balance = me.data?.company.credit_balance ?? null;

  const lookupCode = lookup.isError ? appErrorCode(lookup.error) : null;
  const notOnRegister =
    checkedVrm === vrm && (lookupCode === "vrm_not_found" || lookupCode === "invalid_request");
  const fieldError =
    vrmError ??
    (notOnRegister
      ? createErrorMessage(
          lookupCode === "vrm_not_found" ? "vrm_not_found" : null,
          vrm,
          `The DVLA does not accept ${vrm} as a registration. Check it and try again.`,
        )
      : undefined);
  const check: VrmCheck =
    checkedVrm !== vrm || checkedVrm === ""
      ? { state: "idle" }
      : lookup.isFetching
        ? { state: "checking" }
        : lookup.data
          ? {
              state: "found",
              summary: `On the DVLA register: ${[lookup.data.colour, lookup.data.make, lookup.data.model].filter(Boolean).join(" ").toLowerCase()} (${lookup.data.body_type}).`,
            }
          : lookup.isError && !notOnRegister
            ? { state: "unavailable" }
            : { state: "idle" };

  const checkVrm = (next: string) => {
    const problem = next === "" ? null : shapeError(next);
    setVrmError(problem ?? undefined);
    if (next !== "" && !problem) setCheckedVrm(next);
  };

  const pickVrm = (next: string) => {
    setVrm(next);
    setVrmError(undefined);
    setFailure(null);
    // A full current-style plate is checked as soon as it is typed; others when the field is left.
    if (CURRENT_STYLE.test(next)) checkVrm(next);
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problem = shapeError(vrm);
    if (problem) {
      setVrmError(problem);
      return;
    }
    if (notOnRegister) return;
    setVrmError(undefined);
    if (balance === 0) {
      setOutOfCredits(true);
      return;
    }
    setConfirming(true);
  };

  const bodyType = checkedVrm === vrm && lookup.data ? lookup.data.body_type : null;
  const pairKey = `${vrm}:${type}`;
  const templateId = templatePick?.key === pairKey ? templatePick.id : null;

  const confirm = async () => {
    try {
      const report = await create.mutateAsync({
        vrm,
        type,
        ...(customerId ? { customer_id: customerId } : {}),
        ...(templateId ? { template_id: templateId } : {}),
      });
      // The balance (account) and every reports list, whatever its filters, now show the new report.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.account.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.reports.list.pathKey() }),
      ]);
      toast.success("Report created. 1 credit used.");
      router.push(`/reports/${report.id}`);
    } catch (error) {
      setConfirming(false);
      const code = appErrorCode(error);
      if (code === "insufficient_credits") {
        setOutOfCredits(true);
        await me.refetch();
        return;
      }
      if (code === "invalid_request") setVrmError(errorMessage(error, "Check the registration."));
      else
        setFailure(
          createErrorMessage(
            code,
            vrm,
            errorMessage(error, "The report could not be created. Try again."),
          ),
        );
    }
  };

  return (
    <form onSubmit={review} noValidate className="space-y-6">
      <p
        className="flex items-center gap-2 text-sm text-slate-600"
        data-testid="new-report-balance"
      >
        <Coins className="size-4" aria-hidden />
        {balance === null
          ? "Checking your credit balance…"
          : `Credit balance: ${balance}. A report uses 1 credit.`}
      </p>
      {outOfCredits ? <OutOfCredits /> : null}
      {failure ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200"
        >
          {failure}
        </p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        <VrmField
          value={vrm}
          onChange={pickVrm}
          onBlur={() => checkVrm(vrm)}
          error={fieldError}
          check={check}
        />
        <FleetPicker selectedVrm={vrm} onPick={pickVrm} />
      </div>
      <TypePicker value={type} onChange={setType} />
      <TemplatePicker
        bodyType={bodyType}
        reportType={type}
        value={templateId}
        onChange={(id) => setTemplatePick({ key: pairKey, id })}
      />
      <CustomerPicker selectedId={customerId} onPick={setCustomerId} />
      <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-slate-50/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={create.isPending}>
          Create report
        </Button>
      </div>
      <CreateConfirm
        open={confirming}
        onOpenChange={setConfirming}
        vrm={vrm}
        type={type}
        balance={balance}
        pending={create.isPending}
        onConfirm={() => void confirm()}
      />
    </form>
  );
}
