import { formatVrm } from "~/server/models/uk-format";
import { cn } from "./cn";

type PlateProps = {
  vrm: string;
  size?: "sm" | "md" | "lg";
  variant?: "rear" | "front";
  className?: string;
};

const SIZES = {
  sm: "px-1.5 py-0.5 text-sm",
  md: "px-2.5 py-1 text-base",
  lg: "px-4 py-2 text-2xl",
} as const;

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
