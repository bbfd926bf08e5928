"use client";
// One hirer: details (edit in place), driving licence checks, their reports, and delete
// with a confirmation that says what goes with them.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { Customer } from "~/server/models/customer";
import { formatCalendarDate } from "~/server/models/uk-format";
import { useTRPC } from "~/trpc/react";
import { CustomerForm } from "./customer-form";
import { CustomerReports } from "./customer-reports";
import { LicenceSection } from "./licence-section";
import { VerdictBadge } from "./licence-verdict";

const card = "rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200";

function Details({ customer }: { customer: Customer }) {
  const address = customer.address
    ? [
        customer.address.line1,
        customer.address.line2,
        customer.address.city,
        customer.address.postcode,
        customer.address.country === "GB" ? null : customer.address.country,
      ]
        .filter(Boolean)
        .join(", ")
    : null;
  const rows: [string, string | null][] = [
    ["Email", customer.email],
    ["Phone", customer.phone],
    ["Date of birth", customer.date_of_birth ? formatCalendarDate(customer.date_of_birth) : null],
    ["Licence number", customer.licence_number],
    ["Address", address],
    ["Notes", customer.notes],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div
          key={label}
          className={label === "Notes" || label === "Address" ? "sm:col-span-2" : undefined}
        >
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd
            className={value ? "mt-0.5 break-words whitespace-pre-line" : "mt-0.5 text-slate-500"}
          >
            {value ?? "Not given"}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function CustomerDetail({
  initial,
  canWrite,
  canSeeReports,
}: {
  initial: Customer;
  canWrite: boolean;
  canSeeReports: boolean;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const { data: customer } = useQuery({
    ...trpc.agreements.getCustomer.queryOptions({ id: initial.id }),
    initialData: initial,
  });
  const remove = useMutation(
    trpc.agreements.deleteCustomer.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.agreements.listCustomers.pathKey() });
        toast.success(`${customer.name} deleted.`);
        router.push("/customers");
      },
      onError: (error) => toast.error(`Not deleted: ${error.message}`),
    }),
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-semibold break-words">{customer.name}</h1>
          {customer.licence_check ? (
            <VerdictBadge outcome={customer.licence_check.outcome} />
          ) : (
            <p className="text-sm text-slate-600">Licence not checked yet</p>
          )}
        </div>
        {canWrite ? (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" className="min-h-11">
                <Trash2 className="size-4" aria-hidden />
                Delete
              </Button>
            }
            title={`Delete ${customer.name}?`}
            description="Their details and every licence check are deleted for good. Reports that named them keep their signed PDFs. A hirer named by a rental agreement cannot be deleted."
            confirmLabel="Delete customer"
            destructive
            onConfirm={() => remove.mutateAsync({ id: customer.id })}
          />
        ) : null}
      </div>

      <section aria-labelledby="details-heading" className={card}>
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 id="details-heading" className="text-lg font-semibold">
            Details
          </h2>
          {canWrite && !editing ? (
            <Button variant="ghost" className="min-h-11" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden />
              Edit
            </Button>
          ) : null}
        </div>
        {editing ? (
          <CustomerForm
            customer={customer}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <Details customer={customer} />
        )}
      </section>

      <LicenceSection customer={customer} canWrite={canWrite} />
      {canSeeReports ? <CustomerReports customerId={customer.id} /> : null}
    </div>
  );
}
