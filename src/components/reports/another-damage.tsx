"use client";
// A second damage on the same area (a door with a dent and a scratch): its own
// inspection with the same area name, so it has its own photos and severity.
import { useMutation } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { useTRPC } from "~/trpc/react";
import { errorMessage } from "~/components/ui/app-error";

export function AnotherDamage({
  reportId,
  area,
  onAdded,
}: {
  reportId: string;
  area: string;
  onAdded: (id: string) => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const create = useMutation(trpc.reports.createInspection.mutationOptions());
  const add = async () => {
    try {
      const inspection = await create.mutateAsync({ report_id: reportId, area });
      await onAdded(inspection.id);
    } catch (error) {
      toast.error(errorMessage(error, "The damage could not be added."));
    }
  };
  return (
    <Button
      type="button"
      variant="secondary"
      className="min-h-11 w-full"
      disabled={create.isPending}
      onClick={() => void add()}
    >
      <Plus className="size-4" aria-hidden />
      Add another damage on {area}
    </Button>
  );
}
