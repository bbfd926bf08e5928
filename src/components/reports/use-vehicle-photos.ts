"use client";
// Photos of the whole vehicle (a walk-around angle, the odometer, the fuel gauge): made smaller
// on the phone (prepare-photo.ts), kept on it and sent by the outbox (components/offline) to
// /api/app/reports/{id}/media with their evidence (camera or library, the time taken, where),
// and the report's photos listed back once uploaded.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { randomKey } from "~/components/offline/offline-db";
import { outbox } from "~/components/offline/outbox";
import {
  fullMessage,
  keepStorage,
  photoLimit,
  queuedPhotoBytes,
} from "~/components/offline/photo-storage";
import { useOutbox } from "~/components/offline/use-outbox";
import { useTRPC } from "~/trpc/react";
import type { DeviceLocation } from "./use-device-location";
import { preparePhoto } from "./prepare-photo";

export type VehiclePhotoTarget = { kind: "angle"; angle: string } | { kind: "odometer" | "fuel" };

const targetKey = (t: VehiclePhotoTarget) => (t.kind === "angle" ? `angle:${t.angle}` : t.kind);

export function useVehiclePhotos(reportId: string, onUploaded: () => Promise<unknown>) {
  const trpc = useTRPC();
  const input = { report_id: reportId, limit: 100 };
  const media = useQuery(trpc.reports.listMedia.queryOptions(input));
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const snapshot = useOutbox();
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });
  useEffect(
    () =>
      outbox.onSynced((entry) => {
        if (entry.reportId !== reportId) return;
        if (entry.change.type !== "photo" || entry.change.target.kind !== "vehicle") return;
        void onUploadedRef.current();
      }),
    [reportId],
  );

  const upload = async (
    target: VehiclePhotoTarget,
    files: File[],
    source: "camera" | "library",
    location: DeviceLocation | null,
  ) => {
    const key = targetKey(target);
    setBusy((b) => ({ ...b, [key]: true }));
    setErrors((e) => ({ ...e, [key]: "" }));
    try {
      const limit = await photoLimit();
      for (const original of files) {
        const file = await preparePhoto(original);
        if (queuedPhotoBytes(outbox.getSnapshot().entries) + file.size > limit)
          throw new Error(fullMessage(limit));
        const fields: Record<string, string> = {
          source,
          // The file's own time: when the camera took it, or when a library photo was saved.
          captured_at: new Date(Math.min(original.lastModified, Date.now())).toISOString(),
        };
        if (location) {
          fields.latitude = String(location.latitude);
          fields.longitude = String(location.longitude);
          fields.accuracy_m = String(Math.round(location.accuracy_m));
        }
        keepStorage();
        const photoId = randomKey("photo");
        await outbox.add(
          reportId,
          {
            type: "photo",
            target: {
              kind: "vehicle",
              photoKind: target.kind,
              angle: target.kind === "angle" ? target.angle : null,
            },
            photoId,
            name: file.name || "Photo",
            size: file.size,
            fields,
          },
          { id: photoId, blob: file },
        );
      }
    } catch (error) {
      setErrors((e) => ({
        ...e,
        [key]: error instanceof Error ? error.message : "The upload failed. Retry.",
      }));
    } finally {
      setBusy((b) => ({ ...b, [key]: false }));
    }
  };

  const photosOf = (target: VehiclePhotoTarget) =>
    (media.data?.data ?? []).filter(
      (m) => m.kind === target.kind && (target.kind !== "angle" || m.angle === target.angle),
    );

  /** Photos of this target kept on the phone until uploaded. */
  const waiting = (t: VehiclePhotoTarget) =>
    snapshot.entries.filter(
      (e) =>
        e.reportId === reportId &&
        e.state !== "not_applied" &&
        e.change.type === "photo" &&
        e.change.target.kind === "vehicle" &&
        e.change.target.photoKind === t.kind &&
        (t.kind !== "angle" || e.change.target.angle === t.angle),
    ).length;

  return {
    upload,
    photosOf,
    waiting,
    busy: (t: VehiclePhotoTarget) => busy[targetKey(t)] === true,
    error: (t: VehiclePhotoTarget) => errors[targetKey(t)] || null,
  };
}
