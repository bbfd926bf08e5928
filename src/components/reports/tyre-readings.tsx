import type { TyreReading } from "~/server/models/report";

type Reading = { position: string; tread_depth_mm: number | null; pressure_psi: number | null };

const POSITIONS: Record<string, string[]> = {
  car: ["front_left", "front_right", "rear_left", "rear_right"],
  van: ["front_left", "front_right", "rear_left", "rear_right"],
  hgv: [
    "axle_1_left",
    "axle_1_right",
    "axle_2_left",
    "axle_2_right",
    "axle_3_left",
    "axle_3_right",
  ],
  motorbike: ["front", "rear"],
};

const positionLabel = (p: string) => {
  const words = p.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The readings to show: the report's own, else one empty row per wheel position of the body type. */
export function tyreRows(bodyType: string, saved: TyreReading[]): Reading[] {
  const positions = POSITIONS[bodyType] ?? POSITIONS.car ?? [];
  const byPosition = new Map(saved.map((r) => [r.position, r]));
  const rows = positions.map((position) => ({
    position,
    tread_depth_mm: null,
    pressure_psi: null,
    ...byPosition.get(position),
  }));
  const extra = saved
    .filter((r) => !positions.includes(r.position))
    .map((r) => ({ tread_depth_mm: null, pressure_psi: null, ...r }));
  return [...rows, ...extra];
}

const toNumber = (raw: string) => {
  const n = Number(raw.replace(",", "."));
  return raw.trim() === "" || !Number.isFinite(n) ? null : n;
};

const input =
  "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base tabular-nums sm:text-sm";

type Props = { rows: Reading[]; onChange: (rows: Reading[]) => void };

/** Tread depth (mm) and pressure (psi) per tyre; blank means not measured. */
export function TyreReadings({ rows, onChange }: Props) {
  const set = (index: number, patch: Partial<Reading>) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Tyres</legend>
      <p className="text-sm text-slate-500">
        Tread depth in mm (legal minimum 1.6) and pressure in psi. Leave blank what you did not
        measure.
      </p>
      <div className="grid max-w-md grid-cols-[1fr_5.5rem_5.5rem] items-end gap-x-2 gap-y-2">
        <span className="text-xs font-medium text-slate-500">Tyre</span>
        <span className="text-xs font-medium text-slate-500">Tread mm</span>
        <span className="text-xs font-medium text-slate-500">Pressure psi</span>
        {rows.map((row, index) => (
          <div key={row.position} className="contents">
            <span className="self-center text-sm">{positionLabel(row.position)}</span>
            <input
              aria-label={`${positionLabel(row.position)} tread depth in mm`}
              inputMode="decimal"
              defaultValue={row.tread_depth_mm ?? ""}
              onChange={(e) => set(index, { tread_depth_mm: toNumber(e.target.value) })}
              className={input}
            />
            <input
              aria-label={`${positionLabel(row.position)} pressure in psi`}
              inputMode="decimal"
              defaultValue={row.pressure_psi ?? ""}
              onChange={(e) => set(index, { pressure_psi: toNumber(e.target.value) })}
              className={input}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
