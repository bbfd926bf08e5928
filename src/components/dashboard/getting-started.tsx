import { ArrowRight, CircleCheck, Circle, Rocket } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import type { Dashboard, GettingStartedStep } from "~/server/models/dashboard";

const STEPS: Record<GettingStartedStep, { href: string; title: string; detail: string }> = {
  company_details: {
    href: "/settings/company",
    title: "Add your business details and logo",
    detail: "They appear on every report and agreement.",
  },
  vehicle: {
    href: "/vehicles/new",
    title: "Add a vehicle",
    detail: "Type a registration; make, MOT and tax come from the DVLA.",
  },
  report: {
    href: "/reports/new",
    title: "Start your first inspection report",
    detail: "Photos, damage and a signature, from a phone in the yard.",
  },
  teammate: {
    href: "/team",
    title: "Invite a teammate",
    detail: "Managers, inspectors and billing staff, each with their own login.",
  },
  integration: {
    href: "/settings/api",
    title: "Connect your booking system",
    detail: "Create an API key or add a webhook.",
  },
  terms: {
    href: "/settings/terms",
    title: "Make the rental terms your own",
    detail: "Standard terms are in place; hirers sign them with each agreement.",
  },
};

/** The first steps the caller's role can take, each ticked once the company has done it; hidden when all are done. */
export function GettingStarted({ steps }: { steps: Dashboard["getting_started"] }) {
  if (steps.length === 0) return null;
  const done = steps.filter((s) => s.done).length;
  return (
    <section
      aria-labelledby="getting-started-heading"
      className="rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-slate-200"
      data-testid="getting-started"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-5 py-3 text-sm text-slate-600">
        <Rocket className="size-4" aria-hidden />
        <h2 id="getting-started-heading">Getting started</h2>
        <span className="ml-auto tabular-nums">
          {done} of {steps.length} done
        </span>
      </div>
      <ul className="divide-y divide-slate-100">
        {steps.map(({ step, done: isDone }) => {
          const s = STEPS[step];
          return (
            <li key={step} data-step={step} data-done={isDone}>
              <IntentLink
                href={s.href}
                className="flex min-h-14 items-center gap-3 px-5 py-3 hover:bg-slate-50"
              >
                {isDone ? (
                  <CircleCheck className="size-5 shrink-0 text-emerald-700" aria-hidden />
                ) : (
                  <Circle className="size-5 shrink-0 text-slate-400" aria-hidden />
                )}
                <span className="min-w-0 flex-1">
                  <span
                    className={`block font-medium ${isDone ? "text-slate-500 line-through" : ""}`}
                  >
                    {s.title}
                    <span className="sr-only">{isDone ? " (done)" : " (to do)"}</span>
                  </span>
                  <span className="block text-sm text-slate-600">{s.detail}</span>
                </span>
                <ArrowRight className="size-4 shrink-0 text-slate-400" aria-hidden />
              </IntentLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
