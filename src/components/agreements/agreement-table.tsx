// What a list of agreements shows: its columns on a desk, its card on a phone.
import { listColumns, type ListRows } from "~/components/ui/data-rows";
import { Plate } from "~/components/ui/plate";
import type { Agreement } from "~/server/models/agreement";
import { formatPence, formatUkDateTime } from "~/server/models/uk-format";
import { vehicleName } from "./labels";
import { AgreementStatusBadge } from "./status-badge";

const dates = (a: Agreement) =>
  `${formatUkDateTime(a.starts_at)} to ${formatUkDateTime(a.ends_at)}`;

const col = listColumns<Agreement>();

export const AGREEMENT_ROWS: ListRows<Agreement> = {
  columns: col.columns([
    col.accessor((a) => a.customer.name, {
      id: "hirer",
      header: "Hirer",
      meta: { rowLink: true, className: "font-medium" },
    }),
    col.display({
      id: "vehicle",
      header: "Vehicle",
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          <Plate vrm={row.original.vehicle.vrm} size="sm" />
          <span className="max-w-40 truncate text-slate-600">
            {vehicleName(row.original.vehicle)}
          </span>
        </span>
      ),
    }),
    col.accessor((a) => `${dates(a)} (${a.rental_days} ${a.rental_days === 1 ? "day" : "days"})`, {
      id: "hire",
      header: "Hire",
      meta: { className: "text-slate-700" },
    }),
    col.accessor((a) => formatPence(a.total_pence), { id: "total", header: "Total" }),
    col.display({
      id: "status",
      header: "Status",
      cell: ({ row }) => <AgreementStatusBadge status={row.original.status} />,
    }),
    col.accessor((a) => a.reference ?? "-", {
      id: "reference",
      header: "Reference",
      meta: { className: "text-slate-600" },
    }),
  ]),
  // On a phone the card leads with the reference people quote (the plate when there is none),
  // and says what the hire costs.
  card: {
    title: (a) =>
      a.reference ? (
        <span className="min-w-0 break-words text-lg font-semibold">{a.reference}</span>
      ) : (
        <Plate vrm={a.vehicle.vrm} />
      ),
    aside: "status",
    body: (a) => (
      <>
        <p className="mt-2 flex min-w-0 items-center gap-2">
          {a.reference ? <Plate vrm={a.vehicle.vrm} size="sm" /> : null}
          <span className="truncate font-medium">{a.customer.name}</span>
        </p>
        <p className="mt-0.5 text-sm text-slate-600">{dates(a)}</p>
        <p className="mt-1 text-sm">
          <span className="font-semibold tabular-nums">{formatPence(a.total_pence)}</span>
          <span className="text-slate-600">
            {" "}
            total for {a.rental_days} {a.rental_days === 1 ? "day" : "days"}
          </span>
        </p>
      </>
    ),
  },
  href: (a) => `/agreements/${a.id}`,
  testId: "agreement",
};
