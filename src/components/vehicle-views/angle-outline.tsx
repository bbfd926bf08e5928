// Where to stand for a walk-around photo: the body type's plan outline (front at the top,
// nearside on the left, as on the damage diagram) with the camera at the angle's viewpoint and
// its line of sight. One drawing per body type and angle, for the inspector's and the hirer's
// walk-around and the template editor's angle picker.
import { Outline, H, W } from "~/components/reports/diagram-outlines";
import { ANGLE_LABELS, type PhotoAngle } from "~/server/models/photo-angles";

type Point = { x: number; y: number };

/** The camera's place and what it looks at, in the outline's 200 x 400 box. */
const VIEWPOINTS: Record<PhotoAngle, { from: Point; to: Point }> = {
  front: { from: { x: W / 2, y: -60 }, to: { x: W / 2, y: 40 } },
  front_nearside: { from: { x: -50, y: -50 }, to: { x: 40, y: 60 } },
  nearside: { from: { x: -65, y: H / 2 }, to: { x: 30, y: H / 2 } },
  rear_nearside: { from: { x: -50, y: H + 50 }, to: { x: 40, y: H - 60 } },
  rear: { from: { x: W / 2, y: H + 60 }, to: { x: W / 2, y: H - 40 } },
  rear_offside: { from: { x: W + 50, y: H + 50 }, to: { x: W - 40, y: H - 60 } },
  offside: { from: { x: W + 65, y: H / 2 }, to: { x: W - 30, y: H / 2 } },
  front_offside: { from: { x: W + 50, y: -50 }, to: { x: W - 40, y: 60 } },
  dashboard: { from: { x: W / 2, y: H * 0.42 }, to: { x: W / 2, y: H * 0.3 } },
  interior_front: { from: { x: W / 2, y: H * 0.62 }, to: { x: W / 2, y: H * 0.38 } },
  interior_rear: { from: { x: W / 2, y: H * 0.38 }, to: { x: W / 2, y: H * 0.68 } },
  load_space: { from: { x: W / 2, y: H + 40 }, to: { x: W / 2, y: H * 0.78 } },
};

const BODY_WORDS: Record<string, string> = {
  car: "car",
  van: "van",
  hgv: "lorry",
  motorbike: "motorbike",
};

type Props = {
  bodyType: string;
  angle: PhotoAngle;
  className?: string;
  /** Decorative where a caption beside it already names the angle. */
  decorative?: boolean;
};

export function AngleOutline({ bodyType, angle, className, decorative }: Props) {
  const { from, to } = VIEWPOINTS[angle];
  const label = `Stand here for the ${ANGLE_LABELS[angle]} photo of the ${BODY_WORDS[bodyType] ?? "vehicle"}`;
  return (
    <svg
      viewBox={`-90 -90 ${W + 180} ${H + 180}`}
      className={className}
      role={decorative ? undefined : "img"}
      aria-hidden={decorative ? true : undefined}
      aria-label={decorative ? undefined : label}
    >
      <g className="text-slate-400">
        <Outline bodyType={bodyType} />
      </g>
      <line
        x1={from.x}
        y1={from.y}
        x2={to.x}
        y2={to.y}
        stroke="currentColor"
        strokeWidth={4}
        strokeDasharray="10 8"
        className="text-brand-600"
      />
      <circle cx={to.x} cy={to.y} r={9} className="fill-brand-600" />
      <g transform={`translate(${from.x} ${from.y})`}>
        <circle r={30} className="fill-brand-600" />
        <rect x={-16} y={-10} width={32} height={22} rx={4} fill="white" />
        <rect x={-7} y={-15} width={14} height={7} rx={2} fill="white" />
        <circle r={7} className="fill-brand-600" />
      </g>
    </svg>
  );
}
