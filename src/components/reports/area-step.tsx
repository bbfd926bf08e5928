"use client";
// One checklist area: verdict, notes, damage and photos (on a check-in, with the
// damage known from check-out to confirm). Every change is kept on
// screen and autosaved; the parent's cache is updated at once so moving between
// steps never shows an older value. Pass moves on by itself (the save follows behind);
// advisory and fail stay for the notes and photos.
import { useState, type ReactNode } from "react";
import type { Damage, Inspection } from "~/server/models/inspection";
import { AreaPhotos } from "./area-photos";
import { AnotherDamage } from "./another-damage";
import { DamageEditor } from "./damage-editor";
import { KnownDamage } from "./known-damage";
import type { Verdict } from "./labels";
import { NotesField } from "./notes-field";
import { RemoveArea } from "./remove-area";
import { SaveIndicator } from "./save-indicator";
import { useArrivalFocus } from "./use-arrival-focus";
import { useAutosave } from "./use-autosave";
import type { usePhotoUploads } from "./use-photo-uploads";
import type { DiagramMarker } from "./vehicle-diagram";
import { VerdictButtons } from "./verdict-buttons";

export type InspectionPatch = {
  verdict?: Verdict | null;
  notes?: string | null;
  damage?: Damage | null;
};

type Props = {
  reportId: string;
  inbound: boolean;
  inspection: Inspection;
  bodyType: string;
  otherDamage: DiagramMarker[];
  save: (id: string, patch: InspectionPatch) => Promise<unknown>;
  onLocalChange: (id: string, patch: InspectionPatch) => void;
  uploads: ReturnType<typeof usePhotoUploads>;
  onMediaChanged: () => Promise<unknown>;
  onRemoved: () => Promise<unknown>;
  /** A damage was added on a new inspection of this area (`id`), or a known one confirmed. */
  onAdded: (id: string | null) => Promise<unknown>;
  /** Pass was chosen: go on to the next step. */
  onPassed: () => void;
  /** "Mark the rest as pass", under the verdict. */
  passRest: ReactNode;
  /** Arrived here by itself (after a Pass): the heading takes focus, so a screen reader follows. */
  focusHeading: boolean;
};

export function AreaStep(props: Props) {
  const {
    reportId,
    inbound,
    inspection,
    bodyType,
    otherDamage,
    save,
    onLocalChange,
    uploads,
    onMediaChanged,
    onRemoved,
    onAdded,
    onPassed,
    passRest,
    focusHeading,
  } = props;
  const [verdict, setVerdict] = useState<Verdict | null>(inspection.verdict);
  const [notes, setNotes] = useState(inspection.notes ?? "");
  // Bumped when damage arrives from outside the editor (a confirmed known damage), so it starts again from it.
  const [revision, setRevision] = useState(0);
  const autosave = useAutosave<InspectionPatch>((patch) => save(inspection.id, patch));
  const heading = useArrivalFocus(focusHeading);

  const change = (patch: InspectionPatch, now = false) => {
    onLocalChange(inspection.id, patch);
    autosave.queue(patch, { now });
  };

  return (
    <div className="space-y-6">
      <div className="flex items-start justify-between gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {inspection.area}
        </h2>
        <SaveIndicator state={autosave.state} problem={autosave.problem} />
      </div>
      {inspection.guidance || inspection.photo_required ? (
        <p className="-mt-4 text-sm text-slate-700">
          {inspection.guidance}
          {inspection.photo_required ? (
            <span className="block font-medium">A photo is required.</span>
          ) : null}
        </p>
      ) : null}
      <div className="space-y-6 xl:grid xl:grid-cols-2 xl:gap-8 xl:space-y-0">
        <div className="space-y-6">
          <VerdictButtons
            name={`verdict-${inspection.id}`}
            legend={`Verdict for ${inspection.area}`}
            value={verdict}
            onChange={(v) => {
              setVerdict(v);
              change({ verdict: v }, true);
              if (v === "pass") onPassed();
            }}
          />
          {passRest}
          <NotesField
            label="Notes"
            value={notes}
            placeholder={
              verdict === "pass" || verdict === null
                ? "Anything worth noting (optional)"
                : "What is wrong, and where"
            }
            onChange={(value) => {
              setNotes(value);
              change({ notes: value.trim() ? value : null });
            }}
          />
          <AreaPhotos
            inspectionId={inspection.id}
            area={inspection.area}
            count={inspection.media_count}
            uploads={uploads}
            onMediaChanged={onMediaChanged}
          />
        </div>
        <div className="space-y-6">
          {inbound ? (
            <KnownDamage
              reportId={reportId}
              bodyType={bodyType}
              inspection={inspection}
              confirmHere={async (patch) => {
                if (patch.verdict) setVerdict(patch.verdict);
                onLocalChange(inspection.id, patch);
                await save(inspection.id, patch);
                // After the save the cached damage (with its change) is what the editor starts from.
                setRevision((r) => r + 1);
              }}
              onAdded={() => onAdded(null)}
            />
          ) : null}
          <DamageEditor
            key={revision}
            inspectionId={inspection.id}
            bodyType={bodyType}
            damage={inspection.damage}
            inbound={inbound}
            others={otherDamage}
            onChange={(damage) => change({ damage }, true)}
          />
          {inspection.damage ? (
            <AnotherDamage
              reportId={reportId}
              area={inspection.area}
              onAdded={(id) => onAdded(id)}
            />
          ) : null}
        </div>
      </div>
      <div className="border-t border-slate-100 pt-3 text-right">
        <RemoveArea inspectionId={inspection.id} area={inspection.area} onRemoved={onRemoved} />
      </div>
    </div>
  );
}
