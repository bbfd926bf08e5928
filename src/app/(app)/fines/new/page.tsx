import type { Metadata } from "next";
import { FineForm } from "~/components/fines/fine-form";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { BackLink } from "~/components/ui/back-link";

export const metadata: Metadata = { title: "Record a fine" };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function NewFinePage({ searchParams }: { searchParams: Search }) {
  if (!(await hasPermission("fines.write"))) return <NoAccess what="fines and road charges" />;
  const { vrm } = await searchParams;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink href="/fines">Fines</BackLink>
      <div>
        <h1 className="text-2xl font-semibold">Record a fine</h1>
        <p className="mt-1 text-sm text-slate-600">
          Copy the details from the notice. Kerbside finds the hire that had the vehicle out at that
          time, and counts the 28 days you have to answer from the notice date.
        </p>
      </div>
      <div className="rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <FineForm vrm={typeof vrm === "string" && vrm.length <= 20 ? vrm : undefined} />
      </div>
    </div>
  );
}
