"use client";
// The outbox as React sees it: the snapshot (useSyncExternalStore), one report's entries, the
// status sentence of the bar, and the overlay that lays changes still on the phone over what
// the server last said, so a reload or a new tab with no signal shows every answer given.
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from "react";
import type { InspectionPage } from "~/server/models/inspection";
import type { Report } from "~/server/models/report";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import type { OutboxEntry } from "./offline-db";
import { outbox, type OutboxSnapshot } from "./outbox";

const SERVER_SNAPSHOT: OutboxSnapshot = {
  loaded: false,
  online: true,
  entries: [],
  sending: null,
  photos: { done: 0, total: 0 },
};

export function useOutbox(): OutboxSnapshot {
  const client = useTRPCClient();
  useEffect(() => outbox.start(client), [client]);
  return useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, () => SERVER_SNAPSHOT);
}

export type ReportSync = {
  waiting: OutboxEntry[];
  failed: OutboxEntry[];
  notApplied: OutboxEntry[];
  /** Everything this phone holds for the report has reached the server. */
  allSaved: boolean;
  /** The bar's words. */
  status: string;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function reportSync(snapshot: OutboxSnapshot, reportId: string): ReportSync {
  const mine = snapshot.entries.filter((e) => e.reportId === reportId);
  const waiting = mine.filter((e) => e.state === "waiting");
  const failed = mine.filter((e) => e.state === "failed");
  const notApplied = mine.filter((e) => e.state === "not_applied");
  const photoSending =
    snapshot.sending !== null && waiting.some((e) => e.seq === snapshot.sending?.seq);
  let status: string;
  if (!snapshot.online) status = "Offline: saved on this phone";
  else if (photoSending && snapshot.photos.total > 0)
    status = `Uploading ${Math.min(snapshot.photos.done + 1, snapshot.photos.total)} of ${plural(snapshot.photos.total, "photo", "photos")}`;
  else if (waiting.length > 0 || failed.length > 0)
    status = `${plural(waiting.length + failed.length, "change", "changes")} waiting to upload`;
  else status = "All saved";
  return { waiting, failed, notApplied, allSaved: waiting.length + failed.length === 0, status };
}

export function useReportSync(reportId: string): ReportSync & { snapshot: OutboxSnapshot } {
  const snapshot = useOutbox();
  return { ...reportSync(snapshot, reportId), snapshot };
}

/** Changes still to reach the server, laid over a checklist, in the order they were made. */
export function overlayChecklist(page: InspectionPage, entries: OutboxEntry[]): InspectionPage {
  let data = page.data;
  for (const entry of entries) {
    const { change } = entry;
    if (change.type === "inspection")
      data = data.map((i) => (i.id === change.inspectionId ? { ...i, ...change.patch } : i));
    else if (change.type === "pass")
      data = data.map((i) => (change.inspectionIds.includes(i.id) ? { ...i, verdict: "pass" } : i));
  }
  return data === page.data ? page : { ...page, data };
}

export function overlayReport(report: Report, entries: OutboxEntry[]): Report {
  let next = report;
  for (const { change } of entries) {
    if (change.type !== "report") continue;
    const { accessories, ...rest } = change.patch;
    next = { ...next, ...rest };
    if (accessories)
      next = {
        ...next,
        accessories: next.accessories.map((a) => accessories.find((x) => x.name === a.name) ?? a),
      };
  }
  return next;
}

function pendingOf(snapshot: OutboxSnapshot, reportId: string) {
  return snapshot.entries.filter((e) => e.reportId === reportId && e.state !== "not_applied");
}

/**
 * Keeps the report's cached data (`reports.get`, `reports.listInspections`) showing the
 * phone's changes: when they change, and whenever the server's answer is read again. Once
 * the phone's store is read, `generation` moves on if it held changes for this report, so
 * the inspection screens start again from the overlaid values.
 */
export function useOfflineReport(reportId: string, checklist: InspectionPage | null) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snapshot = useOutbox();
  const [generation, setGeneration] = useState(0);
  const [seen, setSeen] = useState(false);
  const listKey = trpc.reports.listInspections.queryKey({ report_id: reportId });
  const reportKey = trpc.reports.get.queryKey({ id: reportId });
  const pending = pendingOf(snapshot, reportId);

  useLayoutEffect(() => {
    if (!snapshot.loaded) return;
    applyOverlay(queryClient, listKey, reportKey, checklist, pendingOf(snapshot, reportId));
    if (!seen) {
      setSeen(true);
      if (pendingOf(snapshot, reportId).length > 0) setGeneration((g) => g + 1);
    }
    // The keys are derived from reportId; the snapshot is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot, reportId]);

  // The server's answer read again (a refetch) would hide changes still on the phone.
  useEffect(() => {
    const cache = queryClient.getQueryCache();
    return cache.subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "success" || event.action.manual)
        return;
      const hash = event.query.queryHash;
      if (
        hash !== cache.find({ queryKey: listKey, exact: true })?.queryHash &&
        hash !== cache.find({ queryKey: reportKey, exact: true })?.queryHash
      )
        return;
      applyOverlay(
        queryClient,
        listKey,
        reportKey,
        null,
        pendingOf(outbox.getSnapshot(), reportId),
      );
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, reportId]);

  // What reached the server is read back once nothing of this report waits any more.
  useEffect(
    () =>
      outbox.onSynced((entry) => {
        if (entry.reportId !== reportId) return;
        if (entry.change.type === "photo")
          void queryClient.invalidateQueries({ queryKey: trpc.reports.listMedia.pathKey() });
        const rest = outbox
          .getSnapshot()
          .entries.filter((e) => e.reportId === reportId && e.state === "waiting");
        if (rest.length === 0)
          void queryClient.invalidateQueries({ queryKey: trpc.reports.pathKey() });
      }),
    [queryClient, reportId, trpc],
  );

  return { generation, pending: pending.length };
}

function applyOverlay(
  queryClient: QueryClient,
  listKey: readonly unknown[],
  reportKey: readonly unknown[],
  checklist: InspectionPage | null,
  entries: OutboxEntry[],
) {
  if (entries.length === 0) return;
  const list = queryClient.getQueryData<InspectionPage>(listKey) ?? checklist;
  if (list) queryClient.setQueryData(listKey, overlayChecklist(list, entries));
  const report = queryClient.getQueryData<Report>(reportKey);
  if (report) queryClient.setQueryData(reportKey, overlayReport(report, entries));
}
