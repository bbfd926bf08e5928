// Where to stand for a walk-around photo: the body type's plan outline (front at the top,
// nearside on the left, as on the damage diagram) with the camera at the angle's viewpoint and
// its line of sight. One drawing per body type and angle, for the inspector's walk-around and
// the template editor's angle picker; the hirer's page draws the same (models/angle-viewpoints).
import { Outline } from "~/components/reports/diagram-outlines";
import type { PhotoAngle } from "~/server/models/photo-angles";
import { OUTLINE_VIEW_BOX, outlineLabel, VIEWPOINTS } from "~/server/models/angle-viewpoints";

type Props = {
  bodyType: string;
  angle: PhotoAngle;
  className?: string;
  /** Decorative where a caption beside it already names the angle. */
  decorative?: boolean;
};

export function AngleOutline({ bodyType, angle, className, decorative }: Props) {
  const { from, to } = VIEWPOINTS[angle];
  const label = outlineLabel(bodyType, angle);
  return (
    <svg
      viewBox={OUTLINE_VIEW_BOX}
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
