// What a list of fines shows: its columns on a desk, its card on a phone.
import { listColumns, type ListRows } from "~/components/ui/data-rows";
import { Plate } from "~/components/ui/plate";
import type { Fine } from "~/server/models/fine";
import { formatPence, formatUkDateTime } from "~/server/models/uk-format";
import { FineMatchBadge, FineStatusBadge, RespondBy } from "./fine-badges";
import { FINE_KIND_LABELS, isDueSoon, respondByWords, ukToday } from "./labels";

const col = listColumns<Fine>();

function Due({ fine }: { fine: Fine }) {
  const today = ukToday();
  return <RespondBy words={respondByWords(fine, today)} warn={isDueSoon(fine, today)} />;
}

export const FINE_ROWS: ListRows<Fine> = {
  columns: col.columns([
    col.accessor((f) => `${f.issuer} ${f.reference}`, {
      id: "notice",
      header: "Notice",
      meta: { rowLink: true, className: "font-medium" },
    }),
    col.display({
      id: "vehicle",
      header: "Vehicle",
      cell: ({ row }) => <Plate vrm={row.original.vrm} size="sm" />,
    }),
    col.accessor((f) => FINE_KIND_LABELS[f.kind], { id: "kind", header: "Kind" }),
    col.accessor((f) => formatUkDateTime(f.contravention_at), {
      id: "when",
      header: "When",
      meta: { className: "text-slate-700" },
    }),
    col.accessor((f) => formatPence(f.amount_pence), { id: "amount", header: "Amount" }),
    col.display({
      id: "match",
      header: "Hire",
      cell: ({ row }) => <FineMatchBadge match={row.original.match} />,
    }),
    col.display({
      id: "status",
      header: "Status",
      cell: ({ row }) => <FineStatusBadge status={row.original.status} />,
    }),
    col.display({
      id: "respond_by",
      header: "Respond by",
      cell: ({ row }) => <Due fine={row.original} />,
    }),
  ]),
  card: {
    title: (f) => <span className="min-w-0 break-words text-lg font-semibold">{f.reference}</span>,
    aside: "status",
    body: (f) => (
      <>
        <p className="mt-2 flex min-w-0 flex-wrap items-center gap-2">
          <Plate vrm={f.vrm} size="sm" />
          <span className="truncate font-medium">{f.issuer}</span>
          <FineMatchBadge match={f.match} />
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {FINE_KIND_LABELS[f.kind]}, {formatUkDateTime(f.contravention_at)},{" "}
          <span className="font-semibold text-slate-900 tabular-nums">
            {formatPence(f.amount_pence)}
          </span>
        </p>
        <p className="mt-1 text-sm">
          Respond by <Due fine={f} />
        </p>
      </>
    ),
  },
  href: (f) => `/fines/${f.id}`,
  linkLabel: (f) => `${f.issuer} ${f.reference}`,
  testId: "fine",
};
