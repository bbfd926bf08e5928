import type { Metadata } from "next";
import Link from "next/link";
import { ChargeStatus } from "~/components/damage-charges/charge-status";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { formatPence, formatUkDate } from "~/server/models/uk-format";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Damage charges" };

export default async function DamageChargesPage() {
  if (!(await hasPermission("agreements.read"))) return <NoAccess what="damage charges" />;
  const { data } = await (await api()).agreements.listDamageCharges({ limit: 100 });
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-2xl font-semibold">Damage charges</h1>
      <p className="text-sm text-slate-700">
        Charges for damage found at check-in: fair wear and tear is never charged, and the hirer has
        10 days to accept or dispute before anything is collected. Prepare one from a completed
        inbound report.
      </p>
      {data.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-sm ring-1 ring-slate-200">
          No damage charges yet.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
          {data.map((charge) => (
            <li key={charge.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <Link
                  href={`/damage-charges/${charge.id}`}
                  className="font-medium text-brand-700 underline"
                >
                  {charge.customer.name}: {formatPence(charge.total_pence)}
                </Link>
                <p className="text-xs text-slate-600">
                  {charge.lines.length} {charge.lines.length === 1 ? "line" : "lines"}, prepared{" "}
                  {formatUkDate(charge.created_at)}
                </p>
              </div>
              <ChargeStatus charge={charge} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
