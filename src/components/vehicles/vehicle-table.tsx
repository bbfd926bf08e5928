// What the list of vehicles shows: its columns on a desk, its card on a phone.
import { listColumns, type ListRows } from "~/components/ui/data-rows";
import { Plate } from "~/components/ui/plate";
import type { Vehicle } from "~/server/models/vehicle";
import { ArchivedBadge, InsuranceBadge, MotBadge, TaxBadge } from "./due-badges";
import { VEHICLE_STATUS_LABELS } from "./due";

export const vehicleName = (v: Pick<Vehicle, "make" | "model">) =>
  [v.make, v.model].filter(Boolean).join(" ") || "Unknown make";

const extra = (v: Vehicle) => [v.fleet_number, v.nickname].filter(Boolean).join(" · ");

function TaxAndInsurance({ vehicle }: { vehicle: Vehicle }) {
  return (
    <>
      <TaxBadge vehicle={vehicle} />
      {vehicle.insurance.status === "not_insured" ? (
        <InsuranceBadge insurance={vehicle.insurance} />
      ) : null}
    </>
  );
}

const col = listColumns<Vehicle>();

export const VEHICLE_ROWS: ListRows<Vehicle> = {
  columns: col.columns([
    col.display({
      id: "vrm",
      header: "Registration",
      cell: ({ row }) => <Plate vrm={row.original.vrm} size="sm" />,
      meta: { rowLink: true },
    }),
    col.accessor(vehicleName, {
      id: "name",
      header: "Make and model",
      meta: { className: "max-w-56 truncate" },
    }),
    col.accessor((v) => extra(v) || "—", {
      id: "extra",
      header: "Fleet no. / nickname",
      meta: { className: "max-w-48 truncate text-slate-600" },
    }),
    col.display({
      id: "mot",
      header: "MOT",
      cell: ({ row }) => <MotBadge vehicle={row.original} />,
    }),
    col.display({
      id: "tax",
      header: "Tax and insurance",
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-1.5">
          <TaxAndInsurance vehicle={row.original} />
        </div>
      ),
    }),
    col.display({
      id: "status",
      header: "Status",
      cell: ({ row }) =>
        row.original.archived ? <ArchivedBadge /> : VEHICLE_STATUS_LABELS[row.original.status],
      meta: { className: "text-slate-600" },
    }),
  ]),
  card: {
    title: (v) => <Plate vrm={v.vrm} />,
    aside: (v) =>
      v.archived ? (
        <ArchivedBadge />
      ) : v.status !== "active" ? (
        <span className="text-xs text-slate-600">{VEHICLE_STATUS_LABELS[v.status]}</span>
      ) : null,
    body: (v) => (
      <>
        <p className="mt-2 truncate font-medium">{vehicleName(v)}</p>
        {extra(v) ? <p className="truncate text-sm text-slate-600">{extra(v)}</p> : null}
        <div className="mt-2 flex flex-wrap gap-1.5">
          <MotBadge vehicle={v} />
          <TaxAndInsurance vehicle={v} />
        </div>
      </>
    ),
  },
  href: (v) => `/vehicles/${v.id}`,
  linkLabel: (v) => `${v.vrm} ${vehicleName(v)}`,
  testId: "vehicle",
};
