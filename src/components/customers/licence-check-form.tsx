"use client";
// Run a licence check: the consent sentence the driver agreed to, their share code,
// and the licence number (the hirer's by default). The result replaces the form.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { Customer } from "~/server/models/customer";
import type { LicenceCheck } from "~/server/models/licence-check";
import { useTRPC } from "~/trpc/react";
import { fieldErrors } from "~/components/ui/field-errors";
import { asSentence } from "~/components/ui/sentence";

export const CONSENT_SENTENCE =
  "The driver agreed to Kerbside checking their driving licence record with DVLA for this hire, and gave us this share code.";

export function LicenceCheckForm({
  customer,
  onChecked,
  onCancel,
}: {
  customer: Customer;
  onChecked: (check: LicenceCheck) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [shareCode, setShareCode] = useState("");
  const [licenceNumber, setLicenceNumber] = useState(customer.licence_number ?? "");
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const check = useMutation(trpc.agreements.checkLicence.mutationOptions());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const local: Record<string, string> = {};
    if (!consent) local["/consent"] = "Tick the box once the driver has agreed to the check.";
    if (shareCode.replace(/\s+/g, "").length !== 8)
      local["/share_code"] = "Enter the driver's 8-character share code.";
    if (!licenceNumber.trim()) local["/licence_number"] = "Enter the driving licence number.";
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const result = await check.mutateAsync({
        id: customer.id,
        share_code: shareCode,
        consent: true,
        licence_number: licenceNumber,
      });
      setShareCode("");
      setConsent(false);
      await queryClient.invalidateQueries({ queryKey: trpc.agreements.pathKey() });
      onChecked(result);
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      setFailure(
        error instanceof Error ? error.message : "The check could not be made. Try again.",
      );
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="space-y-4"
      aria-label="Check driving licence"
    >
      {failure ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200"
        >
          {failure}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Share code"
          value={shareCode}
          onChange={(e) => setShareCode(e.target.value.toUpperCase())}
          autoComplete="off"
          spellCheck={false}
          maxLength={12}
          error={errors["/share_code"]}
          hint={
            <>
              8 letters and numbers the driver makes at GOV.UK, &ldquo;View or share your driving
              licence information&rdquo;. Used once, never stored.
            </>
          }
        />
        <Field
          label="Driving licence number"
          value={licenceNumber}
          onChange={(e) => setLicenceNumber(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          error={errors["/licence_number"]}
        />
      </div>
      <div>
        <label className="flex min-h-11 items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            className="mt-0.5 size-5 shrink-0"
            aria-invalid={errors["/consent"] ? true : undefined}
            aria-describedby={errors["/consent"] ? "consent-error" : undefined}
          />
          <span>{CONSENT_SENTENCE}</span>
        </label>
        {errors["/consent"] ? (
          <p id="consent-error" role="alert" className="text-sm text-red-700">
            {asSentence(errors["/consent"])}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" className="min-h-11" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" className="min-h-11" disabled={check.isPending}>
          {check.isPending ? "Checking with DVLA…" : "Check licence"}
        </Button>
      </div>
    </form>
  );
}
