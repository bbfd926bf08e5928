import { ArrowRight, Rocket } from "lucide-react";
import Link from "next/link";
import { NAV_ITEMS } from "~/components/shell/nav-items";
import type { Permission } from "~/server/services/permissions";

type Step = { href: string; title: string; detail: string; permission: Permission };

// First things each role can do. A step shows only when the role has its permission
// and its area is in the navigation (so a link never leads to a page not built yet).
const STEPS: Step[] = [
  { href: "/settings/company", title: "Add your business details and logo", detail: "They appear on every report and agreement.", permission: "company.update" },
  { href: "/team", title: "Invite your team", detail: "Managers, inspectors and billing staff, each with their own login.", permission: "team.manage" },
  { href: "/vehicles", title: "Add a vehicle", detail: "Type a registration; make, MOT and tax come from the DVLA.", permission: "vehicles.write" },
  { href: "/reports", title: "Start an inspection report", detail: "Photos, damage and a signature, from a phone in the yard.", permission: "reports.write" },
  { href: "/agreements", title: "Send a rental agreement", detail: "The hirer signs on their phone.", permission: "customers.write" },
  { href: "/billing", title: "Top up credits", detail: "£1 per report, no subscription.", permission: "billing.manage" },
  { href: "/settings/api", title: "Connect your booking system", detail: "An API key and webhooks for integrations.", permission: "api.manage" },
  { href: "/email", title: "See what your hirers receive", detail: "Every email Kerbside sends for you is kept here.", permission: "email.read" },
];

export function GettingStarted({ permissions }: { permissions: string[] }) {
  const steps = STEPS.filter((s) => permissions.includes(s.permission) && NAV_ITEMS.some((n) => s.href === n.href || s.href.startsWith(`${n.href}/`)));
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="getting-started-heading" className="rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-2 border-b border-slate-200 px-5 py-3 text-sm text-slate-600">
        <Rocket className="size-4" aria-hidden />
        <h2 id="getting-started-heading">Getting started</h2>
      </div>
      <ul className="divide-y divide-slate-100">
        {steps.map((step) => (
          <li key={step.href}>
            <Link href={step.href} className="flex min-h-14 items-center gap-3 px-5 py-3 hover:bg-slate-50">
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{step.title}</span>
                <span className="block text-sm text-slate-600">{step.detail}</span>
              </span>
              <ArrowRight className="size-4 shrink-0 text-slate-400" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
