// The MOT history as a timeline, newest first: result, date, mileage, and the
// defects, with dangerous ones standing out (icon, words and colour).
import { AlertOctagon, CheckCircle2, XCircle } from "lucide-react";
import { cn } from "~/components/ui/cn";
import type { MotTest } from "~/server/models/vehicle";
import { formatDate } from "./due";

const DEFECT_ORDER = ["DANGEROUS", "MAJOR", "FAIL", "PRS", "MINOR", "ADVISORY", "USER ENTERED"];
const DEFECT_LABELS: Record<string, string> = {
  DANGEROUS: "Dangerous",
  MAJOR: "Major",
  FAIL: "Fail",
  PRS: "Repaired at test",
  MINOR: "Minor",
  ADVISORY: "Advisory",
  "USER ENTERED": "Note",
};

function mileage(test: MotTest) {
  if (test.odometer_value === null) return "Mileage not read";
  return `${test.odometer_value.toLocaleString("en-GB")} ${test.odometer_unit === "km" ? "km" : "miles"}`;
}

function Defects({ defects }: { defects: MotTest["defects"] }) {
  if (defects.length === 0)
    return <p className="mt-2 text-sm text-slate-500">No defects or advisories.</p>;
  const sorted = [...defects].sort(
    (a, b) => DEFECT_ORDER.indexOf(a.type) - DEFECT_ORDER.indexOf(b.type),
  );
  return (
    <ul className="mt-2 space-y-1.5">
      {sorted.map((d, i) => (
        <li
          key={i}
          className={cn(
            "flex gap-2 rounded-md px-2 py-1.5 text-sm",
            d.dangerous
              ? "bg-red-50 font-medium text-red-900 ring-1 ring-red-300"
              : "text-slate-700",
          )}
          data-testid={d.dangerous ? "dangerous-defect" : undefined}
        >
          {d.dangerous ? <AlertOctagon className="mt-0.5 size-4 shrink-0" aria-hidden /> : null}
          <span>
            <span
              className={cn(
                "mr-1.5 text-xs font-semibold tracking-wide uppercase",
                d.dangerous ? "text-red-800" : "text-slate-500",
              )}
            >
              {DEFECT_LABELS[d.type] ?? d.type}
            </span>
            {d.text}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function MotHistory({ tests, firstDue }: { tests: MotTest[]; firstDue: string | null }) {
  if (tests.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No MOT tests on record{firstDue ? `: the first MOT is due by ${formatDate(firstDue)}` : ""}.
        New vehicles need their first MOT three years after registration.
      </p>
    );
  }
  return (
    <ol
      className="relative space-y-4 border-l-2 border-slate-200 pl-5"
      aria-label="MOT tests, newest first"
    >
      {tests.map((test) => {
        const passed = test.result === "passed";
        const Icon = passed ? CheckCircle2 : XCircle;
        return (
          <li key={test.completed_at} className="relative" data-testid="mot-test">
            <span
              className={cn(
                "absolute top-0.5 -left-[1.95rem] grid size-5 place-items-center rounded-full bg-white",
                passed ? "text-green-600" : "text-red-600",
              )}
              aria-hidden
            >
              <Icon className="size-5" />
            </span>
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span
                className={cn("text-sm font-semibold", passed ? "text-green-800" : "text-red-800")}
              >
                {passed ? "Pass" : "Fail"}
              </span>
              <time dateTime={test.completed_at} className="text-sm font-medium text-slate-900">
                {formatDate(test.completed_at)}
              </time>
              <span className="text-sm text-slate-600 tabular-nums">{mileage(test)}</span>
              {passed && test.expiry_date ? (
                <span className="text-sm text-slate-500">
                  valid until {formatDate(test.expiry_date)}
                </span>
              ) : null}
            </div>
            <Defects defects={test.defects} />
          </li>
        );
      })}
    </ol>
  );
}
