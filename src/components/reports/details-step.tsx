"use client";
// The report's own readings: odometer, fuel or charge, tyres and general notes.
import { useId, useState } from "react";
import type { Report } from "~/server/models/report";
import { formatLevel } from "~/server/models/level-format";
import { ChoiceChips } from "./choice-chips";
import { NotesField } from "./notes-field";
import { SaveIndicator } from "./save-indicator";
import { TyreReadings, tyreRows } from "./tyre-readings";
import { useAutosave } from "./use-autosave";

export type ReportPatch = Partial<
  Pick<Report, "odometer" | "odometer_unit" | "fuel_level" | "charge_level" | "notes">
> & {
  tyre_readings?: Report["tyre_readings"];
};

const FUEL_STEPS = ["0", "25", "50", "75", "100"] as const;
type FuelKey = (typeof FUEL_STEPS)[number];
const FUEL = Object.fromEntries(FUEL_STEPS.map((key) => [key, formatLevel(Number(key))])) as Record<
  FuelKey,
  string
>;
const UNITS = { mi: "Miles", km: "Kilometres" } as const;

const whole = (raw: string) =>
  raw.trim() === "" ? null : Number.parseInt(raw.replace(/\D/g, ""), 10);

type Props = {
  report: Report;
  bodyType: string;
  /** "charge" for electric vehicles, "both" for plug-in hybrids or when the fuel is unknown. */
  energy: "fuel" | "charge" | "both";
  save: (patch: ReportPatch) => Promise<unknown>;
  onLocalChange: (patch: ReportPatch) => void;
};

export function DetailsStep({ report, bodyType, energy, save, onLocalChange }: Props) {
  const id = useId();
  const [odometer, setOdometer] = useState(report.odometer === null ? "" : String(report.odometer));
  const [unit, setUnit] = useState(report.odometer_unit);
  const [fuel, setFuel] = useState(report.fuel_level);
  const [charge, setCharge] = useState(
    report.charge_level === null ? "" : String(report.charge_level),
  );
  const [tyres, setTyres] = useState(() => tyreRows(bodyType, report.tyre_readings));
  const [notes, setNotes] = useState(report.notes ?? "");
  const autosave = useAutosave<ReportPatch>(save);

  const change = (patch: ReportPatch, now = false) => {
    onLocalChange(patch);
    autosave.queue(patch, { now });
  };

  return (
    <div className="space-y-6">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-xl font-semibold">Vehicle readings</h2>
        <SaveIndicator state={autosave.state} problem={autosave.problem} />
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-end">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-odo`} className="block text-sm font-medium text-slate-800">
            Odometer
          </label>
          <input
            id={`${id}-odo`}
            inputMode="numeric"
            autoComplete="off"
            value={odometer}
            onChange={(e) => {
              const value = e.target.value.replace(/\D/g, "").slice(0, 7);
              setOdometer(value);
              change({ odometer: whole(value) });
            }}
            className="block min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-lg tabular-nums"
          />
        </div>
        <ChoiceChips
          legend="Unit"
          name={`${id}-unit`}
          options={UNITS}
          value={unit}
          onChange={(u) => {
            setUnit(u);
            change({ odometer_unit: u }, true);
          }}
        />
      </div>
      {energy !== "charge" ? (
        <div className="space-y-1">
          <ChoiceChips
            legend="Fuel level"
            name={`${id}-fuel`}
            options={FUEL}
            value={fuel !== null && String(fuel) in FUEL ? (String(fuel) as FuelKey) : null}
            onChange={(key) => {
              setFuel(Number(key));
              change({ fuel_level: Number(key) }, true);
            }}
          />
          {fuel !== null && !(String(fuel) in FUEL) ? (
            <p className="text-sm text-slate-500">Recorded: {formatLevel(fuel)} of a tank.</p>
          ) : null}
        </div>
      ) : null}
      {energy !== "fuel" ? (
        <div className="space-y-1.5">
          <label htmlFor={`${id}-charge`} className="block text-sm font-medium text-slate-800">
            Battery charge (%)
          </label>
          <input
            id={`${id}-charge`}
            inputMode="numeric"
            value={charge}
            onChange={(e) => {
              const value = e.target.value.replace(/\D/g, "").slice(0, 3);
              setCharge(value);
              const n = whole(value);
              if (n === null || n <= 100) change({ charge_level: n });
            }}
            className="block min-h-12 w-32 rounded-lg border border-slate-300 bg-white px-3 text-lg tabular-nums"
          />
        </div>
      ) : null}
      <TyreReadings
        rows={tyres}
        onChange={(rows) => {
          setTyres(rows);
          change({
            tyre_readings: rows.filter((r) => r.tread_depth_mm !== null || r.pressure_psi !== null),
          });
        }}
      />
      <NotesField
        label="General notes"
        rows={4}
        value={notes}
        placeholder="Anything about the vehicle as a whole"
        onChange={(value) => {
          setNotes(value);
          change({ notes: value.trim() ? value : null });
        }}
      />
    </div>
  );
}
