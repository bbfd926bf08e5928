import { cn } from "./cn";

/** Spaces a normalised VRM the way it is printed on a UK plate ("AB12CDE" -> "AB12 CDE"). */
export function formatVrm(vrm: string): string {
  const v = vrm.replace(/\s+/g, "").toUpperCase();
  if (/^[A-Z]{2}\d{2}[A-Z]{3}$/.test(v)) return `${v.slice(0, 4)} ${v.slice(4)}`;
  if (/^[A-Z]\d{1,3}[A-Z]{3}$/.test(v)) return `${v.slice(0, -3)} ${v.slice(-3)}`;
  if (/^[A-Z]{3}\d{1,3}[A-Z]$/.test(v)) return `${v.slice(0, 3)} ${v.slice(3)}`;
  return v;
}

type PlateProps = { vrm: string; size?: "sm" | "md" | "lg"; variant?: "rear" | "front"; className?: string };

const SIZES = { sm: "px-1.5 py-0.5 text-sm", md: "px-2.5 py-1 text-base", lg: "px-4 py-2 text-2xl" } as const;

/** A VRM shown as a UK number plate: yellow (rear) or white (front), black characters. */
export function Plate({ vrm, size = "md", variant = "rear", className }: PlateProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-md font-bold leading-none tracking-wider text-black ring-1 ring-black/40 [font-family:var(--font-plate)]",
        variant === "rear" ? "bg-plate-yellow" : "bg-plate-white",
        SIZES[size],
        className,
      )}
    >
      {formatVrm(vrm)}
    </span>
  );
}
