"use client";
// The inspection screens' honest status: offline (saved on this phone), changes waiting,
// photos uploading, or all saved; what was kept aside, and a way to the sync screen. A
// report that is no longer a draft shows the bar only when the phone still holds changes for it.
import { CloudOff, CloudUpload, CircleCheck, TriangleAlert } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import { cn } from "~/components/ui/cn";
import { nearLimitMessage, photoLimit, queuedPhotoBytes, WARN_AT } from "./photo-storage";
import { useReportSync } from "./use-outbox";
import { useEffect, useState } from "react";

// Under the phone's sticky header (69 px); close above what follows it (mb-2 replaces the page's
// space-y gap, which Tailwind 4 puts below each child), so the verdicts stay high. One line high
// (py-1.5 and a 20 px line) while it says one thing.
const BAR =
  "sticky top-[69px] z-10 -mx-4 mb-2 flex flex-wrap items-center gap-x-3 gap-y-0.5 px-4 py-1.5 text-sm ring-1 sm:mx-0 sm:rounded-lg lg:top-0";

/** `draft`: on an inspection's screens (shown always); `onSyncScreen`: no link to itself. */
type Props = { reportId: string; draft: boolean; onSyncScreen?: boolean };

export function SyncStatusBar({ reportId, draft, onSyncScreen = false }: Props) {
  const sync = useReportSync(reportId);
  const { snapshot } = sync;
  const [limit, setLimit] = useState<number | null>(null);
  useEffect(() => void photoLimit().then(setLimit), []);
  const held = sync.waiting.length + sync.failed.length + sync.notApplied.length;
  // Until the phone's outbox is read, a draft's bar keeps its place empty, so the step below
  // does not jump down under a finger aiming at it when the status arrives.
  if (!snapshot.loaded)
    return draft ? (
      <div className={cn(BAR, "bg-slate-50 ring-slate-200")} aria-hidden>
        <span className="h-5" />
      </div>
    ) : null;
  if (!draft && held === 0) return null;
  const used = queuedPhotoBytes(snapshot.entries);
  const nearLimit = limit !== null && used >= limit * WARN_AT;
  const kept = sync.failed.length + sync.notApplied.length;
  const Icon = !snapshot.online ? CloudOff : sync.allSaved ? CircleCheck : CloudUpload;
  return (
    <div
      className={cn(
        BAR,
        !snapshot.online
          ? "bg-amber-50 text-amber-950 ring-amber-300"
          : sync.allSaved
            ? "bg-green-50 text-green-900 ring-green-200"
            : "bg-sky-50 text-sky-950 ring-sky-200",
      )}
      data-testid="sync-status"
    >
      <p role="status" className="flex items-center gap-1.5 font-medium">
        <Icon className="size-4 shrink-0" aria-hidden />
        <span data-testid="sync-status-text">{sync.status}</span>
      </p>
      {!snapshot.online && sync.waiting.length > 0 ? (
        <p className="text-amber-900">
          {sync.waiting.length} {sync.waiting.length === 1 ? "change" : "changes"} waiting to upload
        </p>
      ) : null}
      {kept > 0 ? (
        <p className="flex items-center gap-1.5 font-medium text-red-800">
          <TriangleAlert className="size-4 shrink-0" aria-hidden />
          {sync.notApplied.length > 0
            ? `${sync.notApplied.length} not applied`
            : `${sync.failed.length} failed`}
        </p>
      ) : null}
      {held > 0 && !onSyncScreen ? (
        <IntentLink
          href={`/reports/${reportId}/sync`}
          className="ml-auto font-medium underline underline-offset-2"
        >
          What is waiting
        </IntentLink>
      ) : null}
      {nearLimit && limit !== null ? (
        <p role="alert" className="w-full text-red-800">
          {nearLimitMessage(used, limit)}
        </p>
      ) : null}
    </div>
  );
}
