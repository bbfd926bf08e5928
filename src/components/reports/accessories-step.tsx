"use client";
// The template's accessories as a tick list: each is there or missing (both count as checked);
// one untouched is what readiness asks for. Each answer is saved at once.
import type { ReportAccessory } from "~/server/models/report";

type Props = {
  accessories: ReportAccessory[];
  save: (accessory: { name: string; present: boolean }) => Promise<void>;
};

export function AccessoriesStep({ accessories, save }: Props) {
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">Accessories</h2>
        <p className="text-sm text-slate-700">Tick each one that is with the vehicle.</p>
      </div>
      <ul className="divide-y divide-slate-200">
        {accessories.map((a) => (
          <li key={a.name} className="py-2">
            <fieldset className="flex flex-wrap items-center justify-between gap-2">
              <legend className="float-left font-medium text-slate-900">{a.name}</legend>
              <div className="flex gap-2">
                {([true, false] as const).map((present) => (
                  <label
                    key={String(present)}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
                  >
                    <input
                      type="radio"
                      name={`accessory-${a.name}`}
                      checked={a.present === present}
                      onChange={() => void save({ name: a.name, present })}
                      className="size-5 accent-brand-600"
                    />
                    {present ? "There" : "Missing"}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
    </div>
  );
}
