"use client";
import { useMutation } from "@tanstack/react-query";
import { Ban } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useTRPC } from "~/trpc/react";
import { errorMessage } from "~/components/ui/app-error";

/** Cancelling a draft: kept for the record, and the credit is not given back. */
export function CancelReport({
  reportId,
  onCancelled,
}: {
  reportId: string;
  onCancelled: () => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const cancel = useMutation(trpc.reports.cancel.mutationOptions());
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" className="min-h-11 text-red-700 hover:bg-red-50">
          <Ban className="size-4" aria-hidden />
          Cancel report
        </Button>
      }
      title="Cancel this report?"
      description="The report stays in the list as cancelled and can no longer be edited. The credit it used is not refunded."
      confirmLabel="Cancel report"
      destructive
      onConfirm={async () => {
        try {
          await cancel.mutateAsync({ id: reportId });
        } catch (error) {
          toast.error(errorMessage(error, "The report could not be cancelled."));
          throw error;
        }
        toast.success("Report cancelled.");
        await onCancelled();
      }}
    />
  );
}
