"use client";
// Photos of a checklist area: made smaller on the phone (prepare-photo.ts), then kept on it
// (IndexedDB, components/offline) and sent by the outbox in order with an Idempotency-Key,
// with progress, retried with back-off when the signal returns. A photo taken with no signal
// is kept (and survives a reload) until the server has it, or the user discards it.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { randomKey } from "~/components/offline/offline-db";
import { outbox } from "~/components/offline/outbox";
import {
  fullMessage,
  keepStorage,
  photoLimit,
  queuedPhotoBytes,
} from "~/components/offline/photo-storage";
import { photoBlob } from "~/components/offline/offline-db";
import { useOutbox } from "~/components/offline/use-outbox";
import { preparePhoto } from "./prepare-photo";

export type QueuedPhoto = {
  key: string;
  seq: number;
  inspectionId: string;
  name: string;
  previewUrl: string | null;
  progress: number;
  /** `waiting`: on the phone, not sent yet; `not_applied`: the report moved on meanwhile. */
  state: "waiting" | "uploading" | "failed" | "not_applied";
  error: string | null;
};

export function usePhotoUploads(
  reportId: string,
  onUploaded: (inspectionId: string) => Promise<unknown>,
) {
  const snapshot = useOutbox();
  const onUploadedRef = useRef(onUploaded);
  const previews = useRef(new Map<string, string>());
  const [, setPreviewsLoaded] = useState(0);

  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });

  useEffect(
    () =>
      outbox.onSynced((entry) => {
        if (entry.change.type === "photo" && entry.change.target.kind === "inspection")
          void onUploadedRef.current(entry.change.target.inspectionId);
      }),
    [],
  );

  const entries = snapshot.entries.filter(
    (e) =>
      e.reportId === reportId && e.change.type === "photo" && e.change.target.kind === "inspection",
  );

  // Previews come from the stored blobs; released when their photo leaves the phone.
  const photoIds = entries.map((e) => (e.change.type === "photo" ? e.change.photoId : "")).join();
  useEffect(() => {
    const ids = new Set(photoIds.split(","));
    let cancelled = false;
    for (const [id, url] of previews.current)
      if (!ids.has(id)) {
        URL.revokeObjectURL(url);
        previews.current.delete(id);
      }
    const missing = [...ids].filter((id) => id && !previews.current.has(id));
    void Promise.all(missing.map(async (id) => [id, await photoBlob(id)] as const)).then(
      (blobs) => {
        if (cancelled) return;
        for (const [id, blob] of blobs)
          if (blob) previews.current.set(id, URL.createObjectURL(blob));
        if (blobs.length > 0) setPreviewsLoaded((n) => n + 1);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [photoIds]);
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const queue: QueuedPhoto[] = entries.flatMap((e) => {
    const change = e.change;
    if (change.type !== "photo" || change.target.kind !== "inspection") return [];
    const sending = snapshot.sending?.seq === e.seq ? snapshot.sending : null;
    return [
      {
        key: String(e.seq),
        seq: e.seq,
        inspectionId: change.target.inspectionId,
        name: change.name,
        previewUrl: previews.current.get(change.photoId) ?? null,
        progress: sending?.progress ?? 0,
        state: sending ? "uploading" : e.state,
        error: e.error,
      },
    ];
  });

  const add = useCallback(
    async (inspectionId: string, files: Iterable<File>, fields: Record<string, string> = {}) => {
      const limit = await photoLimit();
      for (const original of files) {
        const file = await preparePhoto(original);
        const used = queuedPhotoBytes(outbox.getSnapshot().entries);
        if (used + file.size > limit) {
          toast.error(fullMessage(limit));
          return;
        }
        keepStorage();
        const photoId = randomKey("photo");
        await outbox.add(
          reportId,
          {
            type: "photo",
            target: { kind: "inspection", inspectionId },
            photoId,
            name: file.name || "Photo",
            size: file.size,
            fields,
          },
          { id: photoId, blob: file },
        );
      }
    },
    [reportId],
  );

  const retry = useCallback((key: string) => void outbox.retry([Number(key)]), []);
  const discard = useCallback((key: string) => void outbox.discard(Number(key)), []);

  return { queue, add, retry, discard };
}
