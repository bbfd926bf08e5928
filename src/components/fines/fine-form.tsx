"use client";
// Record a fine: VRM, issuer, reference, kind, when and where, amount and notice date. The
// server matches it to the hire and checks every field with the API's schema; each bad one's
// message appears under it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { instant, pence } from "~/components/agreements/wizard-types";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { fieldErrors } from "~/components/ui/field-errors";
import { FINE_KINDS, type FineKind } from "~/server/models/fine-words";
import { useTRPC } from "~/trpc/react";
import { FINE_KIND_LABELS, ukToday } from "./labels";

const control =
  "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base shadow-sm sm:text-sm";

export function FineForm({ vrm: initialVrm }: { vrm?: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    vrm: initialVrm ?? "",
    issuer: "",
    reference: "",
    kind: "parking" as FineKind,
    when: "",
    location: "",
    amount: "",
    noticeDate: "",
  });
  const [local, setLocal] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));
  const create = useMutation(
    trpc.agreements.createFine.mutationOptions({
      onSuccess: async (fine) => {
        await queryClient.invalidateQueries({ queryKey: trpc.agreements.listFines.queryKey() });
        toast.success("Fine recorded.");
        router.push(`/fines/${fine.id}`);
      },
      onError: (error) => {
        if (Object.keys(fieldErrors(error)).length === 0)
          toast.error(`Not recorded: ${error.message}`);
      },
    }),
  );
  const errors = { ...fieldErrors(create.error), ...local };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const at = instant(form.when);
    const amount = pence(form.amount);
    const mine: Record<string, string> = {};
    if (!at) mine["/contravention_at"] = "Enter when it happened.";
    if (amount === null) mine["/amount_pence"] = "Enter the amount in pounds, such as 65 or 65.00.";
    if (!form.noticeDate) mine["/notice_date"] = "Enter the date of the notice.";
    setLocal(mine);
    if (!at || amount === null || !form.noticeDate) return;
    create.mutate({
      vrm: form.vrm,
      issuer: form.issuer,
      reference: form.reference,
      kind: form.kind,
      contravention_at: at,
      location: form.location.trim() || null,
      amount_pence: amount,
      notice_date: form.noticeDate,
    });
  };
  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Registration"
          value={form.vrm}
          onChange={(e) => set("vrm")(e.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          required
          error={errors["/vrm"]}
        />
        <div className="space-y-1.5">
          <label htmlFor="fine-kind" className="block text-sm font-medium text-slate-800">
            Kind
          </label>
          <select
            id="fine-kind"
            value={form.kind}
            onChange={(e) => set("kind")(e.target.value)}
            className={control}
          >
            {FINE_KINDS.map((k) => (
              <option key={k} value={k}>
                {FINE_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        <Field
          label="Issuer"
          value={form.issuer}
          onChange={(e) => set("issuer")(e.target.value)}
          maxLength={200}
          placeholder="Camden Council"
          required
          error={errors["/issuer"]}
        />
        <Field
          label="Issuer's reference"
          value={form.reference}
          onChange={(e) => set("reference")(e.target.value)}
          maxLength={100}
          required
          error={errors["/reference"]}
        />
        <Field
          label="When it happened"
          type="datetime-local"
          value={form.when}
          onChange={(e) => set("when")(e.target.value)}
          required
          error={errors["/contravention_at"]}
        />
        <Field
          label="Where"
          value={form.location}
          onChange={(e) => set("location")(e.target.value)}
          maxLength={300}
          error={errors["/location"]}
        />
        <Field
          label="Amount (£)"
          inputMode="decimal"
          value={form.amount}
          onChange={(e) => set("amount")(e.target.value)}
          required
          error={errors["/amount_pence"]}
        />
        <Field
          label="Notice date"
          type="date"
          max={ukToday()}
          value={form.noticeDate}
          onChange={(e) => set("noticeDate")(e.target.value)}
          required
          error={errors["/notice_date"]}
          hint="The date printed on the notice. You have 28 days from it to answer."
        />
      </div>
      {create.error?.data?.code === "CONFLICT" ? (
        <p role="alert" className="text-sm text-red-700">
          {create.error.message}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" className="min-h-11 w-full sm:w-auto" disabled={create.isPending}>
          {create.isPending ? "Recording…" : "Record fine"}
        </Button>
      </div>
    </form>
  );
}
