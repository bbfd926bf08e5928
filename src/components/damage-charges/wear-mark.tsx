// A new or worse damage's fair-wear-and-tear decision as a chip: the words always, the colour too.
import { wearLabel } from "~/server/models/wear-and-tear";
import { cn } from "~/components/ui/cn";

const tone = (value: boolean | null) =>
  value === true
    ? "bg-green-100 text-green-900"
    : value === false
      ? "bg-red-100 text-red-900"
      : "bg-amber-100 text-amber-900";

export function WearMark({ value, className }: { value: boolean | null; className?: string }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold",
        tone(value),
        className,
      )}
    >
      {wearLabel(value)}
    </span>
  );
}
