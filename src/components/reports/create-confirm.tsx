"use client";
// The confirmation before spending a credit: what will be created, and what it costs.
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { Button } from "~/components/ui/button";
import { Plate } from "~/components/ui/plate";
import { REPORT_TYPES, type ReportType } from "./labels";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vrm: string;
  type: ReportType;
  balance: number | null;
  pending: boolean;
  onConfirm: () => void;
};

export function CreateConfirm({
  open,
  onOpenChange,
  vrm,
  type,
  balance,
  pending,
  onConfirm,
}: Props) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">
            Create the report?
          </AlertDialog.Title>
          <div className="mt-3 flex items-center gap-3">
            <Plate vrm={vrm} />
            <span className="text-sm font-medium">{REPORT_TYPES[type].label} report</span>
          </div>
          <AlertDialog.Description
            className="mt-3 text-sm text-slate-700"
            data-testid="credit-cost"
          >
            This report will use 1 credit.{" "}
            {balance === null ? "" : `You have ${balance} ${balance === 1 ? "credit" : "credits"}.`}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" className="min-h-11" disabled={pending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button className="min-h-11" disabled={pending} onClick={onConfirm}>
              {pending ? "Creating…" : "Use 1 credit and create"}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
