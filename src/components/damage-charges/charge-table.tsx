// What a list of damage charges shows: its columns on a desk, its card on a phone.
import { listColumns, type ListRows } from "~/components/ui/data-rows";
import type { DamageCharge } from "~/server/models/damage-charge";
import { formatPence, formatUkDate } from "~/server/models/uk-format";
import { ChargeStatus } from "./charge-status";

const col = listColumns<DamageCharge>();

const linesWords = (c: DamageCharge) => {
  const charged = c.lines.filter((l) => l.included).length;
  return `${charged} of ${c.lines.length} ${c.lines.length === 1 ? "line" : "lines"} charged`;
};

export const CHARGE_ROWS: ListRows<DamageCharge> = {
  columns: col.columns([
    col.accessor((c) => c.customer.name, {
      id: "hirer",
      header: "Hirer",
      meta: { rowLink: true, className: "font-medium" },
    }),
    col.accessor((c) => formatPence(c.total_pence), {
      id: "total",
      header: "Total",
      meta: { className: "tabular-nums" },
    }),
    col.accessor(linesWords, {
      id: "lines",
      header: "Lines",
      meta: { className: "text-slate-700" },
    }),
    col.accessor((c) => formatUkDate(c.created_at), {
      id: "prepared",
      header: "Prepared",
      meta: { className: "text-slate-700" },
    }),
    col.display({
      id: "status",
      header: "Status",
      cell: ({ row }) => <ChargeStatus charge={row.original} />,
    }),
  ]),
  card: {
    title: (c) => (
      <span className="min-w-0 break-words text-lg font-semibold">{c.customer.name}</span>
    ),
    body: (c) => (
      <>
        <p className="mt-1 text-sm text-slate-600">
          <span className="font-semibold text-slate-900 tabular-nums">
            {formatPence(c.total_pence)}
          </span>
          , {linesWords(c)}, prepared {formatUkDate(c.created_at)}
        </p>
        <p className="mt-2">
          <ChargeStatus charge={c} />
        </p>
      </>
    ),
  },
  href: (c) => `/damage-charges/${c.id}`,
  linkLabel: (c) => `Damage charge for ${c.customer.name}, ${formatPence(c.total_pence)}`,
  testId: "damage-charge",
};
