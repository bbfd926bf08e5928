"use client";
// The New agreement wizard: hirer, vehicle, dates and money, terms, review and send.
// Each finished step shows its choice with a Change button. Started from a hirer's or a
// vehicle's page, it starts with that one chosen.
import { useQuery } from "@tanstack/react-query";
import { useCallback, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { useTRPC } from "~/trpc/react";
import { HirerStep } from "./hirer-step";
import { formatPence, formatVrm } from "~/server/models/uk-format";
import { vehicleName } from "./labels";
import { MoneyStep } from "./money-step";
import { ReviewStep } from "./review-step";
import { TermsStep } from "./terms-step";
import { VehicleStep } from "./vehicle-step";
import { emptyDraft, totals, type Draft } from "./wizard-types";

const STEPS = ["Hirer", "Vehicle", "Dates and money", "Terms", "Review and send"] as const;

function Step({
  index,
  current,
  summary,
  onChange,
  children,
}: {
  index: number;
  current: number;
  summary: string;
  onChange: () => void;
  children: ReactNode;
}) {
  const title = STEPS[index] ?? "";
  const state = index < current ? "done" : index === current ? "current" : "todo";
  return (
    <section
      aria-labelledby={`step-${index}`}
      aria-current={state === "current" ? "step" : undefined}
      className="rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id={`step-${index}`}
          className={`text-base font-semibold ${state === "todo" ? "text-slate-500" : ""}`}
        >
          {index + 1}. {title}
        </h2>
        {state === "done" ? (
          <Button
            variant="ghost"
            className="min-h-11"
            onClick={onChange}
            aria-label={`Change ${title.toLowerCase()}`}
          >
            Change
          </Button>
        ) : null}
      </div>
      {state !== "current" && summary ? (
        <p className="mt-1 text-sm text-slate-700">{summary}</p>
      ) : null}
      {state === "current" ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}

export type WizardStart = Pick<Draft, "customer" | "vehicle">;

/** The first step still to do: the hirer, else the vehicle, else the dates and money. */
const firstStep = (start: WizardStart) => (start.customer ? (start.vehicle ? 2 : 1) : 0);

export function NewAgreementWizard({ start }: { start: WizardStart }) {
  const trpc = useTRPC();
  const [draft, setDraft] = useState<Draft>(() => ({ ...emptyDraft(), ...start }));
  const [current, setCurrent] = useState(() => firstStep(start));
  const patch = useCallback((p: Partial<Draft>) => setDraft((d) => ({ ...d, ...p })), []);
  const setTerms = useCallback((termsId: string) => patch({ termsId }), [patch]);
  const terms = useQuery(trpc.agreements.listTerms.queryOptions({ limit: 100 }));
  const chosenTerms = terms.data?.data.find((t) => t.id === draft.termsId);
  const termsName = chosenTerms ? `${chosenTerms.name} (version ${chosenTerms.version})` : "";
  const t = totals(draft);
  return (
    <div className="space-y-3">
      <Step
        index={0}
        current={current}
        summary={
          draft.customer
            ? `${draft.customer.name}${draft.customer.email ? `, ${draft.customer.email}` : ""}`
            : ""
        }
        onChange={() => setCurrent(0)}
      >
        <HirerStep
          onDone={(customer) => {
            patch({ customer });
            setCurrent(draft.vehicle ? 2 : 1);
          }}
        />
      </Step>
      <Step
        index={1}
        current={current}
        summary={
          draft.vehicle ? `${formatVrm(draft.vehicle.vrm)}, ${vehicleName(draft.vehicle)}` : ""
        }
        onChange={() => setCurrent(1)}
      >
        <VehicleStep
          onDone={(vehicle) => {
            patch({ vehicle });
            setCurrent(2);
          }}
        />
      </Step>
      <Step
        index={2}
        current={current}
        summary={
          t.days !== null && t.total !== null
            ? `${t.days} ${t.days === 1 ? "day" : "days"}, total ${formatPence(t.total)}`
            : ""
        }
        onChange={() => setCurrent(2)}
      >
        {draft.vehicle ? (
          <MoneyStep
            draft={draft}
            vehicleId={draft.vehicle.id}
            onChange={patch}
            onDone={() => setCurrent(3)}
          />
        ) : null}
      </Step>
      <Step index={3} current={current} summary={termsName} onChange={() => setCurrent(3)}>
        <TermsStep termsId={draft.termsId} onChange={setTerms} onDone={() => setCurrent(4)} />
      </Step>
      <Step index={4} current={current} summary="" onChange={() => setCurrent(4)}>
        <ReviewStep draft={draft} termsName={termsName} />
      </Step>
    </div>
  );
}
