// What the inspector will see with a template: the walk-around in order, the readings' photos,
// the checklist with its guidance, the accessories.
import { AngleOutline } from "~/components/vehicle-views/angle-outline";
import { ANGLE_LABELS, type PhotoAngle } from "~/server/models/photo-angles";
import type { TemplateDraft } from "./template-draft";

export function TemplatePreview({ draft }: { draft: TemplateDraft }) {
  const bodyType = draft.body_types[0] ?? "car";
  return (
    <section
      aria-labelledby="template-preview-title"
      className="space-y-4 rounded-lg bg-slate-50 p-4 text-sm ring-1 ring-slate-200"
    >
      <h3 id="template-preview-title" className="font-semibold">
        Preview: what the inspector will see
      </h3>
      <div>
        <h4 className="font-medium">1. Walk-around ({draft.photo_angles.length} photos)</h4>
        {draft.photo_angles.length === 0 ? (
          <p className="text-slate-600">No walk-around photos.</p>
        ) : (
          <ol className="mt-1 grid grid-cols-4 gap-2">
            {draft.photo_angles.map((a: PhotoAngle) => (
              <li key={a} className="text-center text-xs">
                <AngleOutline bodyType={bodyType} angle={a} decorative className="h-14 w-auto" />
                {ANGLE_LABELS[a]}
              </li>
            ))}
          </ol>
        )}
      </div>
      <div>
        <h4 className="font-medium">2. Readings</h4>
        <p className="text-slate-700">
          Mileage and fuel level
          {draft.odometer_photo_required ? ", with an odometer photo" : ""}
          {draft.fuel_photo_required ? ", with a fuel gauge photo" : ""}.
        </p>
      </div>
      <div>
        <h4 className="font-medium">3. Checklist ({draft.items.length})</h4>
        <ol className="mt-1 list-decimal space-y-1 pl-5">
          {draft.items.map((item, i) => (
            <li key={i}>
              <span className="font-medium">{item.area || "Untitled item"}</span>
              {item.photo_required ? " · photo required" : ""}
              {item.guidance ? <span className="block text-slate-600">{item.guidance}</span> : null}
            </li>
          ))}
        </ol>
      </div>
      {draft.accessories.length > 0 ? (
        <div>
          <h4 className="font-medium">4. Accessories</h4>
          <ul className="mt-1 list-disc pl-5">
            {draft.accessories.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
