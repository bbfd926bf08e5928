"use client";
// One checklist area: verdict, notes, damage and photos. Every change is kept on
// screen and autosaved; the parent's cache is updated at once so moving between
// steps never shows an older value.
import { useState } from "react";
import type { Damage, Inspection } from "~/server/models/inspection";
import { AreaPhotos } from "./area-photos";
import { DamageEditor } from "./damage-editor";
import type { Verdict } from "./labels";
import { NotesField } from "./notes-field";
import { RemoveArea } from "./remove-area";
import { SaveIndicator } from "./save-indicator";
import { useAutosave } from "./use-autosave";
import type { usePhotoUploads } from "./use-photo-uploads";
import type { DiagramMarker } from "./vehicle-diagram";
import { VerdictButtons } from "./verdict-buttons";

export type InspectionPatch = { verdict?: Verdict | null; notes?: string | null; damage?: Damage | null };

type Props = {
  inspection: Inspection;
  total: number;
  bodyType: string;
  otherDamage: DiagramMarker[];
  save: (id: string, patch: InspectionPatch) => Promise<unknown>;
  onLocalChange: (id: string, patch: InspectionPatch) => void;
  uploads: ReturnType<typeof usePhotoUploads>;
  onMediaChanged: () => Promise<unknown>;
  onRemoved: () => Promise<unknown>;
};

export function AreaStep({ inspection, total, bodyType, otherDamage, save, onLocalChange, uploads, onMediaChanged, onRemoved }: Props) {
  const [verdict, setVerdict] = useState<Verdict | null>(inspection.verdict);
  const [notes, setNotes] = useState(inspection.notes ?? "");
  const autosave = useAutosave<InspectionPatch>((patch) => save(inspection.id, patch));

  const change = (patch: InspectionPatch, now = false) => {
    onLocalChange(inspection.id, patch);
    autosave.queue(patch, { now });
  };

  return (
    <div className="space-y-6">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-xs font-medium text-slate-500">
            Area {inspection.position} of {total}
          </p>
          <h2 className="text-xl font-semibold">{inspection.area}</h2>
        </div>
        <SaveIndicator state={autosave.state} problem={autosave.problem} />
      </div>
      <div className="space-y-6 xl:grid xl:grid-cols-2 xl:gap-8 xl:space-y-0">
        <div className="space-y-6">
          <VerdictButtons
            name={`verdict-${inspection.id}`}
            legend={`Verdict for ${inspection.area}`}
            value={verdict}
            onChange={(v) => {
              setVerdict(v);
              change({ verdict: v }, true);
            }}
          />
          <NotesField
            label="Notes"
            value={notes}
            placeholder={verdict === "pass" || verdict === null ? "Anything worth noting (optional)" : "What is wrong, and where"}
            onChange={(value) => {
              setNotes(value);
              change({ notes: value.trim() ? value : null });
            }}
          />
          <AreaPhotos inspectionId={inspection.id} area={inspection.area} uploads={uploads} onMediaChanged={onMediaChanged} />
        </div>
        <DamageEditor
          inspectionId={inspection.id}
          bodyType={bodyType}
          damage={inspection.damage}
          others={otherDamage}
          onChange={(damage) => change({ damage }, true)}
        />
      </div>
      <div className="border-t border-slate-100 pt-3 text-right">
        <RemoveArea inspectionId={inspection.id} area={inspection.area} onRemoved={onRemoved} />
      </div>
    </div>
  );
}
