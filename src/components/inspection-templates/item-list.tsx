"use client";
// The template's checklist items: area, guidance, photo required; moved up or down, removed, added.
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { TemplateDraft } from "./template-draft";

type Item = TemplateDraft["items"][number];
type Props = { items: Item[]; onChange: (items: Item[]) => void; disabled?: boolean };

const iconButton =
  "inline-flex size-11 items-center justify-center rounded-lg text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-40";

export function ItemList({ items, onChange, disabled }: Props) {
  const set = (index: number, patch: Partial<Item>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Checklist items</legend>
      <ol className="space-y-2">
        {items.map((item, index) => {
          const name = item.area.trim() || `item ${index + 1}`;
          return (
            <li key={index} className="space-y-2 rounded-lg p-3 ring-1 ring-slate-200">
              <div className="flex items-end gap-2">
                <label className="flex-1 space-y-1 text-sm font-medium text-slate-800">
                  <span className="block">Item {index + 1}</span>
                  <input
                    value={item.area}
                    maxLength={120}
                    disabled={disabled}
                    onChange={(e) => set(index, { area: e.target.value })}
                    className="block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base font-normal sm:text-sm"
                  />
                </label>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move ${name} up`}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move ${name} down`}
                  disabled={disabled || index === items.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Remove ${name}`}
                  disabled={disabled || items.length === 1}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
              <label className="block space-y-1 text-sm text-slate-800">
                <span className="block">Guidance for {name}</span>
                <input
                  value={item.guidance}
                  maxLength={500}
                  disabled={disabled}
                  onChange={(e) => set(index, { guidance: e.target.value })}
                  className="block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base sm:text-sm"
                />
              </label>
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-600"
                  checked={item.photo_required}
                  disabled={disabled}
                  onChange={(e) => set(index, { photo_required: e.target.checked })}
                />
                Photo required for {name}
              </label>
            </li>
          );
        })}
      </ol>
      {items.length < 100 ? (
        <Button
          type="button"
          variant="secondary"
          className="min-h-11"
          disabled={disabled}
          onClick={() => onChange([...items, { area: "", guidance: "", photo_required: false }])}
        >
          <Plus className="size-4" aria-hidden />
          Add item
        </Button>
      ) : null}
    </fieldset>
  );
}
