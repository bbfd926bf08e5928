"use client";
// The moves of a charge's status, each confirmed first where it emails the hirer, takes money
// or cannot be undone: send (after saving the draft's edits), revise, collect (with method),
// waive, delete a draft.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import {
  COLLECTION_METHODS,
  type CollectionMethod,
  type DamageCharge,
} from "~/server/models/damage-charge";
import { formatPence } from "~/server/models/uk-format";
import { useTRPC } from "~/trpc/react";

const METHOD_LABELS: Record<CollectionMethod, string> = {
  deposit: "From the deposit",
  card: "Card",
  bank_transfer: "Bank transfer",
  other: "Other",
};

type Props = {
  charge: DamageCharge;
  /** Saves the draft's edits; rejects (having said why) when they cannot be saved. */
  saveLines: () => Promise<unknown>;
  onChange: (charge: DamageCharge) => Promise<void>;
  onSent: (hirerUrl: string) => void;
};

/** Collecting is allowed once the hirer accepted, or once their time to answer passed unanswered. */
const collectable = (c: DamageCharge) =>
  c.status === "accepted" ||
  (c.status === "sent" && c.respond_by !== null && new Date(c.respond_by) <= new Date());

export function ChargeActions({ charge, saveLines, onChange, onSent }: Props) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<CollectionMethod>("deposit");
  const settle = {
    onSuccess: onChange,
    onError: (error: { message: string }) => toast.error(error.message),
  };
  const send = useMutation(trpc.agreements.sendDamageCharge.mutationOptions(settle));
  const revise = useMutation(trpc.agreements.reviseDamageCharge.mutationOptions(settle));
  const waive = useMutation(trpc.agreements.waiveDamageCharge.mutationOptions(settle));
  const collect = useMutation(trpc.agreements.collectDamageCharge.mutationOptions(settle));
  const remove = useMutation(
    trpc.agreements.deleteDamageCharge.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.agreements.pathKey() });
        router.push("/damage-charges");
      },
      onError: (error) => toast.error(error.message),
    }),
  );
  const hirer = charge.customer.name;
  const draft = charge.status === "draft";

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      {draft ? (
        <>
          <Button
            variant="secondary"
            className="min-h-11"
            onClick={() => saveLines().catch(() => undefined)}
          >
            Save changes
          </Button>
          <ConfirmDialog
            trigger={<Button className="min-h-11">Send to hirer</Button>}
            title={`Send this charge to ${hirer}?`}
            description={`${hirer} is emailed a link to the charge, with the photos of each line, and has 10 days to accept or dispute it. The edits above are saved first.`}
            confirmLabel="Send to hirer"
            onConfirm={async () => {
              await saveLines();
              const sent = await send.mutateAsync({ id: charge.id });
              onSent(sent.hirer_url);
            }}
          />
          <ConfirmDialog
            trigger={
              <Button variant="ghost" className="min-h-11 text-red-700">
                Delete draft
              </Button>
            }
            title="Delete this draft?"
            description="The draft and its edits are deleted. You can prepare a new charge from the check-in report."
            confirmLabel="Delete draft"
            destructive
            onConfirm={() => remove.mutateAsync({ id: charge.id })}
          />
        </>
      ) : null}
      {charge.status === "disputed" ? (
        <ConfirmDialog
          trigger={<Button className="min-h-11">Revise</Button>}
          title="Revise this charge?"
          description={`It goes back to a draft you can change. The link ${hirer} has stops working until you send the charge again, with a new link.`}
          confirmLabel="Revise"
          onConfirm={() => revise.mutateAsync({ id: charge.id })}
        />
      ) : null}
      {collectable(charge) ? (
        <ConfirmDialog
          trigger={<Button className="min-h-11">Record collection</Button>}
          title={`Record ${formatPence(charge.total_pence)} as collected?`}
          description={`The charge is marked collected and ${hirer}'s page says so.`}
          confirmLabel="Record collection"
          onConfirm={() => collect.mutateAsync({ id: charge.id, method })}
        >
          <label className="block text-sm font-medium text-slate-800">
            Collected by
            <select
              value={method}
              onChange={(e) => setMethod(e.target.value as CollectionMethod)}
              className="mt-1.5 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3"
            >
              {COLLECTION_METHODS.map((m) => (
                <option key={m} value={m}>
                  {METHOD_LABELS[m]}
                </option>
              ))}
            </select>
          </label>
        </ConfirmDialog>
      ) : null}
      {charge.status !== "collected" && charge.status !== "waived" ? (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" className="min-h-11">
              Waive
            </Button>
          }
          title="Waive this charge?"
          description={`Nothing will be collected, and ${hirer}'s link says the charge has been withdrawn. This cannot be undone.`}
          confirmLabel="Waive charge"
          destructive
          onConfirm={() => waive.mutateAsync({ id: charge.id })}
        />
      ) : null}
    </div>
  );
}
