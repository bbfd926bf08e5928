"use client";
// A damage charge's page: its lines marked Fair wear and tear or Chargeable, the draft's
// editor (include, amount in pounds, size, description), the moves of its status
// (charge-actions.tsx) and the evidence pack once sent.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { pence } from "~/components/agreements/wizard-types";
import type { DamageCharge, DamageChargeLine } from "~/server/models/damage-charge";
import { formatPence, formatUkDateTime } from "~/server/models/uk-format";
import { useTRPC } from "~/trpc/react";
import { DAMAGE_TYPE_LABELS, SEVERITY_LABELS } from "~/components/reports/labels";
import { ChargeActions } from "./charge-actions";
import { ChargeStatus } from "./charge-status";
import { WearMark } from "./wear-mark";

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
    <li className="space-y-2 p-4" data-testid="charge-line">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <span className="font-medium">
            {line.area}: {SEVERITY_LABELS[line.severity].toLowerCase()}{" "}
            {DAMAGE_TYPE_LABELS[line.type].toLowerCase()}
            {line.size_mm ? `, ${line.size_mm} mm` : ", size not measured"}
          </span>
          <span className="block text-sm text-slate-600">
            {line.change === "worse" ? "Worse than at handover" : "New since handover"}
          </span>
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
  const queryClient = useQueryClient();
  const [charge, setCharge] = useState(initial);
  const [edits, setEdits] = useState(() => new Map(initial.lines.map((l) => [l.id, editOf(l)])));
  const [hirerUrl, setHirerUrl] = useState<string | null>(null);
  const settled = async (updated: DamageCharge) => {
    setCharge(updated);
    setEdits(new Map(updated.lines.map((l) => [l.id, editOf(l)])));
    await queryClient.invalidateQueries({ queryKey: trpc.agreements.pathKey() });
  };
  const save = useMutation(
    trpc.agreements.updateDamageCharge.mutationOptions({
      onSuccess: settled,
      onError: (error) => toast.error(error.message),
    }),
  );
  const draft = charge.status === "draft" && canWrite;

  /** The draft's edits, checked here first: an amount in pounds and a whole size in mm, or none. */
  const saveLines = async () => {
    const lines = charge.lines.map((l) => {
      const e = edits.get(l.id) ?? editOf(l);
      const size = e.size.trim() === "" ? null : Number(e.size);
      return {
        id: l.id,
        included: l.wear_and_tear === true ? undefined : e.included,
        amount_pence: pence(e.pounds),
        size_mm: size,
        description: e.description.trim() || null,
        area: l.area,
      };
    });
    const bad = lines.find(
      (l) =>
        l.amount_pence === null ||
        (l.size_mm !== null &&
          !(Number.isInteger(l.size_mm) && l.size_mm >= 1 && l.size_mm <= 5000)),
    );
    if (bad) {
      const message = `${bad.area}: enter the amount in pounds (such as 120 or 120.50) and the size as a whole number of millimetres from 1 to 5,000, or leave the size empty.`;
      toast.error(message);
      throw new Error(message);
    }
    return save.mutateAsync({
      id: charge.id,
      lines: lines.map(({ area: _area, ...l }) => ({ ...l, amount_pence: l.amount_pence ?? 0 })),
    });
  };

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">Damage charge: {charge.customer.name}</h1>
        <ChargeStatus charge={charge} />
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Total</dt>
          <dd className="text-lg font-semibold" data-testid="charge-total">
            {formatPence(charge.total_pence)}
          </dd>
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
        <ChargeActions
          charge={charge}
          saveLines={saveLines}
          onChange={settled}
          onSent={setHirerUrl}
        />
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
