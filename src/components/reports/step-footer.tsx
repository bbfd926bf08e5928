import { ArrowLeft, ArrowRight, List } from "lucide-react";
import { StepLink } from "./step-link";

type Props = { prev: string | null; next: string | null; nextLabel: string; checklist: string };

const button =
  "flex min-h-14 items-center justify-center gap-2 rounded-xl px-4 text-base font-semibold";

/** Back / checklist / Next, fixed to the bottom of a phone screen where a thumb reaches. */
export function StepFooter({ prev, next, nextLabel, checklist }: Props) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-8 grid lg:static grid-cols-[1fr_auto_2fr] gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-[var(--radius-card)] sm:border sm:px-3">
      {prev ? (
        <StepLink
          href={prev}
          className={`${button} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`}
        >
          <ArrowLeft className="size-5" aria-hidden />
          Back
        </StepLink>
      ) : (
        <span />
      )}
      <StepLink
        href={checklist}
        className={`${button} text-slate-700 hover:bg-slate-100 lg:hidden`}
        aria-label="Show the whole checklist"
      >
        <List className="size-5" aria-hidden />
      </StepLink>
      {next ? (
        <StepLink
          href={next}
          className={`${button} bg-brand-600 text-white hover:bg-brand-700 lg:col-start-3`}
        >
          {nextLabel}
          <ArrowRight className="size-5" aria-hidden />
        </StepLink>
      ) : (
        <span />
      )}
    </div>
  );
}
