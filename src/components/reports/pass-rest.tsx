"use client";
// "Mark the rest as pass": a clean car finished in one write, after a confirmation that says
// how many areas it passes and which. Areas already answered keep their answer.
import { ListChecks } from "lucide-react";
import { toast } from "sonner";
import { errorMessage } from "~/components/ui/app-error";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { Inspection } from "~/server/models/inspection";

type Props = {
  /** The areas not answered yet. */
  remaining: Inspection[];
  onPass: () => Promise<unknown>;
};

export function PassRest({ remaining, onPass }: Props) {
  if (remaining.length === 0) return null;
  const count = `${remaining.length} remaining ${remaining.length === 1 ? "area" : "areas"}`;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" className="min-h-11 w-full sm:w-auto">
          <ListChecks className="size-4" aria-hidden />
          Mark the rest as pass
        </Button>
      }
      title={`Mark the ${count} as pass?`}
      description={`Only if you have looked at them: ${remaining.map((i) => i.area).join(", ")}. Areas you have already answered keep their answer.`}
      confirmLabel="Mark as pass"
      onConfirm={async () => {
        try {
          await onPass();
        } catch (error) {
          toast.error(errorMessage(error, "The areas could not be marked as pass. Try again."));
          throw error;
        }
      }}
    />
  );
}
