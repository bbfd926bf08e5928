import { CircleCheck } from "lucide-react";
import { useId } from "react";
import { Plate } from "~/components/ui/plate";
import { isVrm, normaliseVrm } from "~/server/models/common";

/** What the registry said of the VRM, shown under the field before the rest of the form is filled. */
export type VrmCheck =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "found"; summary: string }
  | { state: "unavailable" };

type Props = {
  value: string;
  onChange: (vrm: string) => void;
  onBlur?: () => void;
  error?: string;
  check?: VrmCheck;
};

/** A registration as it is typed: the API's normalisation, keeping only what a VRM can hold (8 letters and digits). */
export const vrmAsTyped = (raw: string) =>
  normaliseVrm(raw)
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, 8);

/** The shapes of GB and Northern Ireland registrations: current, prefix, suffix and dateless. */
const UK_SHAPES = [
  /^[A-Z]{2}\d{2}[A-Z]{3}$/,
  /^[A-Z]\d{1,3}[A-Z]{3}$/,
  /^[A-Z]{3}\d{1,3}[A-Z]$/,
  /^[A-Z]{1,3}\d{1,4}$/,
  /^\d{1,4}[A-Z]{1,3}$/,
];
export const looksUk = (vrm: string) => UK_SHAPES.some((shape) => shape.test(vrm));

const HINT = "A vehicle not yet in your fleet is added from the DVLA register, free of charge.";

function Message({ id, error, check }: { id: string; error?: string; check: VrmCheck }) {
  if (error) {
    return (
      <p id={id} className="text-sm text-red-700" role="alert">
        {error}
      </p>
    );
  }
  const text =
    check.state === "checking"
      ? "Checking the DVLA register…"
      : check.state === "unavailable"
        ? "The DVLA register could not be checked just now. You can still create the report; it is checked again then."
        : check.state === "found"
          ? check.summary
          : HINT;
  return (
    <p
      id={id}
      className={
        check.state === "found"
          ? "flex items-center gap-1.5 text-sm text-emerald-800"
          : "text-sm text-slate-600"
      }
      aria-live="polite"
      data-testid="vrm-check"
    >
      {check.state === "found" ? <CircleCheck className="size-4 shrink-0" aria-hidden /> : null}
      {text}
    </p>
  );
}

export function VrmField({ value, onChange, onBlur, error, check = { state: "idle" } }: Props) {
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
          onChange={(e) => onChange(vrmAsTyped(e.target.value))}
          onBlur={onBlur}
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
      <Message id={`${id}-message`} error={error} check={check} />
    </div>
  );
}
