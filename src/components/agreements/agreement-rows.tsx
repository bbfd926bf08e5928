import Link from "next/link";
import { Plate } from "~/components/ui/plate";
import type { Agreement } from "~/server/models/agreement";
import { money, ukDateTime, vehicleName } from "./labels";
import { AgreementStatusBadge } from "./status-badge";

/** Phone: one card per agreement, the whole card a link. */
export function AgreementCards({ agreements }: { agreements: Agreement[] }) {
  return (
    <ul className="space-y-2 md:hidden">
      {agreements.map((a) => (
        <li key={a.id}>
          <Link href={`/agreements/${a.id}`} className="block rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-500">
            <div className="flex items-start justify-between gap-3">
              <Plate vrm={a.vehicle.vrm} />
              <AgreementStatusBadge status={a.status} />
            </div>
            <p className="mt-2 truncate font-medium">{a.customer.name}</p>
            <p className="mt-0.5 text-sm text-slate-600">
              {ukDateTime(a.starts_at)} to {ukDateTime(a.ends_at)}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Desktop: a dense table; the hirer's name is the row's link. */
export function AgreementTable({ agreements }: { agreements: Agreement[] }) {
  return (
    <div className="hidden overflow-hidden rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-slate-200 md:block">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2.5">Hirer</th>
            <th scope="col" className="px-4 py-2.5">Vehicle</th>
            <th scope="col" className="px-4 py-2.5">Hire</th>
            <th scope="col" className="px-4 py-2.5">Total</th>
            <th scope="col" className="px-4 py-2.5">Status</th>
            <th scope="col" className="px-4 py-2.5">Reference</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {agreements.map((a) => (
            <tr key={a.id} className="relative hover:bg-slate-50">
              <td className="px-4 py-2 font-medium">
                <Link href={`/agreements/${a.id}`} className="after:absolute after:inset-0">
                  {a.customer.name}
                </Link>
              </td>
              <td className="px-4 py-2">
                <span className="flex items-center gap-2">
                  <Plate vrm={a.vehicle.vrm} size="sm" />
                  <span className="max-w-40 truncate text-slate-600">{vehicleName(a.vehicle)}</span>
                </span>
              </td>
              <td className="px-4 py-2 text-slate-700">
                {ukDateTime(a.starts_at)} to {ukDateTime(a.ends_at)} ({a.rental_days} {a.rental_days === 1 ? "day" : "days"})
              </td>
              <td className="px-4 py-2">{money(a.total_pence)}</td>
              <td className="px-4 py-2">
                <AgreementStatusBadge status={a.status} />
              </td>
              <td className="px-4 py-2 text-slate-600">{a.reference ?? "-"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AgreementListSkeleton() {
  return (
    <div className="space-y-2" aria-busy="true" aria-label="Loading agreements">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-16 animate-pulse rounded-[var(--radius-card)] bg-slate-200/70" />
      ))}
    </div>
  );
}
