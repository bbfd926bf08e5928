"use client";
// Settings › Terms: when the default terms hold no clause headed "Statement of liability",
// says why it matters for fines and offers the suggested text to add. It never changes the
// terms itself: the company edits its own.
import { useQuery } from "@tanstack/react-query";
import { Info } from "lucide-react";
import { CopyButton } from "~/components/ui/copy-button";
import { liabilityClause, SUGGESTED_LIABILITY_CLAUSE } from "~/server/models/liability-clause";
import { useTRPC } from "~/trpc/react";

export function LiabilityNotice() {
  const trpc = useTRPC();
  const terms = useQuery(trpc.agreements.listTerms.queryOptions({ limit: 100 }));
  const current = terms.data?.data.find((t) => t.is_default);
  if (!current || liabilityClause(current.body) !== null) return null;
  return (
    <section
      aria-labelledby="liability-notice-heading"
      className="space-y-3 rounded-[var(--radius-card)] bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <h2 id="liability-notice-heading" className="flex items-center gap-2 font-semibold">
        <Info className="size-5 shrink-0" aria-hidden />
        Your default terms have no statement of liability
      </h2>
      <p>
        To pass a parking ticket, a speeding notice or a road charge to the hirer, the issuer asks
        for the hirer&apos;s signed statement of liability. &ldquo;{current.name}&rdquo; has no
        clause headed &ldquo;Statement of liability&rdquo;. Add one, for example the text below, so
        the agreements your hirers sign from now on hold it. Agreements already signed keep their
        terms.
      </p>
      <blockquote className="rounded-lg bg-white p-3 text-slate-800 ring-1 ring-amber-200">
        {SUGGESTED_LIABILITY_CLAUSE}
      </blockquote>
      <CopyButton value={SUGGESTED_LIABILITY_CLAUSE} label="Copy the suggested clause" />
    </section>
  );
}
