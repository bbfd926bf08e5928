"use client";
// Why a report cannot be completed or signed off yet: the phone still holds changes for it,
// or has no signal. Complete and Sign off stay disabled, with this sentence beside them.
import { TriangleAlert } from "lucide-react";
import { useReportSync } from "./use-outbox";

/** The reason the action must wait, or null when everything has reached the server. */
export function useUploadBlock(reportId: string, done: "completed" | "signed off"): string | null {
  const sync = useReportSync(reportId);
  const count = sync.waiting.length + sync.failed.length;
  if (!sync.snapshot.loaded) return null;
  if (count > 0)
    return `${count} ${count === 1 ? "change" : "changes"} on this phone must upload before the report can be ${done}.`;
  if (!sync.snapshot.online)
    return `You are offline: the report can be ${done} when you have signal.`;
  return null;
}

export function UploadBlock({ id, reason }: { id: string; reason: string | null }) {
  if (!reason) return null;
  return (
    <p id={id} className="flex items-center gap-1.5 text-sm font-medium text-amber-900">
      <TriangleAlert className="size-4 shrink-0" aria-hidden />
      {reason}
    </p>
  );
}
