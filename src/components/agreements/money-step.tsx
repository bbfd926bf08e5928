"use client";
// Wizard step: dates and money, with live rental days and total, and a warning when
// the vehicle has another signed or out agreement over those dates (allowed, but said).
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useTRPC } from "~/trpc/react";
import { formatPence, formatUkDateTime } from "~/server/models/uk-format";
import { moneyErrors, totals, type Draft } from "./wizard-types";

type Props = {
  draft: Draft;
  vehicleId: string;
  onChange: (patch: Partial<Draft>) => void;
  onDone: () => void;
};

function OverlapWarning({
  vehicleId,
  start,
  end,
}: {
  vehicleId: string;
  start: string | null;
  end: string | null;
}) {
  const trpc = useTRPC();
  const overlaps = useQuery({
    ...trpc.agreements.agreementOverlaps.queryOptions({
      vehicle_id: vehicleId,
      starts_at: start ?? "",
      ends_at: end ?? "",
    }),
    enabled: start !== null && end !== null && end > start,
  });
  const list = overlaps.data ?? [];
  if (list.length === 0) return null;
  return (
    <div
      role="status"
      className="flex gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-medium">
          This vehicle already has{" "}
          {list.length === 1 ? "an agreement" : `${list.length} agreements`} over these dates
        </p>
        <ul className="mt-1 list-disc pl-5">
          {list.map((a) => (
            <li key={a.id}>
              <IntentLink className="underline" href={`/agreements/${a.id}`}>
                {a.customer.name}
              </IntentLink>
              , {formatUkDateTime(a.starts_at)} to {formatUkDateTime(a.ends_at)} (
              {a.status === "out" ? "out on hire" : "signed"})
            </li>
          ))}
        </ul>
        <p className="mt-1">You can still go ahead: agreements may overlap.</p>
      </div>
    </div>
  );
}

export function MoneyStep({ draft, vehicleId, onChange, onDone }: Props) {
  const [tried, setTried] = useState(false);
  const errors = moneyErrors(draft);
  const shown = tried ? errors : {};
  const t = totals(draft);
  const field = (key: keyof Draft) => ({
    value: draft[key] as string,
    onChange: (e: { target: { value: string } }) => onChange({ [key]: e.target.value }),
  });
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (Object.values(errors).every((x) => x === undefined)) onDone();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Start (UK time)"
          type="datetime-local"
          {...field("startsAt")}
          error={shown.startsAt}
        />
        <Field
          label="End (UK time)"
          type="datetime-local"
          {...field("endsAt")}
          error={shown.endsAt}
        />
        <Field
          label="Daily rate (£)"
          inputMode="decimal"
          {...field("dailyRate")}
          error={shown.dailyRate}
        />
        <Field
          label="Deposit (£)"
          inputMode="decimal"
          {...field("deposit")}
          error={shown.deposit}
        />
        <Field label="Excess (£)" inputMode="decimal" {...field("excess")} error={shown.excess} />
        <Field
          label="Mileage allowance (miles a day)"
          inputMode="numeric"
          hint="Leave empty for unlimited"
          {...field("mileage")}
          error={shown.mileage}
        />
        <Field label="Reference (optional)" maxLength={100} {...field("reference")} />
        <Field label="Notes (optional)" maxLength={2000} {...field("notes")} />
      </div>
      <OverlapWarning vehicleId={vehicleId} start={t.start} end={t.end} />
      <p aria-live="polite" className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
        {t.days === null
          ? "Rental days and total appear when the dates are set."
          : `${t.days} ${t.days === 1 ? "day" : "days"}${t.total !== null ? `, total ${formatPence(t.total)}` : ""} (deposit and excess are not in the total).`}
      </p>
      <Button type="submit" className="min-h-11">
        Continue
      </Button>
    </form>
  );
}
