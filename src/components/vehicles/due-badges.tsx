// MOT and tax status in words with an icon: colour is never the only signal.
import { AlertOctagon, CheckCircle2, Clock, HelpCircle, MinusCircle } from "lucide-react";
import { cn } from "~/components/ui/cn";
import type { Vehicle } from "~/server/models/vehicle";
import { daysUntil, dueState, formatDate, type DueState } from "./due";

const TONES = {
  expired: { icon: AlertOctagon, className: "bg-red-50 text-red-900 ring-red-200" },
  soon: { icon: Clock, className: "bg-amber-50 text-amber-900 ring-amber-300" },
  ok: { icon: CheckCircle2, className: "bg-green-50 text-green-900 ring-green-200" },
  unknown: { icon: HelpCircle, className: "bg-slate-100 text-slate-700 ring-slate-200" },
  neutral: { icon: MinusCircle, className: "bg-slate-100 text-slate-700 ring-slate-200" },
} as const;

function Badge({
  tone,
  children,
  title,
}: {
  tone: keyof typeof TONES;
  children: string;
  title?: string;
}) {
  const { icon: Icon, className } = TONES[tone];
  return (
    <span
      title={title}
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1",
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {children}
    </span>
  );
}

function dueText(what: string, state: DueState, date: string): string {
  const days = daysUntil(date);
  if (state === "expired") return `${what} expired`;
  if (state === "soon")
    return days === 0 ? `${what} due today` : `${what} due in ${days} day${days === 1 ? "" : "s"}`;
  return `${what} until ${formatDate(date)}`;
}

export function MotBadge({
  vehicle,
}: {
  vehicle: Pick<Vehicle, "mot_status" | "mot_valid_until" | "mot_tests">;
}) {
  const date = vehicle.mot_valid_until;
  if (!date) return <Badge tone="unknown">MOT unknown</Badge>;
  const state = vehicle.mot_status?.toLowerCase() === "not valid" ? "expired" : dueState(date);
  const firstDue = vehicle.mot_tests.length === 0 && state !== "expired";
  const text =
    firstDue && state === "ok"
      ? `First MOT due ${formatDate(date)}`
      : dueText(firstDue ? "First MOT" : "MOT", state, date);
  return (
    <Badge
      tone={state}
      title={`MOT ${state === "expired" ? "expired" : "valid until"} ${formatDate(date)}`}
    >
      {text}
    </Badge>
  );
}

export function TaxBadge({ vehicle }: { vehicle: Pick<Vehicle, "tax_status" | "tax_due_date"> }) {
  const status = vehicle.tax_status?.toLowerCase() ?? "";
  if (status === "sorn")
    return (
      <Badge tone="neutral" title="Declared off the road (SORN)">
        SORN
      </Badge>
    );
  if (status === "untaxed" || status === "not taxed for on road use")
    return <Badge tone="expired">Untaxed</Badge>;
  const date = vehicle.tax_due_date;
  if (!date)
    return (
      <Badge tone="unknown">
        {vehicle.tax_status ? `Tax: ${vehicle.tax_status}` : "Tax unknown"}
      </Badge>
    );
  const state = dueState(date);
  return (
    <Badge tone={state} title={`Tax due ${formatDate(date)}`}>
      {dueText("Tax", state, date)}
    </Badge>
  );
}

export function InsuranceBadge({ insurance }: { insurance: Vehicle["insurance"] }) {
  if (insurance.status === "insured") return <Badge tone="ok">Insured</Badge>;
  if (insurance.status === "not_insured") return <Badge tone="expired">Not insured</Badge>;
  return <Badge tone="unknown">Insurance unknown</Badge>;
}

export function ArchivedBadge() {
  return <Badge tone="neutral">Archived</Badge>;
}
