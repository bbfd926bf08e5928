import { AlertCircle, ArrowRight, CheckCircle2 } from "lucide-react";
import type { Readiness } from "~/server/models/report";
import { StepLink } from "./step-link";

type Item = Readiness["missing"][number];

type Props = {
  items: Item[];
  /** Where each missing thing is fixed: a link target, or null when it is fixed on this screen. */
  fixAt: (item: Item) => { href: string; label: string } | null;
  doneText: string;
};

/** What a report still lacks, each with the way to the place where it is fixed. */
export function ReadinessList({ items, fixAt, doneText }: Props) {
  if (items.length === 0) {
    return (
      <p
        className="flex items-center gap-2 rounded-lg bg-green-50 px-3 py-3 text-sm text-green-900 ring-1 ring-green-200"
        data-testid="readiness-ok"
      >
        <CheckCircle2 className="size-5 shrink-0" aria-hidden />
        {doneText}
      </p>
    );
  }
  return (
    <ul className="space-y-2" aria-label="Still missing" data-testid="readiness-missing">
      {items.map((item) => {
        const fix = fixAt(item);
        return (
          <li
            key={`${item.code} ${item.message}`}
            className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200"
          >
            <AlertCircle className="size-5 shrink-0 text-amber-700" aria-hidden />
            <span className="min-w-0 flex-1">{item.message}</span>
            {fix ? (
              <StepLink
                href={fix.href}
                className="inline-flex min-h-11 items-center gap-1 rounded-lg bg-white px-3 font-medium text-brand-700 ring-1 ring-amber-300 hover:bg-amber-100"
              >
                {fix.label}
                <ArrowRight className="size-4" aria-hidden />
              </StepLink>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
