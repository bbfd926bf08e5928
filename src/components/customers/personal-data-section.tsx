"use client";
// UK GDPR on the hirer's page (Owner, Manager): download everything held about them, or erase
// their personal data after a confirmation that says what goes and what stays.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, UserX } from "lucide-react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { Customer } from "~/server/models/customer";
import { formatUkDateTime } from "~/server/models/uk-format";
import { useTRPC } from "~/trpc/react";

const card = "rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200";

const GOES = [
  "Their name (shown as “Erased hirer” everywhere), email, phone, date of birth, licence number, address and notes",
  "The details of their licence checks (the result and date stay)",
  "The name they signed with and the signing device’s address, here and in the activity log",
  "The text of emails sent to them",
];
const STAYS = [
  "Agreements, reports, charges and fines: references, dates, money, vehicle and notes",
  "The signed PDFs and photos, until the data retention policy deletes them",
];

export function PersonalDataSection({ customer }: { customer: Customer }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const erase = useMutation(
    trpc.agreements.eraseCustomer.mutationOptions({
      onSuccess: async (erased) => {
        queryClient.setQueryData(trpc.agreements.getCustomer.queryKey({ id: customer.id }), erased);
        await queryClient.invalidateQueries({ queryKey: trpc.agreements.pathKey() });
        toast.success("Personal data erased.");
        router.refresh();
      },
      onError: (error) => toast.error(`Not erased: ${error.message}`),
    }),
  );

  return (
    <section aria-labelledby="personal-data-heading" className={card}>
      <h2 id="personal-data-heading" className="text-lg font-semibold">
        Personal data
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {customer.erased_at
          ? `This hirer’s personal data was erased on ${formatUkDateTime(customer.erased_at)}. Their records keep what is left.`
          : "A hirer may ask for a copy of what you hold about them, or for its erasure (UK GDPR)."}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild variant="secondary" className="min-h-11">
          <a href={`/api/app/customers/${customer.id}/export`} download>
            <Download className="size-4" aria-hidden />
            Download their data
          </a>
        </Button>
        {customer.erased_at ? null : (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" className="min-h-11">
                <UserX className="size-4" aria-hidden />
                Erase personal data
              </Button>
            }
            title={`Erase ${customer.name}’s personal data?`}
            description="This cannot be undone. Not possible while they have an agreement sent, signed or out, or a damage charge waiting for their answer or disputed."
            confirmLabel="Erase personal data"
            destructive
            onConfirm={() => erase.mutateAsync({ id: customer.id })}
          >
            <div className="text-sm">
              <h3 className="font-semibold">What goes</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                {GOES.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <h3 className="mt-3 font-semibold">What stays</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                {STAYS.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          </ConfirmDialog>
        )}
      </div>
    </section>
  );
}
