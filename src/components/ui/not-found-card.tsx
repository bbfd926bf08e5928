import { SearchX } from "lucide-react";
import { IntentLink } from "./intent-link";
import type { ReactNode } from "react";

/** The page for an address that names nothing in this company, with the way back to its list. */
export function NotFoundCard({
  title,
  children,
  backHref,
  backLabel,
}: {
  title: string;
  children: ReactNode;
  backHref: string;
  backLabel: string;
}) {
  return (
    <section className="mx-auto mt-10 max-w-md rounded-[var(--radius-card)] bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <span
        className="mx-auto grid size-12 place-items-center rounded-full bg-slate-100 text-slate-600"
        aria-hidden
      >
        <SearchX className="size-5" />
      </span>
      <h1 className="mt-4 text-xl font-semibold">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{children}</p>
      <IntentLink
        href={backHref}
        className="mt-6 inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-medium text-brand-600 hover:bg-brand-50"
      >
        {backLabel}
      </IntentLink>
    </section>
  );
}
