import Link from "next/link";
import { Plate } from "~/components/ui/plate";
import type { Vehicle } from "~/server/models/vehicle";
import { ArchivedBadge, InsuranceBadge, MotBadge, TaxBadge } from "./due-badges";
import { VEHICLE_STATUS_LABELS } from "./due";

export const vehicleName = (v: Pick<Vehicle, "make" | "model">) => [v.make, v.model].filter(Boolean).join(" ") || "Unknown make";

const extra = (v: Vehicle) => [v.fleet_number, v.nickname].filter(Boolean).join(" · ");

/** Phone: one card per vehicle, the whole card a link. */
export function VehicleCards({ vehicles }: { vehicles: Vehicle[] }) {
  return (
    <ul className="space-y-2 md:hidden">
      {vehicles.map((v) => (
        <li key={v.id}>
          <Link href={`/vehicles/${v.id}`} className="block rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-500" data-testid="vehicle-card">
            <div className="flex items-start justify-between gap-3">
              <Plate vrm={v.vrm} />
              {v.archived ? <ArchivedBadge /> : v.status !== "active" ? <span className="text-xs text-slate-600">{VEHICLE_STATUS_LABELS[v.status]}</span> : null}
            </div>
            <p className="mt-2 truncate font-medium">{vehicleName(v)}</p>
            {extra(v) ? <p className="truncate text-sm text-slate-600">{extra(v)}</p> : null}
            <div className="mt-2 flex flex-wrap gap-1.5">
              <MotBadge vehicle={v} />
              <TaxBadge vehicle={v} />
              {v.insurance.status === "not_insured" ? <InsuranceBadge insurance={v.insurance} /> : null}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Desktop: a dense table; the registration is the row's link. */
export function VehicleTable({ vehicles }: { vehicles: Vehicle[] }) {
  return (
    <div className="hidden overflow-hidden rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-slate-200 md:block">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2.5">Registration</th>
            <th scope="col" className="px-4 py-2.5">Make and model</th>
            <th scope="col" className="px-4 py-2.5">Fleet no. / nickname</th>
            <th scope="col" className="px-4 py-2.5">MOT</th>
            <th scope="col" className="px-4 py-2.5">Tax and insurance</th>
            <th scope="col" className="px-4 py-2.5">Status</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {vehicles.map((v) => (
            <tr key={v.id} className="relative hover:bg-slate-50" data-testid="vehicle-row">
              <td className="px-4 py-2">
                <Link href={`/vehicles/${v.id}`} className="after:absolute after:inset-0" aria-label={`${v.vrm} ${vehicleName(v)}`}>
                  <Plate vrm={v.vrm} size="sm" />
                </Link>
              </td>
              <td className="max-w-56 truncate px-4 py-2">{vehicleName(v)}</td>
              <td className="max-w-48 truncate px-4 py-2 text-slate-600">{extra(v) || "—"}</td>
              <td className="px-4 py-2">
                <MotBadge vehicle={v} />
              </td>
              <td className="px-4 py-2">
                <div className="flex flex-wrap gap-1.5">
                  <TaxBadge vehicle={v} />
                  {v.insurance.status === "not_insured" ? <InsuranceBadge insurance={v.insurance} /> : null}
                </div>
              </td>
              <td className="px-4 py-2 text-slate-600">{v.archived ? <ArchivedBadge /> : VEHICLE_STATUS_LABELS[v.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function VehicleListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading vehicles" className="space-y-2">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-24 animate-pulse rounded-[var(--radius-card)] bg-white ring-1 ring-slate-200 motion-reduce:animate-none md:h-11" />
      ))}
    </div>
  );
}
