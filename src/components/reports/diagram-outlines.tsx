// Plan views of each body type, front at the top, nearside on the left, drawn in a
// 200 x 400 box. The car is the shared outline the PDF draws too
// (server/models/damage-diagram); the others fill the same box so a tap lands in
// the same zones.
import { DETAIL_PATHS, OUTLINE_PATH, ZONE_RECTS, type DamageZone } from "~/server/models/damage-diagram";

export const BODY_TYPES = ["car", "van", "hgv", "motorbike"] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const W = 200;
export const H = 400;

const line = { fill: "none", stroke: "currentColor", strokeWidth: 3, strokeLinejoin: "round", strokeLinecap: "round" } as const;

function ZoneBlocks({ zones }: { zones: DamageZone[] }) {
  return (
    <g fill="currentColor">
      {zones.map((zone) => {
        const r = ZONE_RECTS[zone];
        return r ? <rect key={zone} x={r.x * W} y={r.y * H} width={r.w * W} height={r.h * H} rx={4} /> : null;
      })}
    </g>
  );
}

const WHEELS: DamageZone[] = ["nearside_front_wheel", "nearside_rear_wheel", "offside_front_wheel", "offside_rear_wheel"];
const MIRRORS: DamageZone[] = ["nearside_mirror", "offside_mirror"];

function Car() {
  return (
    <g>
      <ZoneBlocks zones={[...WHEELS, ...MIRRORS]} />
      <g transform="scale(2)">
        <path d={OUTLINE_PATH} {...line} strokeWidth={1.5} fill="white" />
        {DETAIL_PATHS.map((d) => (
          <path key={d} d={d} {...line} strokeWidth={1.5} />
        ))}
      </g>
    </g>
  );
}

function Van() {
  return (
    <g>
      <ZoneBlocks zones={[...WHEELS, ...MIRRORS]} />
      <path d="M44 6 Q100 -2 156 6 Q182 12 184 40 L186 110 L186 394 L14 394 L14 110 L16 40 Q18 12 44 6 Z" {...line} fill="white" />
      <path d="M40 96 Q100 82 160 96 L156 130 L44 130 Z" {...line} />
      <line x1="14" y1="140" x2="186" y2="140" {...line} />
      <line x1="100" y1="330" x2="100" y2="394" {...line} />
      <line x1="14" y1="330" x2="186" y2="330" {...line} strokeDasharray="6 8" />
    </g>
  );
}

function Hgv() {
  return (
    <g>
      <ZoneBlocks zones={["nearside_front_wheel", "offside_front_wheel", ...MIRRORS]} />
      {[280, 318, 356].map((y) => (
        <g key={y} fill="currentColor">
          <rect x="4" y={y} width="12" height="30" rx="4" />
          <rect x="184" y={y} width="12" height="30" rx="4" />
        </g>
      ))}
      <rect x="20" y="4" width="160" height="96" rx="14" {...line} fill="white" />
      <rect x="32" y="14" width="136" height="26" rx="5" {...line} />
      <rect x="12" y="108" width="176" height="288" rx="4" {...line} fill="white" />
      <line x1="12" y1="250" x2="188" y2="250" {...line} strokeDasharray="6 8" />
    </g>
  );
}

function Motorbike() {
  return (
    <g>
      <rect x="86" y="8" width="28" height="90" rx="14" {...line} fill="white" />
      <path d="M40 112 L160 112" {...line} strokeWidth={7} />
      <path d="M70 130 Q100 116 130 130 L126 206 Q100 218 74 206 Z" {...line} fill="white" />
      <rect x="78" y="212" width="44" height="88" rx="18" {...line} fill="white" />
      <rect x="84" y="304" width="32" height="88" rx="16" {...line} fill="white" />
    </g>
  );
}

export function Outline({ bodyType }: { bodyType: string }) {
  if (bodyType === "van") return <Van />;
  if (bodyType === "hgv") return <Hgv />;
  if (bodyType === "motorbike") return <Motorbike />;
  return <Car />;
}
