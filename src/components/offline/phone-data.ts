"use client";
// What a sign-out leaves on a phone another person may pick up next: nothing of the inspections.
// The outbox's changes and photos (IndexedDB) go, and so do the report pages the service worker
// stored for working offline (its `kerbside-inspections` cache, src/app/sw.ts); the static
// files stay. Changes not yet uploaded are counted first, so the sign-out can ask before they
// are lost.
import { allEntries } from "./offline-db";
import { outbox } from "./outbox";

/** The service worker's cache of report pages (sw.ts names it). */
export const REPORT_PAGES_CACHE = "kerbside-inspections";

/** Changes on this phone that the server does not have: waiting, failed or not applied. */
export async function unsentChanges(): Promise<number> {
  if (!("indexedDB" in window)) return 0;
  return (await allEntries()).length;
}

/** Deletes the phone's inspections: the outbox and its photos, and the stored report pages. */
export async function clearPhoneData(): Promise<void> {
  if ("indexedDB" in window) await outbox.clear();
  if (!("caches" in window)) return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.includes(REPORT_PAGES_CACHE)).map((name) => caches.delete(name)),
  );
}
