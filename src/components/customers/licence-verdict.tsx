// A licence check's verdict in words, icon and colour (never colour alone):
// green "OK to hire", amber "N penalty points", red disqualified / expired / provisional.
import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import { licenceOutcomeLabel, type LicenceOutcome } from "~/server/models/licence-words";
import { cn } from "~/components/ui/cn";

const TONES = {
  good: { icon: CircleCheck, className: "bg-emerald-50 text-emerald-900 ring-emerald-200" },
  warn: { icon: CircleAlert, className: "bg-amber-50 text-amber-900 ring-amber-200" },
  bad: { icon: CircleX, className: "bg-red-50 text-red-900 ring-red-200" },
} as const;

const TONE_OF: Record<LicenceOutcome, keyof typeof TONES> = {
  valid: "good",
  points: "warn",
  disqualified: "bad",
  expired: "bad",
  provisional: "bad",
};

export function verdictOf(outcome: LicenceOutcome, points: number | null) {
  return { tone: TONE_OF[outcome], label: licenceOutcomeLabel(outcome, points) };
}

/** A compact verdict chip for lists and headers. */
export function VerdictBadge({
  outcome,
  points = null,
}: {
  outcome: LicenceOutcome;
  points?: number | null;
}) {
  const { tone, label } = verdictOf(outcome, points);
  const { icon: Icon, className } = TONES[tone];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1",
        className,
      )}
      data-testid="licence-verdict"
    >
      <Icon className="size-3.5" aria-hidden />
      {label}
    </span>
  );
}

/** The big card at the top of a hirer's licence section. */
export function VerdictCard({
  outcome,
  points,
  children,
}: {
  outcome: LicenceOutcome;
  points: number | null;
  children?: React.ReactNode;
}) {
  const { tone, label } = verdictOf(outcome, points);
  const { icon: Icon, className } = TONES[tone];
  return (
    <div
      className={cn("flex items-start gap-3 rounded-[var(--radius-card)] p-4 ring-1", className)}
      data-testid="licence-verdict-card"
      data-tone={tone}
    >
      <Icon className="mt-0.5 size-6 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="text-lg font-semibold">{label}</p>
        {children}
      </div>
    </div>
  );
}
