// What the list of customers shows: its columns on a desk, its card on a phone.
import { listColumns, type ListRows } from "~/components/ui/data-rows";
import type { Customer } from "~/server/models/customer";
import { VerdictBadge } from "./licence-verdict";

const contact = (c: Customer) => [c.email, c.phone].filter(Boolean).join(" · ");

const col = listColumns<Customer>();

export const CUSTOMER_ROWS: ListRows<Customer> = {
  columns: col.columns([
    col.accessor("name", {
      header: "Name",
      meta: { rowLink: true, className: "max-w-56 truncate font-medium" },
    }),
    col.accessor((c) => c.email ?? "—", {
      id: "email",
      header: "Email",
      meta: { className: "max-w-56 truncate text-slate-600" },
    }),
    col.accessor((c) => c.phone ?? "—", {
      id: "phone",
      header: "Phone",
      meta: { className: "text-slate-600" },
    }),
    col.display({
      id: "licence",
      header: "Licence",
      cell: ({ row }) =>
        row.original.licence_check ? (
          <VerdictBadge outcome={row.original.licence_check.outcome} />
        ) : (
          <span className="text-xs text-slate-500">Not checked</span>
        ),
    }),
  ]),
  card: {
    title: (c) => <p className="truncate font-medium">{c.name}</p>,
    aside: "licence",
    body: (c) =>
      contact(c) ? <p className="mt-1 truncate text-sm text-slate-600">{contact(c)}</p> : null,
  },
  href: (c) => `/customers/${c.id}`,
  testId: "customer",
};
