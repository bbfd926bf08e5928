"use client";
import { useMutation } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { useTRPC } from "~/trpc/react";
import { errorMessage } from "~/components/ui/app-error";

/** Adds an item to the checklist (something the default walk-around does not cover). */
export function AddArea({
  reportId,
  onAdded,
}: {
  reportId: string;
  onAdded: (inspectionId: string) => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const id = useId();
  const create = useMutation(trpc.reports.createInspection.mutationOptions());
  const [area, setArea] = useState("");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!area.trim()) return;
    try {
      const inspection = await create.mutateAsync({ report_id: reportId, area: area.trim() });
      setArea("");
      await onAdded(inspection.id);
    } catch (error) {
      toast.error(errorMessage(error, "The area could not be added."));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex gap-2 border-t border-slate-200 p-3">
      <label htmlFor={id} className="sr-only">
        New checklist area
      </label>
      <input
        id={id}
        value={area}
        maxLength={120}
        onChange={(e) => setArea(e.target.value)}
        placeholder="Add an area, e.g. Tow bar"
        className="block min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
      />
      <Button
        type="submit"
        variant="secondary"
        className="min-h-11 shrink-0"
        disabled={create.isPending || !area.trim()}
      >
        <Plus className="size-4" aria-hidden />
        Add
      </Button>
    </form>
  );
}
