"use client";
// One walk-around photo (an angle of the report's template, or the odometer or fuel gauge): the
// outline of where to stand, the camera button, and the photos taken so far. The first screen
// asks once for the phone's location, saying why; a "no" changes nothing but the evidence.
import { MapPin } from "lucide-react";
import { AngleOutline } from "~/components/vehicle-views/angle-outline";
import type { PhotoAngle } from "~/server/models/photo-angles";
import { CameraButton } from "./camera-button";
import type { useDeviceLocation } from "./use-device-location";
import type { useVehiclePhotos, VehiclePhotoTarget } from "./use-vehicle-photos";

type Props = {
  target: VehiclePhotoTarget;
  /** What the step is called: the angle's label, or "Odometer" / "Fuel gauge" / "Charge level". */
  title: string;
  hint: string;
  bodyType: string;
  photos: ReturnType<typeof useVehiclePhotos>;
  device: ReturnType<typeof useDeviceLocation>;
};

export function LocationQuestion({ device }: { device: Props["device"] }) {
  if (device.asked) return null;
  return (
    <div className="rounded-lg bg-brand-50 p-3 text-sm ring-1 ring-brand-200">
      <p className="flex items-start gap-2 text-slate-800">
        <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
        Each photo can record where it was taken, so nobody can later say it shows another place.
        Your phone will ask once; photos work either way.
      </p>
      <div className="mt-2 flex gap-2">
        <button
          type="button"
          onClick={device.allow}
          className="min-h-11 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
        >
          Record where
        </button>
        <button
          type="button"
          onClick={device.decline}
          className="min-h-11 rounded-lg px-4 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          Not now
        </button>
      </div>
    </div>
  );
}

export function WalkAroundStep({ target, title, hint, bodyType, photos, device }: Props) {
  const taken = photos.photosOf(target);
  const error = photos.error(target);
  const waiting = photos.waiting(target);
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-700">{hint}</p>
      </div>
      <LocationQuestion device={device} />
      {target.kind === "angle" ? (
        <AngleOutline
          bodyType={bodyType}
          angle={target.angle as PhotoAngle}
          className="mx-auto h-56 w-auto"
        />
      ) : null}
      <CameraButton
        takeLabel={`${title} photo`}
        disabled={photos.busy(target)}
        onFiles={(files, source) => void photos.upload(target, files, source, device.location)}
      />
      <p role="status" className="text-sm text-slate-700">
        {photos.busy(target)
          ? "Saving…"
          : waiting > 0
            ? `${waiting} ${waiting === 1 ? "photo" : "photos"} saved on this phone, waiting to upload.`
            : taken.length > 0
              ? `${taken.length} ${taken.length === 1 ? "photo" : "photos"} taken.`
              : "No photo yet."}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {taken.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2" aria-label={`${title} photos`}>
          {taken.map((m) => (
            <li key={m.id}>
              {/* eslint-disable-next-line @next/next/no-img-element -- session-authenticated thumbnail */}
              <img
                src={m.thumbnail_url}
                alt={`${title}, taken ${m.captured_at ? new Date(m.captured_at).toLocaleTimeString("en-GB") : ""}`.trim()}
                className="aspect-[4/3] w-full rounded-md object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
