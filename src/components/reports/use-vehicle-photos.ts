"use client";
// Photos of the whole vehicle (a walk-around angle, the odometer, the fuel gauge): made smaller
// on the phone (prepare-photo.ts), sent to /api/app/reports/{id}/media with their evidence
// (camera or library, the time taken, where), and the report's photos listed back.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "~/trpc/react";
import type { DeviceLocation } from "./use-device-location";
import { preparePhoto } from "./prepare-photo";

export type VehiclePhotoTarget = { kind: "angle"; angle: string } | { kind: "odometer" | "fuel" };

const targetKey = (t: VehiclePhotoTarget) => (t.kind === "angle" ? `angle:${t.angle}` : t.kind);

export function useVehiclePhotos(reportId: string, onUploaded: () => Promise<unknown>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const input = { report_id: reportId, limit: 100 };
  const media = useQuery(trpc.reports.listMedia.queryOptions(input));
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

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
      for (const original of files) {
        const file = await preparePhoto(original);
        const body = new FormData();
        body.append("file", file);
        body.append("kind", target.kind);
        if (target.kind === "angle") body.append("angle", target.angle);
        body.append("source", source);
        // The file's own time: when the camera took it, or when a library photo was saved.
        body.append(
          "captured_at",
          new Date(Math.min(original.lastModified, Date.now())).toISOString(),
        );
        if (location) {
          body.append("latitude", String(location.latitude));
          body.append("longitude", String(location.longitude));
          body.append("accuracy_m", String(Math.round(location.accuracy_m)));
        }
        const res = await fetch(`/api/app/reports/${reportId}/media`, { method: "POST", body });
        if (!res.ok) {
          const problem = (await res.json().catch(() => null)) as { detail?: unknown } | null;
          throw new Error(
            typeof problem?.detail === "string" ? problem.detail : "The upload failed. Retry.",
          );
        }
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.reports.listMedia.queryKey(input) }),
        onUploaded(),
      ]);
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

  return {
    upload,
    photosOf,
    busy: (t: VehiclePhotoTarget) => busy[targetKey(t)] === true,
    error: (t: VehiclePhotoTarget) => errors[targetKey(t)] || null,
  };
}
