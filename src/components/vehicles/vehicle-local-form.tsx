"use client";
// The company's own fields of a vehicle: fleet number, nickname, notes, status.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { Vehicle } from "~/server/models/vehicle";
import { useTRPC } from "~/trpc/react";
import { VEHICLE_STATUS_LABELS } from "./due";

export function VehicleLocalForm({ vehicle }: { vehicle: Vehicle }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState({
    fleet_number: vehicle.fleet_number ?? "",
    nickname: vehicle.nickname ?? "",
    notes: vehicle.notes ?? "",
    status: vehicle.status,
  });
  const update = useMutation(
    trpc.fleet.update.mutationOptions({
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.fleet.get.queryKey({ id: saved.id }), saved);
        await queryClient.invalidateQueries({ queryKey: trpc.fleet.list.pathKey() });
        toast.success("Saved.");
      },
      onError: (error) => toast.error(`Not saved: ${error.message}`),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: vehicle.id, ...fields });
  };
  const set = (key: "fleet_number" | "nickname" | "notes") => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Fleet number"
          value={fields.fleet_number}
          onChange={set("fleet_number")}
          maxLength={40}
        />
        <Field label="Nickname" value={fields.nickname} onChange={set("nickname")} maxLength={80} />
      </div>
      <div className="space-y-1.5">
        <label htmlFor="vehicle-status-field" className="block text-sm font-medium text-slate-800">
          Status
        </label>
        <select
          id="vehicle-status-field"
          value={fields.status}
          onChange={(e) =>
            setFields((f) => ({ ...f, status: e.target.value as Vehicle["status"] }))
          }
          className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base shadow-sm sm:text-sm"
        >
          {Object.entries(VEHICLE_STATUS_LABELS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="vehicle-notes" className="block text-sm font-medium text-slate-800">
          Notes
        </label>
        <textarea
          id="vehicle-notes"
          value={fields.notes}
          onChange={set("notes")}
          maxLength={2000}
          rows={3}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm sm:text-sm"
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" className="min-h-11" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save details"}
        </Button>
      </div>
    </form>
  );
}
