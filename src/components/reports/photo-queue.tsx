"use client";
/* eslint-disable @next/next/no-img-element -- previews are local object URLs, which next/image cannot optimise */
import { RotateCw, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { QueuedPhoto } from "./use-photo-uploads";

type Props = {
  photos: QueuedPhoto[];
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
};

/** Photos kept on the phone until uploaded: a progress bar each while sent, and Retry / Discard when one failed. */
export function PhotoQueue({ photos, onRetry, onDiscard }: Props) {
  if (photos.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label="Photos uploading">
      {photos.map((photo) => {
        const percent = Math.round(photo.progress * 100);
        return (
          <li key={photo.key} className="flex gap-3 rounded-lg bg-white p-2 ring-1 ring-slate-200">
            {photo.previewUrl ? (
              <img
                src={photo.previewUrl}
                alt=""
                className="size-16 shrink-0 rounded-md object-cover"
              />
            ) : (
              <div className="size-16 shrink-0 rounded-md bg-slate-200" />
            )}
            <div className="min-w-0 flex-1 space-y-1.5">
              <p className="truncate text-sm font-medium">{photo.name}</p>
              {photo.state === "waiting" && !photo.error ? (
                <p className="text-xs text-slate-600">Saved on this phone, waiting to upload.</p>
              ) : photo.state === "uploading" ? (
                <>
                  <div
                    role="progressbar"
                    aria-label={`Uploading ${photo.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    className="h-2 overflow-hidden rounded-full bg-slate-200"
                  >
                    <div
                      className="h-full rounded-full bg-brand-600 transition-[width]"
                      style={{ width: `${percent}%` }}
                    />
                  </div>
                  <p className="text-xs text-slate-500">
                    {percent < 100 ? `Uploading… ${percent}%` : "Processing…"}
                  </p>
                </>
              ) : (
                <>
                  <p role="alert" className="text-sm text-red-700">
                    {photo.error}
                  </p>
                  <div className="flex gap-2">
                    <Button type="button" onClick={() => onRetry(photo.key)} className="min-h-11">
                      <RotateCw className="size-4" aria-hidden />
                      Retry
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      onClick={() => onDiscard(photo.key)}
                      className="min-h-11"
                    >
                      <Trash2 className="size-4" aria-hidden />
                      Discard
                    </Button>
                  </div>
                </>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
