"use client";
// Wizard step: which terms template the agreement freezes (the default is chosen).
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Button } from "~/components/ui/button";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { termsParagraphs } from "~/server/models/terms";
import { useTRPC } from "~/trpc/react";

export function TermsStep({
  termsId,
  onChange,
  onDone,
}: {
  termsId: string;
  onChange: (id: string) => void;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const terms = useQuery(trpc.agreements.listTerms.queryOptions({ limit: 100 }));
  const list = terms.data?.data ?? [];
  const fallback = list.find((t) => t.is_default)?.id ?? "";
  useEffect(() => {
    if (!termsId && fallback) onChange(fallback);
  }, [termsId, fallback, onChange]);
  const chosen = list.find((t) => t.id === termsId);
  if (terms.isPending)
    return (
      <div className="h-40 animate-pulse rounded-lg bg-slate-100" aria-label="Loading terms" />
    );
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Terms</legend>
        {list.map((t) => (
          <label
            key={t.id}
            className="flex min-h-11 items-center gap-3 rounded-lg bg-white px-3 ring-1 ring-slate-200"
          >
            <input
              type="radio"
              name="terms"
              value={t.id}
              checked={termsId === t.id}
              onChange={() => onChange(t.id)}
              className="size-5"
            />
            <span>
              {t.name}{" "}
              <span className="text-slate-600">
                (version {t.version}
                {t.is_default ? ", default" : ""})
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {chosen ? (
        <details className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
          <summary className="min-h-11 cursor-pointer content-center font-medium">
            Read these terms as the hirer will
          </summary>
          <ScrollRegion
            label={`Terms: ${chosen.name}`}
            className="mt-2 max-h-80 space-y-2 overflow-y-auto"
          >
            {termsParagraphs(chosen.body).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </ScrollRegion>
        </details>
      ) : null}
      <Button className="min-h-11" disabled={!chosen} onClick={onDone}>
        Continue
      </Button>
    </div>
  );
}
