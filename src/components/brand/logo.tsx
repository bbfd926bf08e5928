import { CarFront } from "lucide-react";

export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 text-xl font-semibold tracking-tight text-slate-900">
      <span
        className="grid size-9 place-items-center rounded-lg bg-brand-600 text-white"
        aria-hidden
      >
        <CarFront className="size-5" />
      </span>
      Kerbside
    </span>
  );
}
