"use client";
// Settings > Data retention (Owner): the three periods of the company's retention policy,
// saved through PUT /retention-policy's procedure.
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { RetentionPolicy } from "~/server/models/retention-policy";
import { useTRPC } from "~/trpc/react";

type Key = keyof RetentionPolicy;

const FIELDS: { key: Key; label: string; unit: string; min: number; max: number; help: string }[] =
  [
    {
      key: "licence_check_days",
      label: "Licence check details",
      unit: "days",
      min: 30,
      max: 3650,
      help: "After this, a licence check keeps only its result and date: the licence number, endorsements and points go.",
    },
    {
      key: "inactive_customer_years",
      label: "Inactive hirers",
      unit: "years",
      min: 1,
      max: 10,
      help: "A hirer with no agreement, report, charge or fine for this long has their personal data erased.",
    },
    {
      key: "document_years",
      label: "Signed PDFs and photos",
      unit: "years",
      min: 1,
      max: 10,
      help: "Years after a report is signed off or cancelled, or an agreement is closed or cancelled, its PDFs, signatures and photos are deleted. The records stay.",
    },
  ];

export function RetentionPolicyForm({ policy }: { policy: RetentionPolicy }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [typed, setTyped] = useState<Record<Key, string>>(() => ({
    licence_check_days: String(policy.licence_check_days),
    inactive_customer_years: String(policy.inactive_customer_years),
    document_years: String(policy.document_years),
  }));
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const save = useMutation(
    trpc.agreements.updateRetentionPolicy.mutationOptions({
      onSuccess: () => {
        toast.success("Retention policy saved.");
        router.refresh();
      },
      onError: (error) => toast.error(`Not saved: ${error.message}`),
    }),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<Key, string>> = {};
    const values: Partial<RetentionPolicy> = {};
    for (const field of FIELDS) {
      const n = Number(typed[field.key].trim());
      if (!Number.isInteger(n) || n < field.min || n > field.max)
        found[field.key] =
          `${field.label} must be a whole number of ${field.unit} from ${field.min} to ${field.max}.`;
      else values[field.key] = n;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(values);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="max-w-2xl space-y-5 rounded-[var(--radius-card)] bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      {FIELDS.map((field) => {
        const id = `retention-${field.key}`;
        const error = errors[field.key];
        return (
          <div key={field.key} className="space-y-1.5">
            <label htmlFor={id} className="block text-sm font-medium text-slate-800">
              {field.label} ({field.unit})
            </label>
            <p id={`${id}-help`} className="text-sm text-slate-600">
              {field.help}
            </p>
            <input
              id={id}
              inputMode="numeric"
              autoComplete="off"
              value={typed[field.key]}
              onChange={(e) => setTyped((t) => ({ ...t, [field.key]: e.target.value }))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-help ${id}-error` : `${id}-help`}
              className={cn(
                "block min-h-11 w-32 rounded-lg border bg-white px-3 text-base tabular-nums shadow-sm sm:text-sm",
                error ? "border-red-500" : "border-slate-300",
              )}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <Button type="submit" className="min-h-11" disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save policy"}
      </Button>
    </form>
  );
}
