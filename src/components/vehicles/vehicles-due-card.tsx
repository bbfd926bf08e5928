// Dashboard card: vehicles whose MOT or tax is due within 30 days (or already
// expired), soonest first, each with its badges. The dashboard's one call brings the data.
import { CalendarClock } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import { Plate } from "~/components/ui/plate";
import type { Dashboard } from "~/server/models/dashboard";
import type { Vehicle } from "~/server/models/vehicle";
import { MotBadge, TaxBadge } from "./due-badges";
import { vehicleName } from "./vehicle-table";

const soonest = (v: Vehicle) =>
  [v.mot_valid_until, v.tax_due_date].filter((d): d is string => d !== null).sort()[0] ?? "9999";

export function VehiclesDueCard({ due }: { due: NonNullable<Dashboard["vehicles_due"]> }) {
  const vehicles = [...due.vehicles].sort((a, b) => soonest(a).localeCompare(soonest(b)));
  return (
    <section
      aria-labelledby="due-heading"
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:col-span-2"
      data-testid="vehicles-due"
    >
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <CalendarClock className="size-4" aria-hidden />
        <h2 id="due-heading">MOT or tax due in 30 days</h2>
      </div>
      {vehicles.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          Nothing due: every vehicle&apos;s MOT and tax run for more than 30 days.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm">
            <IntentLink
              href="/vehicles?due=mot"
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {due.mot_due} MOT{due.mot_due === 1 ? "" : "s"} due
            </IntentLink>
            {" · "}
            <IntentLink
              href="/vehicles?due=tax"
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {due.tax_due} tax due
            </IntentLink>
          </p>
          <ul className="mt-3 divide-y divide-slate-100">
            {vehicles.map((v) => (
              <li key={v.id}>
                <IntentLink
                  href={`/vehicles/${v.id}`}
                  className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 py-2 hover:bg-slate-50"
                >
                  <Plate vrm={v.vrm} size="sm" />
                  <span className="min-w-0 flex-1 truncate text-sm">{vehicleName(v)}</span>
                  <span className="flex flex-wrap gap-1.5">
                    <MotBadge vehicle={v} />
                    <TaxBadge vehicle={v} />
                  </span>
                </IntentLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
