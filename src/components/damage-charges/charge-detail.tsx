"use client";
// A damage charge's page: its lines marked Fair wear and tear or Chargeable, the draft's
// editor (include, amount in pounds, size, description), and the moves of its status: send,
// revise, waive, collect (with method), delete a draft; the evidence pack once sent.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import {
  COLLECTION_METHODS,
  type CollectionMethod,
  type DamageCharge,
  type DamageChargeLine,
} from "~/server/models/damage-charge";
import { formatPence, formatUkDateTime } from "~/server/models/uk-format";
import { useTRPC } from "~/trpc/react";
import { ChargeStatus } from "./charge-status";
import { WearMark } from "./wear-mark";

const METHOD_LABELS: Record<CollectionMethod, string> = {
  deposit: "From the deposit",
  card: "Card",
  bank_transfer: "Bank transfer",
  other: "Other",
};

type Edit = { included: boolean; pounds: string; size: string; description: string };

const editOf = (l: DamageChargeLine): Edit => ({
  included: l.included,
  pounds: (l.amount_pence / 100).toFixed(2),
  size: l.size_mm ? String(l.size_mm) : "",
  description: l.description ?? "",
});

function LineRow({
  line,
  edit,
  onEdit,
}: {
  line: DamageChargeLine;
  edit: Edit | null;
  onEdit: (e: Edit) => void;
}) {
  return (
    <li className="space-y-2 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {line.area}: {line.severity} {line.type} ({line.change})
          {line.size_mm ? `, ${line.size_mm} mm` : ""}
        </p>
        <WearMark value={line.wear_and_tear} />
      </div>
      {edit ? (
        <div className="grid gap-3 sm:grid-cols-4">
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={edit.included}
              disabled={line.wear_and_tear === true}
              onChange={(e) => onEdit({ ...edit, included: e.target.checked })}
              className="size-5"
            />
            Charge this line
          </label>
          <label className="text-sm">
            Amount in pounds
            <input
              inputMode="decimal"
              value={edit.pounds}
              onChange={(e) => onEdit({ ...edit, pounds: e.target.value })}
              className="block min-h-11 w-full rounded-lg border border-slate-300 px-3"
            />
          </label>
          <label className="text-sm">
            Size in mm
            <input
              inputMode="numeric"
              value={edit.size}
              onChange={(e) => onEdit({ ...edit, size: e.target.value })}
              className="block min-h-11 w-full rounded-lg border border-slate-300 px-3"
            />
          </label>
          <label className="text-sm">
            Description
            <input
              value={edit.description}
              onChange={(e) => onEdit({ ...edit, description: e.target.value })}
              className="block min-h-11 w-full rounded-lg border border-slate-300 px-3"
            />
          </label>
        </div>
      ) : (
        <p className="text-sm">
          {line.included ? formatPence(line.amount_pence) : "Not charged"}
          {line.description ? `. ${line.description}` : ""}
        </p>
      )}
    </li>
  );
}

export function ChargeDetail({ initial, canWrite }: { initial: DamageCharge; canWrite: boolean }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [charge, setCharge] = useState(initial);
  const [edits, setEdits] = useState(() => new Map(initial.lines.map((l) => [l.id, editOf(l)])));
  const [hirerUrl, setHirerUrl] = useState<string | null>(null);
  const [method, setMethod] = useState<CollectionMethod>("deposit");
  const settle = {
    onSuccess: async (updated: DamageCharge) => {
      setCharge(updated);
      setEdits(new Map(updated.lines.map((l) => [l.id, editOf(l)])));
      await queryClient.invalidateQueries({ queryKey: trpc.agreements.pathKey() });
    },
    onError: (error: { message: string }) => toast.error(error.message),
  };
  const save = useMutation(trpc.agreements.updateDamageCharge.mutationOptions(settle));
  const send = useMutation(trpc.agreements.sendDamageCharge.mutationOptions(settle));
  const revise = useMutation(trpc.agreements.reviseDamageCharge.mutationOptions(settle));
  const waive = useMutation(trpc.agreements.waiveDamageCharge.mutationOptions(settle));
  const collect = useMutation(trpc.agreements.collectDamageCharge.mutationOptions(settle));
  const remove = useMutation(trpc.agreements.deleteDamageCharge.mutationOptions());
  const draft = charge.status === "draft" && canWrite;

  const saveLines = () =>
    save.mutateAsync({
      id: charge.id,
      lines: charge.lines.map((l) => {
        const e = edits.get(l.id) ?? editOf(l);
        const size = Number(e.size);
        return {
          id: l.id,
          included: l.wear_and_tear === true ? undefined : e.included,
          amount_pence: Math.round(Number(e.pounds) * 100) || 0,
          size_mm: Number.isInteger(size) && size >= 1 && size <= 5000 ? size : null,
          description: e.description.trim() || null,
        };
      }),
    });

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">Damage charge: {charge.customer.name}</h1>
        <ChargeStatus charge={charge} />
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Total</dt>
          <dd className="text-lg font-semibold">{formatPence(charge.total_pence)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Agreement</dt>
          <dd>
            <a className="text-brand-700 underline" href={`/agreements/${charge.agreement_id}`}>
              {charge.agreement_id}
            </a>
          </dd>
        </div>
        {charge.respond_by ? (
          <div>
            <dt className="text-slate-600">Answer by</dt>
            <dd>{formatUkDateTime(charge.respond_by)}</dd>
          </div>
        ) : null}
        {charge.response ? (
          <div className="sm:col-span-3">
            <dt className="text-slate-600">The hirer {charge.response.decision}</dt>
            <dd>{charge.response.comment ?? formatUkDateTime(charge.response.responded_at)}</dd>
          </div>
        ) : null}
      </dl>
      <ul className="divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
        {charge.lines.map((line) => (
          <LineRow
            key={line.id}
            line={line}
            edit={draft ? (edits.get(line.id) ?? null) : null}
            onEdit={(e) => setEdits(new Map(edits).set(line.id, e))}
          />
        ))}
      </ul>
      {hirerUrl ? (
        <p role="status" className="text-sm">
          Sent. The hirer was emailed this link: <span className="break-all">{hirerUrl}</span>
        </p>
      ) : null}
      {canWrite ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {draft ? (
            <>
              <Button
                variant="secondary"
                className="min-h-11"
                onClick={() => saveLines().catch(() => undefined)}
              >
                Save changes
              </Button>
              <Button
                className="min-h-11"
                onClick={() =>
                  saveLines()
                    .then(() => send.mutateAsync({ id: charge.id }))
                    .then(
                      (sent) => setHirerUrl(sent.hirer_url),
                      () => undefined,
                    )
                }
              >
                Send to hirer
              </Button>
              <Button
                variant="ghost"
                className="min-h-11 text-red-700"
                onClick={() =>
                  remove.mutate(
                    { id: charge.id },
                    {
                      onSuccess: () => router.push("/damage-charges"),
                      onError: (error) => toast.error(error.message),
                    },
                  )
                }
              >
                Delete draft
              </Button>
            </>
          ) : null}
          {charge.status === "disputed" ? (
            <Button className="min-h-11" onClick={() => revise.mutate({ id: charge.id })}>
              Revise
            </Button>
          ) : null}
          {charge.status === "accepted" || charge.status === "sent" ? (
            <span className="flex flex-wrap items-end gap-2">
              <label className="text-sm">
                Collected by
                <select
                  value={method}
                  onChange={(e) => setMethod(e.target.value as CollectionMethod)}
                  className="block min-h-11 rounded-lg border border-slate-300 px-3"
                >
                  {COLLECTION_METHODS.map((m) => (
                    <option key={m} value={m}>
                      {METHOD_LABELS[m]}
                    </option>
                  ))}
                </select>
              </label>
              <Button
                className="min-h-11"
                onClick={() => collect.mutate({ id: charge.id, method })}
              >
                Record collection
              </Button>
            </span>
          ) : null}
          {charge.status !== "collected" && charge.status !== "waived" ? (
            <Button
              variant="ghost"
              className="min-h-11"
              onClick={() => waive.mutate({ id: charge.id })}
            >
              Waive
            </Button>
          ) : null}
        </div>
      ) : null}
      {charge.status !== "draft" ? (
        <a
          href={`/api/app/damage-charges/${charge.id}/pdf?download=0`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline"
        >
          <FileText className="size-4" aria-hidden />
          Evidence pack (PDF, opens in a new tab)
        </a>
      ) : null}
    </section>
  );
}
