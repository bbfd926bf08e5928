"use client";
// The template's walk-around photos, picked on drawings of the vehicle's views: each angle a
// tick box showing where the inspector stands. Kept in walking order (clockwise from the front).
import { AngleOutline } from "~/components/vehicle-views/angle-outline";
import { ANGLE_LABELS, PHOTO_ANGLES, type PhotoAngle } from "~/server/models/photo-angles";

type Props = {
  bodyType: string;
  value: PhotoAngle[];
  onChange: (angles: PhotoAngle[]) => void;
  disabled?: boolean;
};

export function AnglePicker({ bodyType, value, onChange, disabled }: Props) {
  const toggle = (angle: PhotoAngle, on: boolean) =>
    onChange(PHOTO_ANGLES.filter((a) => (a === angle ? on : value.includes(a))));
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Walk-around photos</legend>
      <p className="text-sm text-slate-600">The inspector takes them in this order.</p>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
        {PHOTO_ANGLES.map((angle) => (
          <li key={angle}>
            <label className="flex h-full cursor-pointer flex-col items-center gap-1 rounded-lg p-2 text-center text-xs ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600">
              <AngleOutline bodyType={bodyType} angle={angle} decorative className="h-20 w-auto" />
              <span className="flex items-center gap-1.5 font-medium text-slate-900">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={value.includes(angle)}
                  disabled={disabled}
                  onChange={(e) => toggle(angle, e.target.checked)}
                />
                {ANGLE_LABELS[angle]}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
