"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Coins } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { CustomerPicker } from "~/components/customers/customer-picker";
import { Button } from "~/components/ui/button";
import { useTRPC } from "~/trpc/react";
import { appErrorCode, errorMessage } from "./app-error";
import { CreateConfirm } from "./create-confirm";
import { createErrorMessage } from "./create-errors";
import { FleetPicker } from "./fleet-picker";
import type { ReportType } from "./labels";
import { OutOfCredits } from "./out-of-credits";
import { TypePicker } from "./type-picker";
import { isVrm, VrmField } from "./vrm-field";

export function NewReportForm({ initialVrm = "", initialCustomerId = null }: { initialVrm?: string; initialCustomerId?: string | null }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const me = useQuery(trpc.company.me.queryOptions());
  const create = useMutation(trpc.reports.create.mutationOptions());
  const [vrm, setVrm] = useState(initialVrm);
  const [type, setType] = useState<ReportType>("outbound");
  const [customerId, setCustomerId] = useState<string | null>(initialCustomerId);
  const [vrmError, setVrmError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [outOfCredits, setOutOfCredits] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const balance = me.data?.company.credit_balance ?? null;

  const pickVrm = (next: string) => {
    setVrm(next);
    setVrmError(undefined);
    setFailure(null);
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!isVrm(vrm)) {
      setVrmError("Enter a UK registration of 2 to 8 letters and digits, for example AB12 CDE.");
      return;
    }
    setVrmError(undefined);
    if (balance === 0) {
      setOutOfCredits(true);
      return;
    }
    setConfirming(true);
  };

  const confirm = async () => {
    try {
      const report = await create.mutateAsync({ vrm, type, ...(customerId ? { customer_id: customerId } : {}) });
      await queryClient.invalidateQueries({ queryKey: trpc.company.me.queryKey() });
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
      else setFailure(createErrorMessage(code, vrm, errorMessage(error, "The report could not be created. Try again.")));
    }
  };

  return (
    <form onSubmit={review} noValidate className="space-y-6">
      <p className="flex items-center gap-2 text-sm text-slate-600" data-testid="new-report-balance">
        <Coins className="size-4" aria-hidden />
        {balance === null ? "Checking your credit balance…" : `Credit balance: ${balance}. A report uses 1 credit.`}
      </p>
      {outOfCredits ? <OutOfCredits /> : null}
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
          {failure}
        </p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        <VrmField value={vrm} onChange={pickVrm} error={vrmError} />
        <FleetPicker selectedVrm={vrm} onPick={pickVrm} />
      </div>
      <TypePicker value={type} onChange={setType} />
      <CustomerPicker selectedId={customerId} onPick={setCustomerId} />
      <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-slate-50/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={create.isPending}>
          Create report
        </Button>
      </div>
      <CreateConfirm open={confirming} onOpenChange={setConfirming} vrm={vrm} type={type} balance={balance} pending={create.isPending} onConfirm={() => void confirm()} />
    </form>
  );
}
