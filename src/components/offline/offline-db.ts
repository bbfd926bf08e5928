"use client";
// The phone's own copy of an inspection in progress (IndexedDB through `idb`): the outbox of
// changes still to send, in the order they were made, and the photos waiting to upload as
// blobs. An entry leaves only when the server has it (or the user discards it); a photo's
// blob goes with its entry, so uploaded photos do not stay on the phone.
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { Damage } from "~/server/models/inspection";
import type { Report } from "~/server/models/report";

export type InspectionChange = {
  verdict?: "pass" | "advisory" | "fail" | null;
  notes?: string | null;
  damage?: Damage | null;
};

export type ReportChange = Partial<
  Pick<
    Report,
    | "odometer"
    | "odometer_unit"
    | "fuel_level"
    | "charge_level"
    | "tyre_readings"
    | "notes"
    | "customer_id"
  >
> & { accessories?: { name: string; present: boolean }[] };

/** Where a photo goes: an area of the checklist, or the whole vehicle (a walk-around angle, the odometer, the fuel gauge). */
export type PhotoTarget =
  | { kind: "inspection"; inspectionId: string }
  | { kind: "vehicle"; photoKind: "angle" | "odometer" | "fuel"; angle: string | null };

export type Change =
  | { type: "inspection"; inspectionId: string; area: string; patch: InspectionChange }
  | { type: "report"; patch: ReportChange }
  | { type: "pass"; inspectionIds: string[] }
  | {
      type: "photo";
      target: PhotoTarget;
      photoId: string;
      name: string;
      size: number;
      /** The upload's other form fields (evidence: source, captured_at, location). */
      fields: Record<string, string>;
    };

/** `waiting`: still to send; `failed`: refused, kept with a retry; `not_applied`: the report moved on meanwhile. */
export type EntryState = "waiting" | "failed" | "not_applied";

export type OutboxEntry = {
  seq: number;
  reportId: string;
  change: Change;
  /** Sent as `Idempotency-Key`, the same on every attempt, so a replay never does the work twice. */
  idempotencyKey: string;
  createdAt: string;
  state: EntryState;
  error: string | null;
  attempts: number;
};

type StoredPhoto = { id: string; blob: Blob };

interface OfflineSchema extends DBSchema {
  outbox: { key: number; value: OutboxEntry; indexes: { byReport: string } };
  photos: { key: string; value: StoredPhoto };
}

const DB_NAME = "kerbside-offline";
let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(db) {
      const outbox = db.createObjectStore("outbox", { keyPath: "seq", autoIncrement: true });
      outbox.createIndex("byReport", "reportId");
      db.createObjectStore("photos", { keyPath: "id" });
    },
  });
  return opened;
}

/** A random key; crypto.getRandomValues works outside secure contexts too, unlike randomUUID. */
export function randomKey(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${prefix}_${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

export async function addEntry(
  reportId: string,
  change: Change,
  photo?: { id: string; blob: Blob },
): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction(["outbox", "photos"], "readwrite");
  if (photo) await tx.objectStore("photos").put(photo);
  await tx.objectStore("outbox").add({
    reportId,
    change,
    idempotencyKey: randomKey("kbs"),
    createdAt: new Date().toISOString(),
    state: "waiting",
    error: null,
    attempts: 0,
  } as OutboxEntry);
  await tx.done;
}

export async function allEntries(): Promise<OutboxEntry[]> {
  return (await offlineDb()).getAll("outbox");
}

export async function updateEntry(seq: number, patch: Partial<OutboxEntry>): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction("outbox", "readwrite");
  const entry = await tx.store.get(seq);
  if (entry) await tx.store.put({ ...entry, ...patch });
  await tx.done;
}

/** Removes an entry and, for a photo, its blob: after upload, or when discarded. */
export async function removeEntry(seq: number): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction(["outbox", "photos"], "readwrite");
  const entry = await tx.objectStore("outbox").get(seq);
  if (entry?.change.type === "photo") await tx.objectStore("photos").delete(entry.change.photoId);
  await tx.objectStore("outbox").delete(seq);
  await tx.done;
}

export async function photoBlob(id: string): Promise<Blob | null> {
  return (await (await offlineDb()).get("photos", id))?.blob ?? null;
}

/** Empties the outbox and the photos waiting (sign-out on a shared phone). */
export async function clearEntries(): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction(["outbox", "photos"], "readwrite");
  await Promise.all([tx.objectStore("outbox").clear(), tx.objectStore("photos").clear()]);
  await tx.done;
}
