"use client";
// The outbox's engine, one per tab: it sends the phone's changes in the order they were made
// whenever the browser is online, one at a time, and keeps the screens told (subscribe /
// snapshot, for useSyncExternalStore). Every change goes with its entry's Idempotency-Key, so
// one whose answer was lost on the way is never done twice: answers, readings and Pass the rest
// through tRPC (`idempotent`), photos by XMLHttpRequest (fetch cannot report upload progress).
// A lost connection or a server error is retried with back-off (1 s doubling to 30 s) and again
// as soon as the browser says it is online; a refusal is kept aside as failed (with its reason
// and a retry); a change the report no longer takes (it was completed, signed off or cancelled
// elsewhere: 409 invalid_state, or its area is gone: 404) is kept aside as not applied, never
// dropped. Where the browser has Web Locks, one tab replays at a time; the others follow
// through a BroadcastChannel.
import { TRPCClientError, type TRPCClient } from "@trpc/client";
import type { AppRouter } from "~/server/api/root";
import { idempotent } from "~/trpc/react";
import {
  addEntry,
  allEntries,
  clearEntries,
  photoBlob,
  removeEntry,
  updateEntry,
  type Change,
  type OutboxEntry,
} from "./offline-db";

export type OutboxSnapshot = {
  loaded: boolean;
  online: boolean;
  entries: OutboxEntry[];
  /** The photo being sent: its entry and how much of it has gone (0..1). */
  sending: { seq: number; progress: number } | null;
  /** Photos of this run of uploads: sent so far and in all (for "Uploading 2 of 5 photos"). */
  photos: { done: number; total: number };
};

type Client = TRPCClient<AppRouter>;
type Outcome = "sent" | "retry" | { state: "failed" | "not_applied"; error: string };

const MAX_BACKOFF_MS = 30_000;
const CHANNEL = "kerbside-outbox";
const LOCK = "kerbside-outbox";

const NOT_APPLIED =
  "The report was completed, signed off or cancelled meanwhile, so this change was not applied.";
const NO_CONNECTION_PHOTO =
  "No connection. The photo is kept here and is sent by itself when the signal returns.";
const NO_CONNECTION =
  "No connection. This change is kept here and is sent by itself when the signal returns.";
const GONE = "This area or report is no longer there, so this change was not applied.";

let snapshot: OutboxSnapshot = {
  loaded: false,
  online: true,
  entries: [],
  sending: null,
  photos: { done: 0, total: 0 },
};
const listeners = new Set<() => void>();
const syncedListeners = new Set<(entry: OutboxEntry) => void>();
let client: Client | null = null;
let channel: BroadcastChannel | null = null;
let draining = false;
let again = false;
let backoffTimer: ReturnType<typeof setTimeout> | undefined;
let started = false;

function publish(patch: Partial<OutboxSnapshot>) {
  snapshot = { ...snapshot, ...patch };
  listeners.forEach((l) => l());
}

async function reload() {
  const entries = await allEntries();
  const waitingPhotos = entries.filter((e) => e.state === "waiting" && e.change.type === "photo");
  // A run of uploads ends when no photo waits; the next photo starts a new count.
  const photos =
    waitingPhotos.length === 0
      ? { done: 0, total: 0 }
      : {
          done: snapshot.photos.done,
          total: Math.max(snapshot.photos.total, snapshot.photos.done + waitingPhotos.length),
        };
  publish({ loaded: true, entries, photos });
}

function changed() {
  channel?.postMessage("changed");
}

export const outbox = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => snapshot,
  /** Called after each entry the server took, so screens can read the stored values back. */
  onSynced: (listener: (entry: OutboxEntry) => void) => {
    syncedListeners.add(listener);
    return () => {
      syncedListeners.delete(listener);
    };
  },

  start: (trpcClient: Client) => {
    client = trpcClient;
    if (started) return;
    started = true;
    snapshot = { ...snapshot, online: navigator.onLine };
    window.addEventListener("online", () => {
      publish({ online: true });
      void drain(true);
    });
    window.addEventListener("offline", () => publish({ online: false }));
    if ("BroadcastChannel" in window) {
      channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = () => void reload();
    }
    void reload().then(() => drain(true));
  },

  add: async (reportId: string, change: Change, photo?: { id: string; blob: Blob }) => {
    await addEntry(reportId, change, photo);
    await reload();
    changed();
    void drain(true);
  },

  retry: async (seqs: number[]) => {
    for (const seq of seqs) await updateEntry(seq, { state: "waiting", error: null, attempts: 0 });
    await reload();
    changed();
    void drain(true);
  },

  discard: async (seq: number) => {
    await removeEntry(seq);
    await reload();
    changed();
  },

  /** Forgets every change on the phone, sent or not (sign-out); other tabs are told. */
  clear: async () => {
    await clearEntries();
    await reload();
    changed();
  },
};

/** Sends what waits, oldest first. `now`: skip the back-off wait (online again, a new change, a retry). */
async function drain(now: boolean): Promise<void> {
  if (now) clearTimeout(backoffTimer);
  if (draining) {
    again = true;
    return;
  }
  draining = true;
  try {
    const run = () => sendAll();
    if (navigator.locks) await navigator.locks.request(LOCK, run);
    else await run();
  } finally {
    draining = false;
  }
  if (again) {
    again = false;
    void drain(false);
  }
}

async function sendAll(): Promise<void> {
  for (;;) {
    if (!client || !navigator.onLine) return;
    const entries = await allEntries();
    const next = entries.find((e) => e.state === "waiting");
    if (!next) {
      publish({ entries, photos: { done: 0, total: 0 }, sending: null });
      return;
    }
    const outcome = await send(client, next);
    if (outcome === "sent") {
      await removeEntry(next.seq);
      if (next.change.type === "photo")
        snapshot = { ...snapshot, photos: { ...snapshot.photos, done: snapshot.photos.done + 1 } };
      publish({ sending: null });
      await reload();
      changed();
      syncedListeners.forEach((l) => l(next));
      continue;
    }
    publish({ sending: null });
    if (outcome === "retry") {
      const attempts = next.attempts + 1;
      const error = next.change.type === "photo" ? NO_CONNECTION_PHOTO : NO_CONNECTION;
      await updateEntry(next.seq, { attempts, error });
      await reload();
      const wait = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts - 1, 5));
      clearTimeout(backoffTimer);
      backoffTimer = setTimeout(() => void drain(false), wait);
      return;
    }
    await updateEntry(next.seq, { state: outcome.state, error: outcome.error });
    await reload();
    changed();
    syncedListeners.forEach((l) => l(next));
  }
}

function refusal(code: string | null, status: number, detail: string | null): Outcome {
  if (code === "invalid_state") return { state: "not_applied", error: NOT_APPLIED };
  if (code === "not_found" || status === 404) return { state: "not_applied", error: GONE };
  if (code === "idempotency_in_progress" || status === 0 || status === 429 || status >= 500)
    return "retry";
  if (code === "unauthenticated" || status === 401)
    return { state: "failed", error: "You have been signed out. Sign in again, then retry." };
  return { state: "failed", error: detail ?? "The server refused this change." };
}

async function send(trpc: Client, entry: OutboxEntry): Promise<Outcome> {
  const { change } = entry;
  if (change.type === "photo") return sendPhoto(entry, change);
  try {
    const options = idempotent(entry.idempotencyKey);
    if (change.type === "inspection")
      await trpc.reports.updateInspection.mutate(
        { id: change.inspectionId, ...change.patch },
        options,
      );
    else if (change.type === "report")
      await trpc.reports.update.mutate({ id: entry.reportId, ...change.patch }, options);
    else
      await trpc.reports.passInspections.mutate(
        { report_id: entry.reportId, inspection_ids: change.inspectionIds },
        options,
      );
    return "sent";
  } catch (error) {
    if (!(error instanceof TRPCClientError)) return "retry";
    const data = error.data as { appCode?: string; httpStatus?: number } | undefined;
    if (!data) return "retry"; // no answer at all: the connection dropped
    return refusal(data.appCode ?? null, data.httpStatus ?? 500, error.message);
  }
}

function sendPhoto(entry: OutboxEntry, change: Extract<Change, { type: "photo" }>) {
  return new Promise<Outcome>((resolve) => {
    void photoBlob(change.photoId).then((blob) => {
      if (!blob) {
        resolve({ state: "failed", error: "This photo is no longer on the phone. Take it again." });
        return;
      }
      const url =
        change.target.kind === "inspection"
          ? `/api/app/inspections/${change.target.inspectionId}/media`
          : `/api/app/reports/${entry.reportId}/media`;
      const body = new FormData();
      body.append("file", new File([blob], change.name, { type: blob.type }));
      if (change.target.kind === "vehicle") {
        body.append("kind", change.target.photoKind);
        if (change.target.angle) body.append("angle", change.target.angle);
      }
      for (const [name, value] of Object.entries(change.fields)) body.append(name, value);
      const xhr = new XMLHttpRequest();
      xhr.open("POST", url);
      xhr.setRequestHeader("Idempotency-Key", entry.idempotencyKey);
      publish({ sending: { seq: entry.seq, progress: 0 } });
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable)
          publish({ sending: { seq: entry.seq, progress: event.loaded / event.total } });
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) return resolve("sent");
        let code: string | null = null;
        let detail: string | null = null;
        try {
          const problem = JSON.parse(xhr.responseText) as { code?: unknown; detail?: unknown };
          if (typeof problem.code === "string") code = problem.code;
          if (typeof problem.detail === "string") detail = problem.detail;
        } catch {
          // Not problem+json (a proxy's page): judged by its status alone.
        }
        resolve(refusal(code, xhr.status, detail));
      };
      xhr.onerror = () => resolve("retry");
      xhr.ontimeout = () => resolve("retry");
      xhr.onabort = () => resolve("retry");
      xhr.send(body);
    });
  });
}
