"use client";
import { useId } from "react";
import { CameraButton } from "./camera-button";
import { PhotoGrid } from "./photo-grid";
import { PhotoQueue } from "./photo-queue";
import { useDeleteMedia, useInspectionMedia } from "./use-inspection-media";
import type { usePhotoUploads } from "./use-photo-uploads";

type Props = {
  inspectionId: string;
  area: string;
  /** The photos the server last counted: their places are kept while the list loads. */
  count: number;
  uploads: ReturnType<typeof usePhotoUploads>;
  onMediaChanged: () => Promise<unknown>;
};

/** The camera one tap away, the photos on their way up, and the ones already stored. */
export function AreaPhotos({ inspectionId, area, count, uploads, onMediaChanged }: Props) {
  const id = useId();
  const media = useInspectionMedia(inspectionId);
  const remove = useDeleteMedia(inspectionId, onMediaChanged);
  const queued = uploads.queue.filter((p) => p.inspectionId === inspectionId);
  const none =
    queued.length === 0 ? (
      <p className="text-sm text-slate-500">No photos of this area yet.</p>
    ) : null;

  // The photos already stored: while they load, as many places as the server counted, so what
  // is below does not move when they arrive.
  const stored = () => {
    if (media.isError)
      return (
        <p role="alert" className="text-sm text-red-700">
          The photos could not be loaded: {media.error.message}
        </p>
      );
    if (media.isPending)
      return count === 0 ? (
        none
      ) : (
        <div
          className="grid grid-cols-3 gap-2 sm:grid-cols-4"
          role="status"
          aria-busy="true"
          aria-label="Loading photos"
        >
          {Array.from({ length: count }, (_, i) => (
            <div
              key={i}
              className="aspect-square animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none"
            />
          ))}
        </div>
      );
    if (media.data.data.length === 0) return none;
    return (
      <PhotoGrid
        items={media.data.data}
        label={`Photos of ${area}`}
        onDelete={(mediaId) => remove.mutateAsync(mediaId)}
      />
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-base font-semibold">
        Photos
      </h3>
      <CameraButton onFiles={(files) => uploads.add(inspectionId, files)} />
      <PhotoQueue photos={queued} onRetry={uploads.retry} onDiscard={uploads.discard} />
      {stored()}
    </section>
  );
}
