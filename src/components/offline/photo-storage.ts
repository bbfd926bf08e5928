"use client";
// How much room photos waiting to upload may take on the phone: 300 MB, or half of what the
// browser grants this site when that is less. Warned from 80%, refused at the limit, so a photo
// is never taken and then lost to a full store. Uploaded photos leave the phone (offline-db.ts).
import type { OutboxEntry } from "./offline-db";

const CEILING = 300 * 1024 * 1024;
export const WARN_AT = 0.8;

export async function photoLimit(): Promise<number> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  const quota = estimate?.quota;
  return quota ? Math.min(CEILING, Math.floor(quota / 2)) : CEILING;
}

export const queuedPhotoBytes = (entries: OutboxEntry[]) =>
  entries.reduce((sum, e) => sum + (e.change.type === "photo" ? e.change.size : 0), 0);

export const megabytes = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MB`;

export const nearLimitMessage = (used: number, limit: number) =>
  `Photos waiting to upload take ${megabytes(used)} of the ${megabytes(limit)} this phone keeps for them. Upload them soon (find signal): at ${megabytes(limit)} no more photos can be kept.`;

export const fullMessage = (limit: number) =>
  `This phone already holds ${megabytes(limit)} of photos waiting to upload, its limit. Find signal so they upload, then take more.`;

/** Asks the browser not to clear the store under storage pressure (granted to installed apps). */
export function keepStorage() {
  void navigator.storage?.persist?.().catch(() => false);
}
