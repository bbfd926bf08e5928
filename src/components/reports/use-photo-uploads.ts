"use client";
// Photo uploads with progress. XMLHttpRequest, because fetch cannot report upload
// progress. A failed upload stays in the queue (with its preview) until it is
// retried or discarded, so a photo taken without signal is never lost silently.
import { useCallback, useEffect, useRef, useState } from "react";
import { preparePhoto } from "./prepare-photo";

export type QueuedPhoto = {
  key: string;
  inspectionId: string;
  file: File;
  previewUrl: string;
  progress: number;
  state: "uploading" | "failed";
  error?: string;
};

const MESSAGES: Record<number, string> = {
  401: "You have been signed out. Sign in again in another tab, then retry.",
  409: "This report is no longer a draft, so photos cannot be added.",
  413: "This photo is larger than 20 MB.",
  415: "Only JPEG, PNG or WebP photos can be uploaded.",
};

function failureMessage(xhr: XMLHttpRequest): string {
  const known = MESSAGES[xhr.status];
  if (known) return known;
  try {
    const body = JSON.parse(xhr.responseText) as { detail?: unknown };
    if (typeof body.detail === "string") return body.detail;
  } catch {
    // Not a problem+json body: fall through to the generic message.
  }
  return "The upload failed. Check your signal and retry.";
}

// A counter, not crypto.randomUUID: that needs a secure context, and a yard phone may use plain http on the LAN.
let photoCounter = 0;

export function usePhotoUploads(onUploaded: (inspectionId: string) => Promise<unknown>) {
  const [queue, setQueue] = useState<QueuedPhoto[]>([]);
  const onUploadedRef = useRef(onUploaded);
  const queueRef = useRef(queue);
  const discarded = useRef(new Set<string>());

  useEffect(() => {
    onUploadedRef.current = onUploaded;
    queueRef.current = queue;
  });

  // Leaving the page would drop photos still uploading or waiting for a retry.
  useEffect(() => {
    if (queue.length === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [queue.length]);

  // Object URLs of photos still queued are released when the screen goes away.
  useEffect(() => () => queueRef.current.forEach((p) => URL.revokeObjectURL(p.previewUrl)), []);

  const update = (key: string, patch: Partial<QueuedPhoto>) =>
    setQueue((q) => q.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const send = useCallback((photo: QueuedPhoto) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/app/inspections/${photo.inspectionId}/media`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) update(photo.key, { progress: event.loaded / event.total });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        void onUploadedRef.current(photo.inspectionId).finally(() => {
          setQueue((q) => q.filter((p) => p.key !== photo.key));
          URL.revokeObjectURL(photo.previewUrl);
        });
      } else {
        update(photo.key, { state: "failed", error: failureMessage(xhr) });
      }
    };
    xhr.onerror = () =>
      update(photo.key, {
        state: "failed",
        error: "No connection. The photo is kept here: retry when you have signal.",
      });
    xhr.ontimeout = xhr.onerror;
    const body = new FormData();
    body.append("file", photo.file);
    xhr.send(body);
  }, []);

  const add = useCallback(
    (inspectionId: string, files: Iterable<File>) => {
      for (const file of files) {
        const photo: QueuedPhoto = {
          key: `photo-${++photoCounter}`,
          inspectionId,
          file,
          previewUrl: URL.createObjectURL(file),
          progress: 0,
          state: "uploading",
        };
        setQueue((q) => [...q, photo]);
        void preparePhoto(file).then((prepared) => {
          // Discarded while it was being prepared: nothing to send.
          if (discarded.current.has(photo.key)) return;
          const ready = { ...photo, file: prepared };
          update(photo.key, { file: prepared });
          send(ready);
        });
      }
    },
    [send],
  );

  const retry = useCallback(
    (key: string) => {
      const photo = queueRef.current.find((p) => p.key === key);
      if (!photo) return;
      const again = { ...photo, state: "uploading" as const, progress: 0, error: undefined };
      update(key, again);
      send(again);
    },
    [send],
  );

  const discard = useCallback((key: string) => {
    discarded.current.add(key);
    setQueue((q) => {
      const photo = q.find((p) => p.key === key);
      if (photo) URL.revokeObjectURL(photo.previewUrl);
      return q.filter((p) => p.key !== key);
    });
  }, []);

  return { queue, add, retry, discard };
}
