"use client";
import type { MouseEvent } from "react";
import { cn } from "~/components/ui/cn";
import { bodyDiagram } from "~/server/models/body-diagrams";
import type { DamageZone } from "~/server/models/damage-words";
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
  // Lines in proportion to the size (2.5 and 4 at the usual 11), so a zoomed-in mark looks the same.
  const common = { stroke: "white", strokeWidth: r / 4.4 };
  let shape;
  // A hollow ring, drawn larger: where new or worse damage sits on the same spot the ring still shows around it.
  if (kind === "old")
    shape = <circle cx={cx} cy={cy} r={r * 1.5} fill="none" stroke={fill} strokeWidth={r / 2.75} />;
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

/** A closer look at the diagram: centred on (x, y), fractions of the drawing, magnified `scale` times. */
export type DiagramZoom = { x: number; y: number; scale: number };

type Props = {
  bodyType: string;
  markers: DiagramMarker[];
  /**
   * When given, a tap on the diagram places a mark at (x, y), fractions 0..1 of width and
   * height; `pxPerWidth` is how many screen pixels the drawing's width takes as shown.
   */
  onPlace?: (x: number, y: number, pxPerWidth: number) => void;
  /** Magnify part of the drawing, with the parts a tap can mark outlined. */
  zoom?: DiagramZoom | null;
  /** A part to shade: the one just chosen. */
  highlight?: DamageZone | null;
  title: string;
  className?: string;
};

// The whole drawing with room for the side labels around it.
const FULL = { x: -34, y: -26, w: W + 68, h: H + 52 };

function viewOf(zoom: DiagramZoom | null | undefined) {
  if (!zoom) return FULL;
  const w = FULL.w / zoom.scale;
  const h = FULL.h / zoom.scale;
  const within = (centre: number, size: number, from: number, whole: number) =>
    Math.min(from + whole - size, Math.max(from, centre - size / 2));
  return {
    x: within(zoom.x * W, w, FULL.x, FULL.w),
    y: within(zoom.y * H, h, FULL.y, FULL.h),
    w,
    h,
  };
}

export function VehicleDiagram({
  bodyType,
  markers,
  onPlace,
  zoom,
  highlight,
  title,
  className,
}: Props) {
  const scale = zoom?.scale ?? 1;
  const view = viewOf(zoom);
  const parts = bodyDiagram(bodyType).parts;
  const shaded = parts.find((p) => p.zone === highlight);
  const place = (event: MouseEvent<SVGSVGElement>) => {
    if (!onPlace) return;
    const svg = event.currentTarget;
    const matrix = svg.getScreenCTM();
    if (!matrix) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const clamp = (v: number) => Math.min(1, Math.max(0, v));
    onPlace(clamp(point.x / W), clamp(point.y / H), matrix.a * W);
  };
  const label = { textAnchor: "middle", fontSize: 13 / scale, fill: "#475569" } as const;
  return (
    <svg
      viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
      role="img"
      aria-label={title}
      onClick={place}
      className={cn(
        "mx-auto block h-auto w-full max-w-[15rem] select-none text-slate-500",
        onPlace && "cursor-crosshair touch-manipulation",
        zoom && "rounded-lg ring-2 ring-brand-500",
        className,
      )}
    >
      <title>{title}</title>
      <text x={W / 2} y={-10} {...label}>
        Front
      </text>
      <text x={W / 2} y={H + 20} {...label}>
        Rear
      </text>
      <text x={-20} y={H / 2} {...label} transform={`rotate(-90 -20 ${H / 2})`}>
        Left
      </text>
      <text x={W + 20} y={H / 2} {...label} transform={`rotate(90 ${W + 20} ${H / 2})`}>
        Right
      </text>
      <Outline bodyType={bodyType} scale={scale} />
      {shaded ? (
        <rect
          x={shaded.rect.x * W}
          y={shaded.rect.y * H}
          width={shaded.rect.w * W}
          height={shaded.rect.h * H}
          fill="#2563eb"
          fillOpacity={0.18}
          stroke="#1d4ed8"
          strokeWidth={1.5 / scale}
        />
      ) : null}
      {zoom
        ? parts.map(({ zone, rect }) => (
            <rect
              key={zone}
              x={rect.x * W}
              y={rect.y * H}
              width={rect.w * W}
              height={rect.h * H}
              fill="none"
              stroke="#64748b"
              strokeWidth={1 / scale}
              strokeDasharray={`${3 / scale} ${2 / scale}`}
            />
          ))
        : null}
      {markers.map((m) => (
        <g key={m.id} data-marker-kind={m.kind} opacity={m.muted ? 0.45 : 1}>
          {m.selected ? (
            <circle
              cx={m.x * W}
              cy={m.y * H}
              r={19 / scale}
              fill="none"
              stroke="#0f172a"
              strokeWidth={2 / scale}
              strokeDasharray={`${4 / scale} ${3 / scale}`}
            />
          ) : null}
          <MarkerShape kind={m.kind} cx={m.x * W} cy={m.y * H} r={11 / scale} label={m.label} />
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
