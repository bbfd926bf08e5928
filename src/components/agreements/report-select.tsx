"use client";
// Picks one of the vehicle's reports of a type (the handover's outbound, the return's inbound).
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTRPC } from "~/trpc/react";

export function ReportSelect(props: {
  id: string;
  label: string;
  vehicleId: string;
  type: "outbound" | "inbound";
  value: string;
  onChange: (id: string) => void;
}) {
  const trpc = useTRPC();
  const reports = useQuery(
    trpc.reports.list.queryOptions({ limit: 20, vehicle_id: props.vehicleId, type: props.type }),
  );
  const usable = (reports.data?.data ?? []).filter((r) => r.status !== "cancelled");
  return (
    <div className="space-y-1.5">
      <label htmlFor={props.id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
      >
        <option value="">{reports.isPending ? "Loading reports…" : "No report"}</option>
        {usable.map((r) => (
          <option key={r.id} value={r.id}>
            {new Date(r.created_at).toLocaleString("en-GB", {
              dateStyle: "medium",
              timeStyle: "short",
            })}
            , {r.status.replace("_", " ")}
          </option>
        ))}
      </select>
      <p className="text-sm text-slate-600">
        No report yet?{" "}
        <Link href="/reports/new" className="font-medium text-brand-700 underline">
          Start a {props.type === "outbound" ? "check-out" : "check-in"} report
        </Link>
        , then pick it here.
      </p>
    </div>
  );
}
