// The registry's facts about a vehicle as a definition list (preview and detail page).
import type { VehicleLookup } from "~/server/models/vehicle";
import { BODY_TYPE_LABELS, formatDate, todayIso } from "./due";
import type { z } from "zod";

type Lookup = z.infer<typeof VehicleLookup>;

const title = (v: string | null) => (v ? v.charAt(0) + v.slice(1).toLowerCase() : "—");
const month = (v: string | null) =>
  v
    ? new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${v}-01T00:00:00Z`),
      )
    : "—";

export function RegistryFacts({ vehicle }: { vehicle: Lookup }) {
  const facts: [string, string][] = [
    ["Make", vehicle.make ?? "—"],
    ["Model", vehicle.model ?? "—"],
    ["Colour", title(vehicle.colour)],
    ["Fuel", title(vehicle.fuel_type)],
    ["Body", BODY_TYPE_LABELS[vehicle.body_type]],
    ["Year", vehicle.year_of_manufacture ? String(vehicle.year_of_manufacture) : "—"],
    ["First registered", month(vehicle.month_of_first_registration)],
    [
      "Engine",
      vehicle.engine_capacity_cc ? `${vehicle.engine_capacity_cc.toLocaleString("en-GB")} cc` : "—",
    ],
    ["CO₂", vehicle.co2_emissions_g_km === null ? "—" : `${vehicle.co2_emissions_g_km} g/km`],
    [
      "Tax",
      `${vehicle.tax_status ?? "—"}${vehicle.tax_due_date ? `, due ${formatDate(vehicle.tax_due_date)}` : ""}`,
    ],
    [
      "MOT",
      `${vehicle.mot_status ?? "—"}${vehicle.mot_valid_until ? `, ${vehicle.mot_valid_until < todayIso() ? "expired" : "until"} ${formatDate(vehicle.mot_valid_until)}` : ""}`,
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
      {facts.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">{term}</dt>
          <dd className="font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
