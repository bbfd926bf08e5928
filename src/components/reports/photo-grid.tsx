"use client";
/* eslint-disable @next/next/no-img-element -- thumbnails come from our session-authenticated media route */
import { Trash2 } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { MediaItem } from "~/server/models/media";

type Props = {
  items: MediaItem[];
  onDelete?: (mediaId: string) => Promise<unknown>;
  label: string;
  small?: boolean;
};

/** Uploaded photos as thumbnails; each opens the full image. Drafts can delete them. */
export function PhotoGrid({ items, onDelete, label, small }: Props) {
  if (items.length === 0) return null;
  return (
    <ul
      className={
        small ? "grid grid-cols-4 gap-2 sm:grid-cols-8" : "grid grid-cols-3 gap-2 sm:grid-cols-4"
      }
      aria-label={label}
    >
      {items.map((item, index) => (
        <li key={item.id} className="relative">
          <a href={`/api/app/media/${item.id}`} target="_blank" rel="noreferrer" className="block">
            <img
              src={`/api/app/media/${item.id}?variant=thumbnail`}
              alt={item.caption ?? `Photo ${index + 1}`}
              className="aspect-square w-full rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
              loading="lazy"
              data-testid="photo-thumbnail"
            />
          </a>
          {onDelete ? (
            <ConfirmDialog
              trigger={
                <button
                  type="button"
                  aria-label={`Delete photo ${index + 1}`}
                  className="absolute top-1 right-1 grid size-11 place-items-center rounded-full bg-white/90 text-red-700 shadow ring-1 ring-slate-200"
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              }
              title="Delete this photo?"
              description="The photo is removed from the report for good."
              confirmLabel="Delete photo"
              destructive
              onConfirm={async () => {
                try {
                  await onDelete(item.id);
                } catch (error) {
                  toast.error(
                    error instanceof Error ? error.message : "The photo could not be deleted.",
                  );
                  throw error;
                }
              }}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
