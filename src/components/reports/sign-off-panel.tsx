"use client";
// Sign-off of a completed report: what is still needed, the inspector (picked from
// the team, the signed-in user first) and their signature, and the hirer's declaration and signature when a customer is linked.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { UploadBlock, useUploadBlock } from "~/components/offline/upload-block";
import { Field } from "~/components/ui/field";
import { SignatureField } from "~/components/ui/signature-field";
import type { Report } from "~/server/models/report";
import { useTRPC } from "~/trpc/react";
import { errorMessage } from "~/components/ui/app-error";
import { ReadinessList } from "./readiness-list";

export const CUSTOMER_DECLARATION =
  "I have seen this report and agree that it is a fair record of the vehicle's condition at the time of the inspection.";

type Props = { report: Report; onSignedOff: () => Promise<unknown> };

export function SignOffPanel({ report, onSignedOff }: Props) {
  const trpc = useTRPC();
  const signers = useQuery(trpc.reports.signers.queryOptions());
  const readiness = useQuery(trpc.reports.readiness.queryOptions({ id: report.id }));
  const signOff = useMutation(trpc.reports.signOffAsMember.mutationOptions());
  const signerId = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const [signature, setSignature] = useState<string | null>(null);
  const [customerName, setCustomerName] = useState("");
  const [customerSignature, setCustomerSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const signer = picked ?? signers.data?.[0]?.id ?? "";
  // A hirer who inspected and sent the report themselves is not there to sign: their sending stands.
  const withCustomer = report.customer_id !== null && report.performed_by !== "hirer";
  const uploadBlock = useUploadBlock(report.id, "signed off");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!signer) found.name = "Pick the person signing.";
    if (!signature) found.signature = "Sign in the box.";
    if (withCustomer && !customerName.trim()) found.customerName = "Enter the customer's name.";
    if (withCustomer && !customerSignature)
      found.customerSignature = "The customer signs in the box.";
    setErrors(found);
    if (Object.keys(found).length > 0 || !signature) return;
    try {
      await signOff.mutateAsync({
        id: report.id,
        signed_by_user_id: signer,
        signature_png: signature,
        ...(withCustomer && customerSignature
          ? { customer_signed_name: customerName.trim(), customer_signature_png: customerSignature }
          : {}),
      });
    } catch (error) {
      toast.error(errorMessage(error, "The report could not be signed off. Try again."));
      return;
    }
    toast.success("Report signed off. The PDF is ready.");
    await onSignedOff();
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="space-y-6 rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      aria-labelledby="sign-off-heading"
    >
      <div>
        <h2 id="sign-off-heading" className="text-lg font-semibold">
          Sign off
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Signing off produces the final PDF. It cannot be changed afterwards.
        </p>
      </div>
      {readiness.data ? (
        <ReadinessList
          items={readiness.data.missing}
          fixAt={() => ({ href: "#signature", label: "Sign below" })}
          doneText="Ready to sign off."
        />
      ) : null}
      <div id="signature" className="max-w-xl space-y-4">
        <div className="space-y-1.5">
          <label htmlFor={signerId} className="block text-sm font-medium text-slate-800">
            Signed by
          </label>
          <select
            id={signerId}
            value={signer}
            onChange={(e) => setPicked(e.target.value)}
            disabled={!signers.data}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${signerId}-error` : undefined}
            className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
          >
            {signers.data ? null : <option value="">Loading the team…</option>}
            {signers.data?.map((m) => (
              <option key={m.id} value={m.id}>
                {m.is_you ? `${m.name} (you)` : m.name}
              </option>
            ))}
          </select>
          {errors.name ? (
            <p id={`${signerId}-error`} role="alert" className="text-sm text-red-700">
              {errors.name}
            </p>
          ) : null}
        </div>
        <SignatureField
          label="Inspector's signature"
          onChange={setSignature}
          error={errors.signature}
        />
      </div>
      {withCustomer ? (
        <fieldset className="max-w-xl space-y-4 border-t border-slate-200 pt-5">
          <legend className="sr-only">Customer</legend>
          <h3 className="text-base font-semibold">Customer declaration</h3>
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
            {CUSTOMER_DECLARATION}
          </p>
          <Field
            label="Customer's name"
            autoComplete="off"
            value={customerName}
            onChange={(e) => setCustomerName(e.target.value)}
            error={errors.customerName}
          />
          <SignatureField
            label="Customer's signature"
            onChange={setCustomerSignature}
            error={errors.customerSignature}
          />
        </fieldset>
      ) : null}
      <UploadBlock id="sign-off-upload-block" reason={uploadBlock} />
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        disabled={signOff.isPending || uploadBlock !== null}
        aria-describedby={uploadBlock ? "sign-off-upload-block" : undefined}
      >
        {signOff.isPending ? "Signing off…" : "Sign off"}
      </Button>
    </form>
  );
}
