"use client";
// One report, routed by its status: a draft is inspected step by step; a completed
// one is signed off; a signed-off one offers its PDF; inbound reports show what
// changed since check-out. The full header is the overview's; a draft's steps have their own
// one-line header (StepHeader, in the flow).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import type { ReactNode } from "react";
import { SyncStatusBar } from "~/components/offline/sync-status-bar";
import { useOfflineReport } from "~/components/offline/use-outbox";
import type { InspectionPage } from "~/server/models/inspection";
import type { Report } from "~/server/models/report";
import { useTRPC } from "~/trpc/react";
import type { ReportRules } from "./inspection-flow";
import type { LocationAnswer } from "./location-answer";
import { ReportHeader } from "./report-header";

// Each status has its own screen, loaded with the page only when the report is in that status:
// a phone inspecting a draft does not download the sign-off pad or the comparison, and back.
const InspectionFlow = dynamic(() => import("./inspection-flow").then((m) => m.InspectionFlow));
const SendToHirer = dynamic(() => import("./send-to-hirer").then((m) => m.SendToHirer));
const CancelReport = dynamic(() => import("./cancel-report").then((m) => m.CancelReport));
const ComparisonView = dynamic(() => import("./comparison-view").then((m) => m.ComparisonView));
const ReportSummary = dynamic(() => import("./report-summary").then((m) => m.ReportSummary));
const SignOffPanel = dynamic(() => import("./sign-off-panel").then((m) => m.SignOffPanel));
const SignedOffPanel = dynamic(() => import("./signed-off-panel").then((m) => m.SignedOffPanel));

/** `actions`: buttons beside the header that belong to other features (e.g. "Open a ticket"). */
type Props = {
  initial: Report;
  /** A draft's checklist, read with the page (null when the report is not being inspected). */
  checklist: InspectionPage | null;
  /** What the draft's template asks (its walk-around angles first), read with the page too. */
  rules: ReportRules;
  /** This phone's answer to the location question (its cookie), so the first step is drawn whole. */
  location: LocationAnswer;
  bodyType: string;
  energy: "fuel" | "charge" | "both";
  canWrite: boolean;
  actions?: ReactNode;
};

export function ReportScreen({
  initial,
  checklist,
  rules,
  location,
  bodyType,
  energy,
  canWrite,
  actions,
}: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...trpc.reports.get.queryOptions({ id: initial.id }),
    initialData: initial,
  });
  const report = query.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.reports.pathKey() });
  const params = useSearchParams();
  // Changes still on this phone are laid over the server's values (components/offline).
  const offline = useOfflineReport(initial.id, checklist);
  const inspecting = report.status === "draft" && canWrite && checklist !== null;
  const stepped = inspecting && params.has("step");

  return (
    <div className="space-y-6">
      <SyncStatusBar reportId={report.id} draft={inspecting} />
      {stepped ? null : (
        <div className="flex flex-wrap items-end justify-between gap-3">
          <ReportHeader report={report} />
          {actions}
        </div>
      )}
      {inspecting ? (
        <>
          {!stepped && report.customer_id !== null ? (
            <section
              aria-labelledby="hirer-inspection-heading"
              className="rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <h2 id="hirer-inspection-heading" className="mb-2 text-base font-semibold">
                Inspection by the hirer
              </h2>
              <SendToHirer report={report} />
            </section>
          ) : null}
          <InspectionFlow
            key={offline.generation}
            report={report}
            initialChecklist={checklist}
            initialRules={rules}
            location={location}
            bodyType={bodyType}
            energy={energy}
          />
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 pt-4 text-sm text-slate-600">
            Not needed any more?
            <CancelReport reportId={report.id} onCancelled={refresh} />
          </div>
        </>
      ) : (
        <>
          {report.status === "cancelled" ? (
            <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
              This report was cancelled. It is kept for the record and cannot be changed.
            </p>
          ) : null}
          {report.status === "signed_off" ? <SignedOffPanel report={report} /> : null}
          {report.type === "inbound" && report.status !== "cancelled" ? (
            <ComparisonView reportId={report.id} bodyType={bodyType} unit={report.odometer_unit} />
          ) : null}
          {report.status === "completed" && canWrite ? (
            <SignOffPanel report={report} onSignedOff={refresh} />
          ) : null}
          <ReportSummary report={report} bodyType={bodyType} />
        </>
      )}
    </div>
  );
}
