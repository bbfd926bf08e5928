"use client";
// One piece of damage per checklist item (add another item of the same area for more): tap the diagram (or pick the part from the
// list, which works without a pointer), then say what kind and how bad. It is saved
// once the type and severity are chosen. A tap that could mean more than one small part
// zooms in first; a near miss goes to the nearest part; either way the part chosen is said.
import { Trash2, ZoomOut } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { chooseAtTap, zoneCentre, zoneChoices, zoneLabel } from "~/server/models/damage-diagram";
import type { DamageSeverity, DamageType, DamageZone } from "~/server/models/damage-words";
import type { Damage, DamageChange } from "~/server/models/inspection";
import { ChoiceChips } from "./choice-chips";
import { CHANGE_LABELS, DAMAGE_TYPE_LABELS, SEVERITY_LABELS } from "./labels";
import { VehicleDiagram, type DiagramMarker, type DiagramZoom } from "./vehicle-diagram";

type Draft = {
  zone: DamageZone | null;
  type: DamageType | null;
  severity: DamageSeverity | null;
  x: number | null;
  y: number | null;
  size_mm: number | null;
  change?: DamageChange;
};

const EMPTY: Draft = { zone: null, type: null, severity: null, x: null, y: null, size_mm: null };

/** The size as typed: a whole number of millimetres from 1 to 5,000, else not measured. */
function sizeOf(text: string): number | null {
  const mm = Number(text);
  return Number.isInteger(mm) && mm >= 1 && mm <= 5000 ? mm : null;
}

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

/** The least touch target, in CSS pixels (WCAG 2.5.5). */
const FINGERTIP_PX = 44;

const complete = (d: Draft): d is Damage =>
  d.zone !== null && d.type !== null && d.severity !== null;

export function DamageEditor({ inspectionId, bodyType, damage, inbound, others, onChange }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(damage ?? EMPTY);
  const [sizeText, setSizeText] = useState(damage?.size_mm ? String(damage.size_mm) : "");
  const [zoom, setZoom] = useState<DiagramZoom | null>(null);
  // What the last tap did, shown and announced ("Nearside rear door chosen").
  const [said, setSaid] = useState("");

  const update = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (complete(next)) onChange(next);
  };

  const remove = () => {
    setDraft(EMPTY);
    setSizeText("");
    setZoom(null);
    setSaid("");
    onChange(null);
  };

  const tap = (x: number, y: number, pxPerWidth: number) => {
    const choice = chooseAtTap(
      bodyType,
      { x, y },
      { fingertip: FINGERTIP_PX / pxPerWidth, zoomed: zoom !== null },
    );
    if (choice.kind === "zoom") {
      setZoom(choice);
      setSaid("Zoomed in. Tap the part you mean.");
      return;
    }
    setZoom(null);
    update({ x: choice.x, y: choice.y, zone: choice.zone });
    setSaid(
      choice.zone === "other"
        ? "Somewhere else chosen: no part of the vehicle there. Pick the part from the list if you meant one."
        : `${zoneLabel(bodyType, choice.zone)} chosen.`,
    );
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
        zoom={zoom}
        highlight={draft.zone}
        // Drawn larger than elsewhere: this is where a finger aims.
        className="max-w-[18rem]"
        title={
          zoom
            ? "Vehicle diagram, zoomed in: tap the part you mean"
            : draft.zone
              ? `Vehicle diagram, damage marked at ${zoneLabel(bodyType, draft.zone)}`
              : "Vehicle diagram, no damage marked"
        }
        onPlace={tap}
      />
      <div className="flex min-h-6 flex-wrap items-center justify-center gap-x-3 gap-y-1">
        <p
          role="status"
          className="text-center text-sm font-medium text-slate-800"
          data-testid="chosen-part"
        >
          {said}
        </p>
        {zoom ? (
          <Button
            type="button"
            variant="secondary"
            className="min-h-11"
            onClick={() => {
              setZoom(null);
              setSaid("");
            }}
          >
            <ZoomOut className="size-4" aria-hidden />
            Show the whole vehicle
          </Button>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-zone`} className="block text-sm font-medium text-slate-800">
          Where on the vehicle
        </label>
        <select
          id={`${id}-zone`}
          value={draft.zone ?? ""}
          onChange={(e) => {
            setZoom(null);
            setSaid("");
            if (e.target.value) update({ zone: e.target.value as DamageZone, x: null, y: null });
            else remove();
          }}
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
          <div className="space-y-1.5">
            <label htmlFor={`${id}-size`} className="block text-sm font-medium text-slate-800">
              Size in mm
            </label>
            <p id={`${id}-size-hint`} className="text-sm text-slate-600">
              Measure the longest side of the damage with a ruler or tape, in millimetres.
            </p>
            <input
              id={`${id}-size`}
              type="number"
              inputMode="numeric"
              min={1}
              max={5000}
              step={1}
              aria-describedby={`${id}-size-hint`}
              value={sizeText}
              onChange={(e) => {
                setSizeText(e.target.value);
                update({ size_mm: sizeOf(e.target.value) });
              }}
              className="block min-h-11 w-32 rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
            />
          </div>
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
