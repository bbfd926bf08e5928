// The one-line header of a step of a draft report (plate, where in the checklist, the way
// back to the overview), so a phone shows the step's controls at the top of the screen.
// The report's overview keeps the full header (ReportHeader).
import { LayoutList } from "lucide-react";
import { Plate } from "~/components/ui/plate";
import type { Report } from "~/server/models/report";
import { labelOf, REPORT_TYPES } from "./labels";
import { StepLink } from "./step-link";

type Props = {
  report: Report;
  /** Where the inspector is: "Area 3 of 23", "Readings", "Review". */
  where: string;
  overview: string;
};

export function StepHeader({ report, where, overview }: Props) {
  return (
    <div className="flex min-h-11 items-center gap-3" data-testid="step-header">
      <h1 className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-700">
        <span className="sr-only">{labelOf(REPORT_TYPES, report.type)} report for</span>
        <Plate vrm={report.vehicle.vrm} size="sm" />
        <span className="truncate">{where}</span>
      </h1>
      <StepLink
        href={overview}
        className="ml-auto inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50"
      >
        <LayoutList className="size-4" aria-hidden />
        Overview
      </StepLink>
    </div>
  );
}
