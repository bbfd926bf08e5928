"use client";
// Wizard step: pick a vehicle from the fleet, or add one by its registration (free).
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FleetPicker } from "~/components/reports/fleet-picker";
import { VrmField } from "~/components/reports/vrm-field";
import { isVrm } from "~/server/models/common";
import { useTRPCClient } from "~/trpc/react";
import type { Draft } from "./wizard-types";

export function VehicleStep({
  onDone,
}: {
  onDone: (vehicle: NonNullable<Draft["vehicle"]>) => void;
}) {
  const client = useTRPCClient();
  const [vrm, setVrm] = useState("");
  const [error, setError] = useState<string | undefined>();
  const resolve = useMutation({
    mutationFn: async (value: string) => {
      const found = (await client.fleet.list.query({ vrm: value, limit: 1 })).data[0];
      return found ?? (await client.fleet.create.mutate({ vrm: value }));
    },
    onSuccess: (v) => onDone({ id: v.id, vrm: v.vrm, make: v.make, model: v.model }),
    onError: (e) => setError(e.message),
  });
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!isVrm(vrm)) setError("Enter the registration, e.g. AB12 CDE.");
        else resolve.mutate(vrm);
      }}
    >
      <VrmField
        value={vrm}
        onChange={(v) => {
          setVrm(v);
          setError(undefined);
        }}
        error={error}
      />
      <FleetPicker selectedVrm={vrm} onPick={(v) => setVrm(v)} />
      <p className="text-sm text-slate-600">
        A registration not in your fleet yet is added from the DVLA and MOT records, free.
      </p>
      <Button type="submit" className="min-h-11" disabled={resolve.isPending}>
        {resolve.isPending ? "Looking up…" : "Use this vehicle"}
      </Button>
    </form>
  );
}
