"use client";
// Settings > Damage rates: the 21 rates of the rate card (type x severity), edited in pounds.
// Save sends each changed rate through PUT /damage-rates/{id}'s procedure; charges already
// prepared keep the amounts they were priced with.
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { pence } from "~/components/agreements/wizard-types";
import { DAMAGE_TYPE_LABELS, SEVERITY_LABELS } from "~/components/reports/labels";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { DamageRate } from "~/server/models/damage-charge";
import { DAMAGE_SEVERITIES, DAMAGE_TYPES } from "~/server/models/damage-words";
import { useTRPC } from "~/trpc/react";

/** The most a rate may be: £100,000.00 (the API's 10,000,000 pence). */
const MAX_PENCE = 10_000_000;

const poundsOf = (amount: number) => (amount / 100).toFixed(2);

function RateInput({
  rate,
  value,
  error,
  onChange,
}: {
  rate: DamageRate;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = `rate-${rate.id}`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {SEVERITY_LABELS[rate.severity]}
      </label>
      <div className="relative">
        <span
          aria-hidden
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600"
        >
          £
        </span>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(
            "block min-h-11 w-full rounded-lg border bg-white pr-3 pl-7 text-base tabular-nums shadow-sm sm:text-sm",
            error ? "border-red-500" : "border-slate-300",
          )}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function DamageRatesForm({ rates }: { rates: DamageRate[] }) {
  const trpc = useTRPC();
  const router = useRouter();
  const update = useMutation(trpc.agreements.updateDamageRate.mutationOptions());
  const [saved, setSaved] = useState(() => new Map(rates.map((r) => [r.id, r.amount_pence])));
  const [typed, setTyped] = useState(
    () => new Map(rates.map((r) => [r.id, poundsOf(r.amount_pence)])),
  );
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const byKey = new Map(rates.map((r) => [`${r.type}_${r.severity}`, r]));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = new Map<string, string>();
    const changed: { id: string; amount_pence: number }[] = [];
    for (const rate of rates) {
      const amount = pence(typed.get(rate.id) ?? "");
      if (amount === null || amount > MAX_PENCE)
        found.set(rate.id, "Enter an amount in pounds from 0 to 100,000, such as 75 or 75.50.");
      else if (amount !== saved.get(rate.id)) changed.push({ id: rate.id, amount_pence: amount });
    }
    setErrors(found);
    if (found.size > 0) {
      toast.error("Some rates are not amounts in pounds: nothing was saved.");
      return;
    }
    if (changed.length === 0) {
      toast.success("No rate changed.");
      return;
    }
    try {
      const done = await Promise.all(changed.map((c) => update.mutateAsync(c)));
      const nextSaved = new Map(saved);
      const nextTyped = new Map(typed);
      for (const r of done) {
        nextSaved.set(r.id, r.amount_pence);
        nextTyped.set(r.id, poundsOf(r.amount_pence));
      }
      setSaved(nextSaved);
      setTyped(nextTyped);
      toast.success(
        `Saved ${done.length} ${done.length === 1 ? "rate" : "rates"}. New charges use them.`,
      );
      router.refresh();
    } catch (error) {
      toast.error(
        error instanceof Error ? error.message : "The rates could not be saved. Try again.",
      );
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-2">
        {DAMAGE_TYPES.map((type) => (
          <fieldset
            key={type}
            className="rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <legend className="float-left mb-3 text-base font-semibold">
              {DAMAGE_TYPE_LABELS[type]}
            </legend>
            <div className="clear-left grid grid-cols-3 gap-3">
              {DAMAGE_SEVERITIES.map((severity) => {
                const rate = byKey.get(`${type}_${severity}`);
                return rate ? (
                  <RateInput
                    key={rate.id}
                    rate={rate}
                    value={typed.get(rate.id) ?? ""}
                    error={errors.get(rate.id)}
                    onChange={(value) => setTyped(new Map(typed).set(rate.id, value))}
                  />
                ) : null;
              })}
            </div>
          </fieldset>
        ))}
      </div>
      <Button type="submit" className="min-h-11" disabled={update.isPending}>
        Save rates
      </Button>
    </form>
  );
}
