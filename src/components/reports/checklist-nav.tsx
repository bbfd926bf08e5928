import { Camera, Check, ChevronRight, Gauge, ListChecks } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import type { Inspection } from "~/server/models/inspection";
import { StepLink } from "./step-link";
import { VerdictBadge } from "./verdict-badge";

type Props = {
  hrefFor: (step: string) => string;
  current: string;
  inspections: Inspection[];
  detailsDone: boolean;
  footer?: ReactNode;
};

const row = "flex min-h-12 items-center gap-3 px-3 py-2 text-sm";

/** Every step of the inspection, with what has been answered; the current one is marked. */
export function ChecklistNav({ hrefFor, current, inspections, detailsDone, footer }: Props) {
  const answered = inspections.filter((i) => i.verdict !== null).length;
  return (
    <nav
      aria-label="Inspection checklist"
      className="rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-slate-200"
    >
      <p
        className="border-b border-slate-200 px-3 py-2.5 text-sm text-slate-600"
        data-testid="checklist-progress"
      >
        <span className="font-semibold text-slate-900">{answered}</span> of {inspections.length}{" "}
        areas checked
      </p>
      <ol className="divide-y divide-slate-100">
        <li>
          <StepLink
            href={hrefFor("details")}
            aria-current={current === "details" ? "step" : undefined}
            className={cn(row, current === "details" ? "bg-brand-50" : "hover:bg-slate-50")}
          >
            <Gauge className="size-4 text-slate-500" aria-hidden />
            <span className="flex-1 font-medium">Vehicle readings</span>
            {detailsDone ? (
              <Check className="size-4 text-green-700" aria-label="Done" />
            ) : (
              <ChevronRight className="size-4 text-slate-400" aria-hidden />
            )}
          </StepLink>
        </li>
        {inspections.map((inspection) => (
          <li key={inspection.id}>
            <StepLink
              href={hrefFor(inspection.id)}
              aria-current={current === inspection.id ? "step" : undefined}
              className={cn(row, current === inspection.id ? "bg-brand-50" : "hover:bg-slate-50")}
            >
              <span className="w-6 text-right text-xs text-slate-500 tabular-nums">
                {inspection.position}
              </span>
              <span className="flex-1">{inspection.area}</span>
              {inspection.damage ? <span className="text-xs text-red-700">Damage</span> : null}
              {inspection.media_count > 0 ? (
                <span className="flex items-center gap-0.5 text-xs text-slate-500">
                  <Camera className="size-3.5" aria-hidden />
                  {inspection.media_count}
                  <span className="sr-only">
                    {" "}
                    {inspection.media_count === 1 ? "photo" : "photos"}
                  </span>
                </span>
              ) : null}
              <VerdictBadge verdict={inspection.verdict} />
            </StepLink>
          </li>
        ))}
        <li>
          <StepLink
            href={hrefFor("review")}
            aria-current={current === "review" ? "step" : undefined}
            className={cn(row, current === "review" ? "bg-brand-50" : "hover:bg-slate-50")}
          >
            <ListChecks className="size-4 text-slate-500" aria-hidden />
            <span className="flex-1 font-medium">Review and complete</span>
            <ChevronRight className="size-4 text-slate-400" aria-hidden />
          </StepLink>
        </li>
      </ol>
      {footer}
    </nav>
  );
}
