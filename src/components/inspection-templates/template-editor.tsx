"use client";
// Settings › Inspection templates: one template's editor beside a preview of what the inspector
// will see. Saving changed items, angles, photo rules or accessories makes a new version;
// reports keep the version they were made with.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { REPORT_TYPE_KEYS, REPORT_TYPES } from "~/components/reports/labels";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { BODY_TYPE_LABELS } from "~/components/vehicles/due";
import type { InspectionTemplate } from "~/server/models/inspection-template";
import { useTRPC } from "~/trpc/react";
import { AnglePicker } from "./angle-picker";
import { ItemList } from "./item-list";
import { draftInput, draftOf, type TemplateDraft } from "./template-draft";
import { TemplatePreview } from "./template-preview";

type Props = {
  template: InspectionTemplate | null;
  canEdit: boolean;
  onSaved: (t: InspectionTemplate) => void;
};

function Ticks<T extends string>(props: {
  legend: string;
  options: readonly T[];
  label: (value: T) => string;
  value: readonly T[];
  onChange: (value: T[]) => void;
  disabled: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{props.legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {props.options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
          >
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={props.value.includes(option)}
              disabled={props.disabled}
              onChange={(e) =>
                props.onChange(
                  props.options.filter((o) =>
                    o === option ? e.target.checked : props.value.includes(o),
                  ),
                )
              }
            />
            {props.label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function TemplateEditor({ template, canEdit, onSaved }: Props) {
  const trpc = useTRPC();
  const [draft, setDraft] = useState<TemplateDraft>(() => draftOf(template));
  const [accessory, setAccessory] = useState("");
  const [makeDefault, setMakeDefault] = useState(false);
  const set = (patch: Partial<TemplateDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const onSuccess = (saved: InspectionTemplate) => {
    toast.success(
      template && saved.version > template.version
        ? `Saved as version ${saved.version}.`
        : "Saved.",
    );
    onSaved(saved);
  };
  const onError = (e: { message: string }) => toast.error(e.message);
  const create = useMutation(trpc.reports.createTemplate.mutationOptions({ onSuccess, onError }));
  const update = useMutation(trpc.reports.updateTemplate.mutationOptions({ onSuccess, onError }));
  const pending = create.isPending || update.isPending;
  const disabled = !canEdit || pending;
  const save = () => {
    const input = draftInput(draft);
    if (template)
      update.mutate({ id: template.id, ...input, ...(makeDefault ? { is_default: true } : {}) });
    else create.mutate({ ...input, is_default: makeDefault });
  };
  const addAccessory = () => {
    const name = accessory.trim();
    if (name && !draft.accessories.some((a) => a.toLowerCase() === name.toLowerCase()))
      set({ accessories: [...draft.accessories, name] });
    setAccessory("");
  };
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        className="min-w-0 space-y-5"
        aria-label="Inspection template"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Field
          label="Name"
          value={draft.name}
          maxLength={200}
          disabled={disabled}
          onChange={(e) => set({ name: e.target.value })}
        />
        <Ticks
          legend="Body types"
          options={["car", "van", "hgv", "motorbike"] as const}
          label={(b) => BODY_TYPE_LABELS[b]}
          value={draft.body_types}
          onChange={(body_types) => set({ body_types })}
          disabled={disabled}
        />
        <Ticks
          legend="Report types"
          options={REPORT_TYPE_KEYS}
          label={(t) => REPORT_TYPES[t].label}
          value={draft.report_types}
          onChange={(report_types) => set({ report_types })}
          disabled={disabled}
        />
        <ItemList items={draft.items} onChange={(items) => set({ items })} disabled={disabled} />
        <AnglePicker
          bodyType={draft.body_types[0] ?? "car"}
          value={draft.photo_angles}
          onChange={(photo_angles) => set({ photo_angles })}
          disabled={disabled}
        />
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-slate-800">Reading photos</legend>
          {(
            [
              ["odometer_photo_required", "Odometer photo required"],
              ["fuel_photo_required", "Fuel gauge (or charge level) photo required"],
            ] as const
          ).map(([key, label]) => (
            <label key={key} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-brand-600"
                checked={draft[key]}
                disabled={disabled}
                onChange={(e) => set({ [key]: e.target.checked })}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Accessories</legend>
          <ul className="flex flex-wrap gap-2">
            {draft.accessories.map((a) => (
              <li
                key={a}
                className="flex items-center gap-1 rounded-full bg-slate-100 pl-3 text-sm"
              >
                {a}
                <button
                  type="button"
                  aria-label={`Remove ${a}`}
                  disabled={disabled}
                  className="min-h-11 px-3 text-slate-600 hover:text-slate-900"
                  onClick={() => set({ accessories: draft.accessories.filter((x) => x !== a) })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <Field
                label="New accessory"
                value={accessory}
                maxLength={80}
                disabled={disabled}
                onChange={(e) => setAccessory(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    addAccessory();
                  }
                }}
              />
            </div>
            <Button
              type="button"
              variant="secondary"
              className="min-h-11"
              disabled={disabled}
              onClick={addAccessory}
            >
              Add accessory
            </Button>
          </div>
        </fieldset>
        {canEdit && !template?.is_default ? (
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={makeDefault}
              onChange={(e) => setMakeDefault(e.target.checked)}
            />
            Make it the default for its body and report types
          </label>
        ) : null}
        {canEdit ? (
          <Button type="submit" className="min-h-11" disabled={pending || draft.name.trim() === ""}>
            {pending ? "Saving…" : template ? "Save changes" : "Create template"}
          </Button>
        ) : null}
        {template ? (
          <p className="text-sm text-slate-600">
            Changing the items, photos or accessories makes a new version. Reports already made keep
            the version they were made with.
          </p>
        ) : null}
      </form>
      <TemplatePreview draft={draft} />
    </div>
  );
}
