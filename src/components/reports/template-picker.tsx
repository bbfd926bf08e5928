"use client";
// New report: which inspection template the report starts from, among those covering the
// vehicle's body type and the report type, the pair's default preselected. Shown once the
// registration is found on the register (its body type decides).
import { useQuery } from "@tanstack/react-query";
import type { BODY_TYPES } from "~/server/models/vehicle";
import { useTRPC } from "~/trpc/react";
import type { ReportType } from "./labels";

type Props = {
  bodyType: (typeof BODY_TYPES)[number] | null;
  reportType: ReportType;
  /** null: the default (nothing picked yet). */
  value: string | null;
  onChange: (templateId: string) => void;
};

export function TemplatePicker({ bodyType, reportType, value, onChange }: Props) {
  const trpc = useTRPC();
  const pair = { body_type: bodyType ?? "car", report_type: reportType };
  const templates = useQuery({
    ...trpc.reports.listTemplates.queryOptions({ limit: 100, ...pair }),
    enabled: bodyType !== null,
  });
  const fallback = useQuery({
    ...trpc.reports.defaultTemplate.queryOptions(pair),
    enabled: bodyType !== null,
  });
  if (bodyType === null || !templates.data || !fallback.data) return null;
  const list = templates.data.data;
  const chosen = list.some((t) => t.id === value) ? value : fallback.data.template_id;
  return (
    <div className="space-y-1.5">
      <label htmlFor="report-template" className="block text-sm font-medium text-slate-800">
        Inspection template
      </label>
      <select
        id="report-template"
        value={chosen ?? ""}
        onChange={(e) => onChange(e.target.value)}
        className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:max-w-md sm:text-sm"
      >
        {list.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
            {t.id === fallback.data.template_id ? " (default)" : ""}
          </option>
        ))}
      </select>
    </div>
  );
}
