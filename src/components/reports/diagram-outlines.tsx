// The plan view of a body type (server/models/body-diagrams, the same drawing the
// PDF makes), in a 200 x 400 box: front at the top, nearside on the left.
import { H, W } from "~/server/models/angle-viewpoints";
import { bodyDiagram } from "~/server/models/body-diagrams";

export { H, W };

const line = {
  fill: "none",
  stroke: "currentColor",
  strokeLinejoin: "round",
  strokeLinecap: "round",
} as const;

/** `scale`: how many times the drawing is magnified; the lines stay as thin as at 1. */
export function Outline({ bodyType, scale = 1 }: { bodyType: string; scale?: number }) {
  const diagram = bodyDiagram(bodyType);
  const solids = diagram.parts.filter((p) => p.solid).flatMap((p) => p.marks ?? [p.rect]);
  return (
    <g>
      <g fill="currentColor">
        {solids.map((r) => (
          <rect
            key={`${r.x} ${r.y}`}
            x={r.x * W}
            y={r.y * H}
            width={r.w * W}
            height={r.h * H}
            rx={4}
          />
        ))}
      </g>
      <g transform="scale(2)">
        {diagram.outline.map((d) => (
          <path key={d} d={d} {...line} strokeWidth={1.5 / scale} fill="white" />
        ))}
        {diagram.details.map((d) => (
          <path key={d} d={d} {...line} strokeWidth={1.5 / scale} />
        ))}
      </g>
    </g>
  );
}
