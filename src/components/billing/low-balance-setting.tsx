"use client";
// The Owner's low-balance warning level: below it the app shows a banner, and the
// Owners and Billing members get one email each time a report takes the balance under it.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { LowBalanceThresholdInput } from "~/server/models/purchase";
import { useTRPC } from "~/trpc/react";

type Values = z.input<typeof LowBalanceThresholdInput>;

export function LowBalanceSetting({ threshold }: { threshold: number }) {
  const trpc = useTRPC();
  const router = useRouter();
  const save = useMutation(trpc.billing.setLowBalanceThreshold.mutationOptions());
  const form = useForm<Values>({
    resolver: zodResolver(LowBalanceThresholdInput),
    defaultValues: { threshold },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(`You will be warned when the balance falls below ${saved.threshold}.`);
      router.refresh();
    } catch (error) {
      form.setError("threshold", {
        message: error instanceof Error ? error.message : "The setting could not be saved.",
      });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="low-balance-heading"
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="low-balance-heading" className="text-base font-semibold">
        Low-balance warning
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Below this many credits, everyone sees a reminder in the app, and Owners and Billing members
        get one email when the balance drops under it.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:w-48">
          <Field
            label="Warn below (credits)"
            type="number"
            inputMode="numeric"
            min={0}
            error={form.formState.errors.threshold?.message}
            {...form.register("threshold", { valueAsNumber: true })}
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          className="min-h-11 sm:mt-7"
          disabled={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting ? "Saving…" : "Save warning level"}
        </Button>
      </div>
    </form>
  );
}
