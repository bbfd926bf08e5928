"use client";
// Wizard step: pick a hirer (search by name, email, phone or licence number) or add a
// new one with the customers' own form.
import { useQuery } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { CustomerForm } from "~/components/customers/customer-form";
import { useTRPC } from "~/trpc/react";
import type { Draft } from "./wizard-types";

type Hirer = NonNullable<Draft["customer"]>;

export function HirerStep({ onDone }: { onDone: (hirer: Hirer) => void }) {
  const trpc = useTRPC();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<Hirer | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const hirers = useQuery(
    trpc.agreements.listCustomers.queryOptions({ limit: 8, ...(q ? { q } : {}) }),
  );
  if (adding)
    return (
      <CustomerForm
        onSaved={(c) => onDone({ id: c.id, name: c.name, email: c.email })}
        onCancel={() => setAdding(false)}
      />
    );
  const list = hirers.data?.data ?? [];
  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor="hirer-search" className="block text-sm font-medium text-slate-800">
          Find a hirer
        </label>
        <input
          id="hirer-search"
          type="search"
          placeholder="Name, email, phone or licence number"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
        />
      </div>
      {hirers.isPending ? (
        <div className="h-24 animate-pulse rounded-lg bg-slate-100" aria-label="Loading hirers" />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">
          {q ? "No hirer matches. Add them as a new hirer." : "No hirers yet. Add the first one."}
        </p>
      ) : (
        <ul className="space-y-2" aria-label="Hirers">
          {list.map((c) => {
            const selected = picked?.id === c.id;
            return (
              <li key={c.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => setPicked({ id: c.id, name: c.name, email: c.email })}
                  className={cn(
                    "flex min-h-11 w-full items-center justify-between gap-3 rounded-lg bg-white px-3 py-2 text-left ring-1",
                    selected ? "ring-2 ring-brand-600" : "ring-slate-200 hover:ring-slate-400",
                  )}
                >
                  <span>
                    <span className="block font-medium">{c.name}</span>
                    <span className="block text-sm text-slate-600">
                      {[c.email, c.phone].filter(Boolean).join(" · ") || "No contact details"}
                    </span>
                  </span>
                  {selected ? <Check className="size-5 text-brand-700" aria-hidden /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button className="min-h-11" disabled={!picked} onClick={() => picked && onDone(picked)}>
          Use this hirer
        </Button>
        <Button variant="secondary" className="min-h-11" onClick={() => setAdding(true)}>
          New hirer
        </Button>
      </div>
    </div>
  );
}
