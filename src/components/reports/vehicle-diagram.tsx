"use client";
import type { MouseEvent } from "react";
import { cn } from "~/components/ui/cn";
import { H, Outline, W } from "./diagram-outlines";

export type MarkerKind = "current" | "old" | "new" | "worse";
export type DiagramMarker = {
  id: string;
  x: number;
  y: number;
  kind: MarkerKind;
  label?: string;
  selected?: boolean;
  muted?: boolean;
};

/** Each kind has its own colour AND its own shape, so colour is never the only signal. */
export const MARKER_STYLES: Record<MarkerKind, { fill: string; name: string }> = {
  current: { fill: "#dc2626", name: "Damage on this report" },
  old: { fill: "#2563eb", name: "Damage already recorded (outbound)" },
  new: { fill: "#dc2626", name: "New damage" },
  worse: { fill: "#d97706", name: "Worse than before" },
};

export function MarkerShape({
  kind,
  cx,
  cy,
  r = 11,
  label,
}: {
  kind: MarkerKind;
  cx: number;
  cy: number;
  r?: number;
  label?: string;
}) {
  const { fill } = MARKER_STYLES[kind];
  const common = { stroke: "white", strokeWidth: 2.5 };
  let shape;
  // A hollow ring, drawn larger: where new or worse damage sits on the same spot the ring still shows around it.
  if (kind === "old")
    shape = <circle cx={cx} cy={cy} r={r * 1.5} fill="none" stroke={fill} strokeWidth={4} />;
  else if (kind === "new")
    shape = (
      <path
        d={`M${cx} ${cy - r * 1.2} L${cx + r * 1.1} ${cy + r * 0.8} L${cx - r * 1.1} ${cy + r * 0.8} Z`}
        fill={fill}
        {...common}
      />
    );
  else if (kind === "worse")
    shape = (
      <path
        d={`M${cx} ${cy - r * 1.2} L${cx + r * 1.2} ${cy} L${cx} ${cy + r * 1.2} L${cx - r * 1.2} ${cy} Z`}
        fill={fill}
        {...common}
      />
    );
  else
    shape = (
      <rect x={cx - r} y={cy - r} width={r * 2} height={r * 2} rx={3} fill={fill} {...common} />
    );
  return (
    <g>
      {shape}
      {label ? (
        <text
          x={cx}
          y={cy + (kind === "new" ? 3 : 0)}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={r}
          fontWeight={700}
          fill="white"
        >
          {label}
        </text>
      ) : null}
    </g>
  );
}

type Props = {
  bodyType: string;
  markers: DiagramMarker[];
  /** When given, a tap on the diagram places a mark at (x, y), fractions 0..1 of width and height. */
  onPlace?: (x: number, y: number) => void;
  title: string;
  className?: string;
};

export function VehicleDiagram({ bodyType, markers, onPlace, title, className }: Props) {
  const place = (event: MouseEvent<SVGSVGElement>) => {
    if (!onPlace) return;
    const svg = event.currentTarget;
    const matrix = svg.getScreenCTM();
    if (!matrix) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const clamp = (v: number) => Math.min(1, Math.max(0, v));
    onPlace(clamp(point.x / W), clamp(point.y / H));
  };
  return (
    <svg
      viewBox={`-34 -26 ${W + 68} ${H + 52}`}
      role="img"
      aria-label={title}
      onClick={place}
      className={cn(
        "mx-auto block h-auto w-full max-w-[15rem] select-none text-slate-500",
        onPlace && "cursor-crosshair touch-manipulation",
        className,
      )}
    >
      <title>{title}</title>
      <text x={W / 2} y={-10} textAnchor="middle" fontSize="13" fill="#475569">
        Front
      </text>
      <text x={W / 2} y={H + 20} textAnchor="middle" fontSize="13" fill="#475569">
        Rear
      </text>
      <text
        x={-20}
        y={H / 2}
        textAnchor="middle"
        fontSize="13"
        fill="#475569"
        transform={`rotate(-90 -20 ${H / 2})`}
      >
        Left
      </text>
      <text
        x={W + 20}
        y={H / 2}
        textAnchor="middle"
        fontSize="13"
        fill="#475569"
        transform={`rotate(90 ${W + 20} ${H / 2})`}
      >
        Right
      </text>
      <Outline bodyType={bodyType} />
      {markers.map((m) => (
        <g key={m.id} data-marker-kind={m.kind} opacity={m.muted ? 0.45 : 1}>
          {m.selected ? (
            <circle
              cx={m.x * W}
              cy={m.y * H}
              r={19}
              fill="none"
              stroke="#0f172a"
              strokeWidth={2}
              strokeDasharray="4 3"
            />
          ) : null}
          <MarkerShape kind={m.kind} cx={m.x * W} cy={m.y * H} label={m.label} />
        </g>
      ))}
    </svg>
  );
}

/** The key to the marker shapes used on a diagram. */
export function DiagramLegend({ kinds }: { kinds: MarkerKind[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700" aria-label="Key">
      {kinds.map((kind) => (
        <li key={kind} className="flex items-center gap-2">
          <svg viewBox="-18 -18 36 36" className="size-6" aria-hidden>
            <MarkerShape kind={kind} cx={0} cy={0} r={9} />
          </svg>
          {MARKER_STYLES[kind].name}
        </li>
      ))}
    </ul>
  );
}
