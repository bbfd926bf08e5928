"use client";
// Wizard last step: everything at a glance with the hire gate's warnings, then create the
// draft and send it (or keep it as a draft). The signing link is shown once, with a copy button.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { IntentLink } from "~/components/ui/intent-link";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { CopyButton } from "~/components/ui/copy-button";
import { Plate } from "~/components/ui/plate";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { formatPence, formatUkDateTime } from "~/server/models/uk-format";
import { blockingOf, HireWarningList } from "./hire-warning-list";
import { vehicleName } from "./labels";
import { pence, totals, type Draft } from "./wizard-types";

export function ReviewStep({ draft, termsName }: { draft: Draft; termsName: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<{ id: string; link: string | null } | null>(null);
  const t = totals(draft);
  const warnings = useQuery({
    ...trpc.agreements.hireWarnings.queryOptions({
      customer_id: draft.customer?.id ?? "",
      vehicle_id: draft.vehicle?.id ?? "",
      starts_at: t.start ?? "",
    }),
    enabled: draft.customer !== null && draft.vehicle !== null && t.start !== null,
  });
  const found = warnings.data ?? [];
  const save = useMutation({
    mutationFn: async (send: boolean) => {
      if (!draft.customer || !draft.vehicle || !t.start || !t.end || t.rate === null)
        throw new Error("Some details are missing: go back a step.");
      const created = await client.agreements.createAgreement.mutate({
        customer_id: draft.customer.id,
        vehicle_id: draft.vehicle.id,
        starts_at: t.start,
        ends_at: t.end,
        daily_rate_pence: t.rate,
        deposit_pence: pence(draft.deposit) ?? 0,
        excess_pence: pence(draft.excess) ?? 0,
        mileage_allowance_per_day: draft.mileage.trim() ? Number(draft.mileage) : null,
        reference: draft.reference.trim() || null,
        notes: draft.notes.trim() || null,
        terms_id: draft.termsId || undefined,
      });
      const link = send
        ? (await client.agreements.sendAgreement.mutate({ id: created.id })).signing_url
        : null;
      return { id: created.id, link };
    },
    onSuccess: async (result) => {
      setDone(result);
      await queryClient.invalidateQueries({ queryKey: trpc.agreements.pathKey() });
    },
  });

  if (done) {
    return (
      <div className="space-y-4" role="status">
        <p className="font-medium">
          {done.link
            ? `Agreement created and sent${draft.customer?.email ? ` to ${draft.customer.email}` : ""}.`
            : "Agreement saved as a draft."}
        </p>
        {done.link ? (
          <div className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
            <code className="min-w-0 flex-1 break-all text-sm">{done.link}</code>
            <CopyButton value={done.link} label="Copy link" />
          </div>
        ) : null}
        <Button asChild className="min-h-11">
          <IntentLink href={`/agreements/${done.id}`}>Open the agreement</IntentLink>
        </Button>
      </div>
    );
  }
  const rows: [string, string][] = [
    [
      "Hirer",
      draft.customer
        ? `${draft.customer.name}${draft.customer.email ? ` (${draft.customer.email})` : " (no email: copy the link to them)"}`
        : "-",
    ],
    ["Start", t.start ? formatUkDateTime(t.start) : "-"],
    ["End", t.end ? formatUkDateTime(t.end) : "-"],
    ["Rental days", t.days === null ? "-" : String(t.days)],
    ["Daily rate", t.rate === null ? "-" : formatPence(t.rate)],
    ["Total", t.total === null ? "-" : formatPence(t.total)],
    ["Deposit", formatPence(pence(draft.deposit) ?? 0)],
    ["Excess", formatPence(pence(draft.excess) ?? 0)],
    [
      "Mileage allowance",
      draft.mileage.trim() ? `${draft.mileage.trim()} miles a day` : "Unlimited",
    ],
    ["Terms", termsName],
  ];
  return (
    <div className="space-y-4">
      {draft.vehicle ? (
        <p className="flex items-center gap-2">
          <Plate vrm={draft.vehicle.vrm} />{" "}
          <span className="font-medium">{vehicleName(draft.vehicle)}</span>
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <HireWarningList warnings={found} title="Check before this hire">
        {blockingOf(found).length > 0
          ? "You can still create and send the agreement, but the vehicle goes out only once these are put right, or with a reason you give at handover."
          : "These do not stop the hire."}
      </HireWarningList>
      {save.isError ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200"
        >
          {save.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button className="min-h-11" disabled={save.isPending} onClick={() => save.mutate(true)}>
          {save.isPending ? "Saving…" : "Create and send for signing"}
        </Button>
        <Button
          variant="secondary"
          className="min-h-11"
          disabled={save.isPending}
          onClick={() => save.mutate(false)}
        >
          Save as draft
        </Button>
      </div>
    </div>
  );
}
