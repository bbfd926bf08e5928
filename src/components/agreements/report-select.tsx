"use client";
// Picks one of the vehicle's reports of a type (the handover's outbound, the return's inbound).
// The step reads the reports (useVehicleReports) to preselect one; this shows the choice.
import { useQuery } from "@tanstack/react-query";
import { IntentLink } from "~/components/ui/intent-link";
import { REPORT_STATUSES } from "~/components/reports/labels";
import { formatUkDateTime } from "~/server/models/uk-format";
import { useTRPC } from "~/trpc/react";
import type { ReportChoice } from "./report-suggestion";

/** The vehicle's reports of a type that can still be chosen (not cancelled), newest first. */
export function useVehicleReports(vehicleId: string, type: "outbound" | "inbound") {
  const trpc = useTRPC();
  const reports = useQuery(
    trpc.reports.list.queryOptions({ limit: 20, vehicle_id: vehicleId, type }),
  );
  return {
    pending: reports.isPending,
    usable: (reports.data?.data ?? []).filter((r) => r.status !== "cancelled"),
  };
}

const optionText = (r: ReportChoice) =>
  [
    formatUkDateTime(r.created_at),
    REPORT_STATUSES[r.status].label.toLowerCase(),
    r.odometer === null ? null : `${r.odometer.toLocaleString("en-GB")} ${r.odometer_unit}`,
  ]
    .filter(Boolean)
    .join(", ");

export function ReportSelect(props: {
  id: string;
  label: string;
  type: "outbound" | "inbound";
  reports: readonly ReportChoice[];
  pending: boolean;
  value: string;
  onChange: (id: string) => void;
  /** Says why a report is already chosen. */
  hint?: string;
}) {
  const hintId = `${props.id}-hint`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={props.id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-describedby={props.hint ? hintId : undefined}
        className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
      >
        <option value="">{props.pending ? "Loading reports…" : "No report"}</option>
        {props.reports.map((r) => (
          <option key={r.id} value={r.id}>
            {optionText(r)}
          </option>
        ))}
      </select>
      {props.hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {props.hint}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        No report yet?{" "}
        <IntentLink href="/reports/new" className="font-medium text-brand-700 underline">
          Start a {props.type === "outbound" ? "check-out" : "check-in"} report
        </IntentLink>
        , then pick it here.
      </p>
    </div>
  );
}
