import { ClipboardCheck, Plus } from "lucide-react";
import Link from "next/link";
import { Button } from "~/components/ui/button";

/** The list's first-run state: what a report is, and the first action. */
export function ReportsEmpty({ canCreate }: { canCreate: boolean }) {
  return (
    <section className="rounded-[var(--radius-card)] bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700" aria-hidden>
        <ClipboardCheck className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">No reports yet</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        A report records a vehicle&apos;s condition at a moment that matters: when it goes out to a hirer, when it comes back,
        or at any check. Walk round the vehicle, mark each area pass, advisory or fail, photograph damage, then sign it off
        as a PDF. Each report uses 1 credit.
      </p>
      {canCreate ? (
        <Button asChild size="lg" className="mt-6">
          <Link href="/reports/new">
            <Plus className="size-5" aria-hidden />
            New report
          </Link>
        </Button>
      ) : null}
    </section>
  );
}
