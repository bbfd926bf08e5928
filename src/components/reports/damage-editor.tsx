"use client";
// One piece of damage per checklist item (add another item of the same area for more): tap the diagram (or pick the part from the
// list, which works without a pointer), then say what kind and how bad. It is saved
// once the type and severity are chosen.
import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { zoneAt, zoneCentre, zoneChoices, zoneLabel } from "~/server/models/damage-diagram";
import type { DamageSeverity, DamageType, DamageZone } from "~/server/models/damage-words";
import type { Damage, DamageChange } from "~/server/models/inspection";
import { ChoiceChips } from "./choice-chips";
import { CHANGE_LABELS, DAMAGE_TYPE_LABELS, SEVERITY_LABELS } from "./labels";
import { VehicleDiagram, type DiagramMarker } from "./vehicle-diagram";

type Draft = {
  zone: DamageZone | null;
  type: DamageType | null;
  severity: DamageSeverity | null;
  x: number | null;
  y: number | null;
  change?: DamageChange;
};

type Props = {
  inspectionId: string;
  bodyType: string;
  damage: Damage | null;
  /** A check-in: the damage says how it compares with the check-out. */
  inbound: boolean;
  /** Damage recorded on the report's other areas, drawn for context. */
  others: DiagramMarker[];
  onChange: (damage: Damage | null) => void;
};

const complete = (d: Draft): d is Damage =>
  d.zone !== null && d.type !== null && d.severity !== null;

export function DamageEditor({ inspectionId, bodyType, damage, inbound, others, onChange }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(
    damage ?? { zone: null, type: null, severity: null, x: null, y: null },
  );

  const update = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (complete(next)) onChange(next);
  };

  const remove = () => {
    setDraft({ zone: null, type: null, severity: null, x: null, y: null });
    onChange(null);
  };

  const point =
    draft.x !== null && draft.y !== null
      ? { x: draft.x, y: draft.y }
      : draft.zone
        ? zoneCentre(bodyType, draft.zone)
        : null;
  // The body type's parts, plus a zone given through the API that this body type does not offer, so the field keeps it.
  const choices = zoneChoices(bodyType);
  if (draft.zone && !choices.some((c) => c.zone === draft.zone))
    choices.push({ zone: draft.zone, label: zoneLabel(bodyType, draft.zone) });
  const markers: DiagramMarker[] = [
    ...others,
    ...(point ? [{ id: inspectionId, ...point, kind: "current" as const, selected: true }] : []),
  ];

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-base font-semibold">
          Damage
        </h3>
        {draft.zone ? (
          <Button
            type="button"
            variant="ghost"
            className="min-h-11 text-red-700 hover:bg-red-50"
            onClick={remove}
          >
            <Trash2 className="size-4" aria-hidden />
            Remove damage
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">
        {draft.zone
          ? "Tap again to move the mark."
          : "No damage here? Leave this empty. Otherwise tap the diagram where the damage is."}
      </p>
      <VehicleDiagram
        bodyType={bodyType}
        markers={markers}
        title={
          draft.zone
            ? `Vehicle diagram, damage marked at ${zoneLabel(bodyType, draft.zone)}`
            : "Vehicle diagram, no damage marked"
        }
        onPlace={(x, y) => update({ x, y, zone: zoneAt(bodyType, x, y) })}
      />
      <div className="space-y-1.5">
        <label htmlFor={`${id}-zone`} className="block text-sm font-medium text-slate-800">
          Where on the vehicle
        </label>
        <select
          id={`${id}-zone`}
          value={draft.zone ?? ""}
          onChange={(e) =>
            e.target.value
              ? update({ zone: e.target.value as DamageZone, x: null, y: null })
              : remove()
          }
          className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
        >
          <option value="">No damage</option>
          {choices.map(({ zone, label }) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {draft.zone ? (
        <>
          <ChoiceChips
            legend="Type of damage"
            name={`${id}-type`}
            options={DAMAGE_TYPE_LABELS}
            value={draft.type}
            onChange={(type) => update({ type })}
          />
          <ChoiceChips
            legend="How bad"
            name={`${id}-severity`}
            options={SEVERITY_LABELS}
            value={draft.severity}
            onChange={(severity) => update({ severity })}
          />
          {inbound ? (
            <ChoiceChips
              legend="Since check-out"
              name={`${id}-change`}
              options={CHANGE_LABELS}
              value={draft.change ?? damage?.change ?? null}
              onChange={(change) => update({ change })}
            />
          ) : null}
          {!complete(draft) ? (
            <p className="text-sm text-amber-800">
              Choose the type and how bad it is to save the damage.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
