"use client";
import { Camera, ImagePlus } from "lucide-react";
import { useId, useRef } from "react";

type Props = {
  /** `source`: the camera button or the photo library (a photo's evidence says which). */
  onFiles: (files: File[], source: "camera" | "library") => void;
  disabled?: boolean;
  /** The camera button's words, e.g. the walk-around angle's label. */
  takeLabel?: string;
};

/**
 * Two big buttons: the camera (opens the rear camera directly on a phone) and the
 * photo library (for pictures already taken).
 */
export function CameraButton({ onFiles, disabled, takeLabel = "Take photo" }: Props) {
  const cameraId = useId();
  const libraryId = useId();
  const cameraRef = useRef<HTMLInputElement>(null);
  const libraryRef = useRef<HTMLInputElement>(null);
  const take = (input: HTMLInputElement | null, source: "camera" | "library") => {
    if (!input?.files?.length) return;
    onFiles(Array.from(input.files), source);
    // Reset so the same file can be chosen again after a discard.
    input.value = "";
  };
  const box =
    "flex min-h-14 cursor-pointer items-center justify-center gap-2 rounded-xl px-4 text-base font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60";
  return (
    <div className="grid grid-cols-[2fr_1fr] gap-2">
      <label htmlFor={cameraId} className={`${box} bg-brand-600 text-white hover:bg-brand-700`}>
        <Camera className="size-6" aria-hidden />
        {takeLabel}
        <input
          ref={cameraRef}
          id={cameraId}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          disabled={disabled}
          onChange={() => take(cameraRef.current, "camera")}
        />
      </label>
      <label
        htmlFor={libraryId}
        className={`${box} bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50`}
      >
        <ImagePlus className="size-5" aria-hidden />
        Upload
        <input
          ref={libraryRef}
          id={libraryId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          className="sr-only"
          disabled={disabled}
          onChange={() => take(libraryRef.current, "library")}
        />
      </label>
    </div>
  );
}
