import { useId } from "react";
import { Plate } from "~/components/ui/plate";

type Props = { value: string; onChange: (vrm: string) => void; error?: string };

/** Normalises a UK registration as it is typed (upper case, no spaces) and shows it as a plate. */
export const normaliseVrm = (raw: string) => raw.replace(/[^A-Za-z0-9]/g, "").toUpperCase().slice(0, 8);
export const isVrm = (vrm: string) => /^[A-Z0-9]{2,8}$/.test(vrm);

export function VrmField({ value, onChange, error }: Props) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Registration (VRM)
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          value={value}
          onChange={(e) => onChange(normaliseVrm(e.target.value))}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="AB12 CDE"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
          className={`block min-h-12 w-44 rounded-lg border bg-white px-3 text-lg font-semibold tracking-wider uppercase placeholder:font-normal ${error ? "border-red-500" : "border-slate-300"}`}
        />
        {isVrm(value) ? <Plate vrm={value} size="lg" /> : null}
      </div>
      <p id={`${id}-message`} className={error ? "text-sm text-red-700" : "text-sm text-slate-500"} role={error ? "alert" : undefined}>
        {error ?? "A vehicle not yet in your fleet is added from the DVLA register, free of charge."}
      </p>
    </div>
  );
}
