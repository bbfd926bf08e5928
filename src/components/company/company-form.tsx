"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { UpdateCompanyInput, type CompanyProfile } from "~/server/models/company";
import { useTRPC } from "~/trpc/react";

const shape = UpdateCompanyInput.shape;
// The API's own rules, with an empty box meaning "clear this field".
const blankable = <T extends z.ZodType<unknown, string | null | undefined>>(schema: T) =>
  z
    .string()
    .transform((v): string | null | undefined => (v.trim() === "" ? null : v))
    .pipe(schema);

const CompanyForm = z.object({
  name: shape.name.unwrap(),
  vat_number: blankable(shape.vat_number),
  address_line1: blankable(shape.address_line1),
  address_line2: blankable(shape.address_line2),
  city: blankable(shape.city),
  postcode: blankable(shape.postcode),
  contact_email: blankable(shape.contact_email),
  contact_phone: blankable(shape.contact_phone),
});
type Input = z.input<typeof CompanyForm>;
type Output = z.output<typeof CompanyForm>;

const valuesOf = (c: CompanyProfile): Input => ({
  name: c.name,
  vat_number: c.vat_number ?? "",
  address_line1: c.address_line1 ?? "",
  address_line2: c.address_line2 ?? "",
  city: c.city ?? "",
  postcode: c.postcode ?? "",
  contact_email: c.contact_email ?? "",
  contact_phone: c.contact_phone ?? "",
});

export function CompanyDetailsForm({ company }: { company: CompanyProfile }) {
  const router = useRouter();
  const trpc = useTRPC();
  const update = useMutation(trpc.settings.company.update.mutationOptions());
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(CompanyForm),
    defaultValues: valuesOf(company),
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(valuesOf(saved));
      toast.success("Company details saved.");
      router.refresh();
    } catch (error) {
      toast.error(
        error instanceof Error ? error.message : "The details could not be saved. Try again.",
      );
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="details-heading"
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="details-heading" className="text-base font-semibold">
        Business details
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Shown on your reports, agreements and the emails hirers receive.
      </p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field
            label="Business name"
            autoComplete="organization"
            error={errors.name?.message}
            {...form.register("name")}
          />
        </div>
        <Field
          label="VAT number"
          hint="Optional. For example GB123456789."
          error={errors.vat_number?.message}
          {...form.register("vat_number")}
        />
        <Field
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.contact_phone?.message}
          {...form.register("contact_phone")}
        />
        <div className="sm:col-span-2">
          <Field
            label="Contact email"
            type="email"
            autoComplete="email"
            hint="Where hirers can reply."
            error={errors.contact_email?.message}
            {...form.register("contact_email")}
          />
        </div>
        <div className="sm:col-span-2">
          <Field
            label="Address line 1"
            autoComplete="address-line1"
            error={errors.address_line1?.message}
            {...form.register("address_line1")}
          />
        </div>
        <div className="sm:col-span-2">
          <Field
            label="Address line 2"
            autoComplete="address-line2"
            error={errors.address_line2?.message}
            {...form.register("address_line2")}
          />
        </div>
        <Field
          label="Town or city"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register("city")}
        />
        <Field
          label="Postcode"
          autoComplete="postal-code"
          error={errors.postcode?.message}
          {...form.register("postcode")}
        />
      </div>
      <div className="mt-6 flex items-center gap-3">
        <Button
          type="submit"
          className="min-h-11"
          disabled={form.formState.isSubmitting || !form.formState.isDirty}
        >
          {form.formState.isSubmitting ? "Saving…" : "Save changes"}
        </Button>
        {form.formState.isDirty ? (
          <span className="text-sm text-slate-500">You have unsaved changes.</span>
        ) : null}
      </div>
    </form>
  );
}
