"use client";
// What this phone still holds for a report: the changes waiting to upload (in the order they
// will be sent), the ones refused (with the reason and Retry), and the ones not applied
// because the report moved on meanwhile (kept, with what they said, until discarded).
import { RotateCw, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { formatUkDateTime } from "~/server/models/uk-format";
import type { OutboxEntry } from "./offline-db";
import { outbox } from "./outbox";
import { SyncStatusBar } from "./sync-status-bar";
import { useReportSync } from "./use-outbox";

const VERDICTS = { pass: "Pass", advisory: "Advisory", fail: "Fail" } as const;

/** One change in words: what it was, on what. */
export function describeChange(entry: OutboxEntry): string {
  const { change } = entry;
  if (change.type === "photo")
    return change.target.kind === "inspection"
      ? `Photo ${change.name}`
      : `Photo of the vehicle (${change.target.angle ?? change.target.photoKind})`;
  if (change.type === "pass")
    return `Pass on ${change.inspectionIds.length} ${change.inspectionIds.length === 1 ? "area" : "areas"}`;
  if (change.type === "report") {
    const fields = Object.keys(change.patch).map((k) => k.replace(/_/g, " "));
    return `Readings: ${fields.join(", ")}`;
  }
  const parts: string[] = [];
  const { patch } = change;
  if (patch.verdict !== undefined)
    parts.push(patch.verdict ? VERDICTS[patch.verdict] : "Answer cleared");
  if (patch.notes !== undefined)
    parts.push(
      patch.notes
        ? `notes "${patch.notes.length > 60 ? `${patch.notes.slice(0, 59)}…` : patch.notes}"`
        : "notes cleared",
    );
  if (patch.damage !== undefined)
    parts.push(patch.damage ? `damage: ${patch.damage.type.replace(/_/g, " ")}` : "damage removed");
  return `${change.area}: ${parts.join(", ")}`;
}

function EntryList({
  title,
  entries,
  actions,
}: {
  title: string;
  entries: OutboxEntry[];
  actions?: (entry: OutboxEntry) => React.ReactNode;
}) {
  if (entries.length === 0) return null;
  const id = `sync-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-base font-semibold">
        {title} ({entries.length})
      </h2>
      <ul className="divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
        {entries.map((entry) => (
          <li key={entry.seq} className="space-y-1 px-3 py-2 text-sm" data-testid="sync-entry">
            <p className="font-medium">{describeChange(entry)}</p>
            <p className="text-xs text-slate-600">
              Made {formatUkDateTime(new Date(entry.createdAt))}
              {entry.attempts > 0
                ? `, tried ${entry.attempts} ${entry.attempts === 1 ? "time" : "times"}`
                : ""}
            </p>
            {entry.error ? <p className="text-red-800">{entry.error}</p> : null}
            {actions ? <div className="flex gap-2 pt-1">{actions(entry)}</div> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SyncScreen({ reportId }: { reportId: string }) {
  const sync = useReportSync(reportId);
  const discard = (entry: OutboxEntry) => (
    <Button
      type="button"
      variant="ghost"
      className="min-h-11"
      onClick={() => void outbox.discard(entry.seq)}
    >
      <Trash2 className="size-4" aria-hidden />
      Discard
    </Button>
  );
  return (
    <div className="space-y-6">
      <SyncStatusBar reportId={reportId} draft onSyncScreen />
      {!sync.snapshot.loaded ? null : sync.waiting.length +
          sync.failed.length +
          sync.notApplied.length ===
        0 ? (
        <p className="text-sm text-slate-700">Nothing waits on this phone for this report.</p>
      ) : null}
      <EntryList title="Waiting to upload" entries={sync.waiting} />
      <EntryList
        title="Failed"
        entries={sync.failed}
        actions={(entry) => (
          <>
            <Button
              type="button"
              className="min-h-11"
              onClick={() => void outbox.retry([entry.seq])}
            >
              <RotateCw className="size-4" aria-hidden />
              Retry
            </Button>
            {discard(entry)}
          </>
        )}
      />
      {sync.failed.length > 1 ? (
        <Button
          type="button"
          variant="secondary"
          onClick={() => void outbox.retry(sync.failed.map((e) => e.seq))}
        >
          Retry all
        </Button>
      ) : null}
      <EntryList
        title="Not applied"
        entries={sync.notApplied}
        actions={(entry) => (
          <>
            <Button
              type="button"
              variant="secondary"
              className="min-h-11"
              onClick={() => void outbox.retry([entry.seq])}
            >
              <RotateCw className="size-4" aria-hidden />
              Try again
            </Button>
            {discard(entry)}
          </>
        )}
      />
    </div>
  );
}
