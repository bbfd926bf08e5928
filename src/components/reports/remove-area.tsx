"use client";
import { useMutation } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useTRPC } from "~/trpc/react";
import { errorMessage } from "~/components/ui/app-error";

/** Takes an item off the checklist, with its photos, after a confirmation. */
export function RemoveArea({
  inspectionId,
  area,
  onRemoved,
}: {
  inspectionId: string;
  area: string;
  onRemoved: () => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.reports.deleteInspection.mutationOptions());
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          className="min-h-11 text-slate-600 hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 className="size-4" aria-hidden />
          Remove this area
        </Button>
      }
      title={`Remove “${area}” from the checklist?`}
      description="Its verdict, notes, damage and photos are deleted. Use this for areas the vehicle does not have."
      confirmLabel="Remove area"
      destructive
      onConfirm={async () => {
        try {
          await remove.mutateAsync({ id: inspectionId });
        } catch (error) {
          toast.error(errorMessage(error, "The area could not be removed."));
          throw error;
        }
        await onRemoved();
      }}
    />
  );
}
