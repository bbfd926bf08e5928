"use client";
// New customer and Edit details: one form. The server checks every field with the same
// schema as the API and names each bad one; its message appears under that field.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { Customer } from "~/server/models/customer";
import { useTRPC } from "~/trpc/react";
import { fieldErrors } from "~/components/ui/field-errors";
import { asSentence } from "~/components/ui/sentence";

type Values = Record<(typeof FIELDS)[number]["key"] | "notes", string>;

const FIELDS = [
  { key: "name", pointer: "/name", label: "Full name", autoComplete: "name", required: true },
  { key: "email", pointer: "/email", label: "Email", type: "email", autoComplete: "email" },
  {
    key: "phone",
    pointer: "/phone",
    label: "Phone",
    type: "tel",
    autoComplete: "tel",
    hint: "UK numbers need no +44",
  },
  { key: "date_of_birth", pointer: "/date_of_birth", label: "Date of birth", type: "date" },
  {
    key: "licence_number",
    pointer: "/licence_number",
    label: "Driving licence number",
    hint: "16 characters, as on the photocard, e.g. MORGA753116SM9IJ",
  },
  {
    key: "line1",
    pointer: "/address/line1",
    label: "Address line 1",
    autoComplete: "address-line1",
  },
  {
    key: "line2",
    pointer: "/address/line2",
    label: "Address line 2",
    autoComplete: "address-line2",
  },
  { key: "city", pointer: "/address/city", label: "Town or city", autoComplete: "address-level2" },
  { key: "postcode", pointer: "/address/postcode", label: "Postcode", autoComplete: "postal-code" },
  {
    key: "country",
    pointer: "/address/country",
    label: "Country code",
    hint: "Two letters, e.g. GB",
  },
] as const;

function CustomerField({
  field,
  ...props
}: {
  field: (typeof FIELDS)[number];
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: string;
}) {
  return (
    <Field
      label={field.label}
      type={"type" in field ? field.type : "text"}
      autoComplete={"autoComplete" in field ? field.autoComplete : "off"}
      required={"required" in field}
      hint={"hint" in field ? field.hint : undefined}
      {...props}
    />
  );
}

function valuesOf(c?: Customer): Values {
  return {
    name: c?.name ?? "",
    email: c?.email ?? "",
    phone: c?.phone ?? "",
    date_of_birth: c?.date_of_birth ?? "",
    licence_number: c?.licence_number ?? "",
    line1: c?.address?.line1 ?? "",
    line2: c?.address?.line2 ?? "",
    city: c?.address?.city ?? "",
    postcode: c?.address?.postcode ?? "",
    country: c?.address?.country ?? "GB",
    notes: c?.notes ?? "",
  };
}

const orNull = (v: string) => (v.trim() === "" ? null : v.trim());

/** The form's strings as the API's fields: blanks are null, no first address line means no address. */
function toInput(v: Values) {
  const hasAddress = [v.line1, v.line2, v.city, v.postcode].some((x) => x.trim() !== "");
  return {
    name: v.name,
    email: orNull(v.email),
    phone: orNull(v.phone),
    date_of_birth: orNull(v.date_of_birth),
    licence_number: orNull(v.licence_number),
    address: hasAddress
      ? {
          line1: v.line1,
          line2: orNull(v.line2),
          city: orNull(v.city),
          postcode: orNull(v.postcode),
          country: v.country.trim() || "GB",
        }
      : null,
    notes: orNull(v.notes),
  };
}

export function CustomerForm({
  customer,
  onSaved,
  onCancel,
}: {
  customer?: Customer;
  onSaved?: (saved: Customer) => void;
  onCancel?: () => void;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => valuesOf(customer));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useMutation(trpc.agreements.createCustomer.mutationOptions());
  const update = useMutation(trpc.agreements.updateCustomer.mutationOptions());
  const pending = create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!values.name.trim()) {
      setErrors({ "/name": "Enter the hirer's full name." });
      return;
    }
    try {
      const input = toInput(values);
      const saved = customer
        ? await update.mutateAsync({ id: customer.id, ...input })
        : await create.mutateAsync(input);
      setErrors({});
      queryClient.setQueryData(trpc.agreements.getCustomer.queryKey({ id: saved.id }), saved);
      await queryClient.invalidateQueries({ queryKey: trpc.agreements.listCustomers.pathKey() });
      toast.success(customer ? "Saved." : `${saved.name} added.`);
      if (onSaved) onSaved(saved);
      else router.push(`/customers/${saved.id}`);
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      if (Object.keys(byField).length === 0)
        setFailure(
          error instanceof Error ? error.message : "The customer could not be saved. Try again.",
        );
    }
  };

  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const errorCount = Object.keys(errors).length;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-6">
      {failure ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200"
        >
          {failure}
        </p>
      ) : errorCount > 0 ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200"
        >
          {errorCount === 1 ? "One field needs attention." : `${errorCount} fields need attention.`}{" "}
          Check the messages below.
        </p>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Hirer</legend>
        {FIELDS.slice(0, 5).map((f) => (
          <CustomerField
            key={f.key}
            field={f}
            value={values[f.key]}
            onChange={set(f.key)}
            error={errors[f.pointer]}
          />
        ))}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Address</legend>
        {FIELDS.slice(5).map((f) => (
          <CustomerField
            key={f.key}
            field={f}
            value={values[f.key]}
            onChange={set(f.key)}
            error={errors[f.pointer]}
          />
        ))}
      </fieldset>
      <div className="space-y-1.5">
        <label htmlFor="customer-notes" className="block text-sm font-medium text-slate-800">
          Notes
        </label>
        <textarea
          id="customer-notes"
          value={values.notes}
          onChange={set("notes")}
          maxLength={2000}
          rows={3}
          aria-invalid={errors["/notes"] ? true : undefined}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm sm:text-sm"
        />
        {errors["/notes"] ? (
          <p className="text-sm text-red-700">{asSentence(errors["/notes"], "Notes")}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button type="button" variant="secondary" className="min-h-11" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" className="min-h-11" disabled={pending}>
          {pending ? "Saving…" : customer ? "Save details" : "Add customer"}
        </Button>
      </div>
    </form>
  );
}
