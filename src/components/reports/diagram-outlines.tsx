// Top-view outlines of each body type, front at the top, drawn in a 200 x 400 box.
// Deliberately plain: they only have to tell an inspector where on the vehicle a mark is.

export const BODY_TYPES = ["car", "van", "hgv", "motorbike"] as const;
export type BodyType = (typeof BODY_TYPES)[number];

const line = { fill: "none", stroke: "currentColor", strokeWidth: 3, strokeLinejoin: "round", strokeLinecap: "round" } as const;
const wheel = { fill: "currentColor", rx: 4 } as const;

function Car() {
  return (
    <g>
      <rect x="34" y="40" width="14" height="50" {...wheel} />
      <rect x="152" y="40" width="14" height="50" {...wheel} />
      <rect x="34" y="290" width="14" height="50" {...wheel} />
      <rect x="152" y="290" width="14" height="50" {...wheel} />
      <rect x="44" y="16" width="112" height="368" rx="42" {...line} fill="white" />
      <path d="M58 130 Q100 104 142 130 L134 170 L66 170 Z" {...line} />
      <rect x="66" y="176" width="68" height="100" rx="8" {...line} />
      <path d="M66 282 L134 282 L140 320 Q100 336 60 320 Z" {...line} />
      <path d="M44 140 L30 148 M156 140 L170 148" {...line} />
    </g>
  );
}

function Van() {
  return (
    <g>
      <rect x="30" y="46" width="14" height="50" {...wheel} />
      <rect x="156" y="46" width="14" height="50" {...wheel} />
      <rect x="30" y="300" width="14" height="52" {...wheel} />
      <rect x="156" y="300" width="14" height="52" {...wheel} />
      <path d="M50 20 Q100 6 150 20 L160 110 L160 388 L40 388 L40 110 Z" {...line} fill="white" />
      <path d="M56 60 Q100 46 144 60 L148 100 L52 100 Z" {...line} />
      <line x1="40" y1="118" x2="160" y2="118" {...line} />
      <line x1="100" y1="130" x2="100" y2="376" {...line} strokeDasharray="6 8" />
      <path d="M40 104 L26 112 M160 104 L174 112" {...line} />
    </g>
  );
}

function Hgv() {
  return (
    <g>
      <rect x="36" y="36" width="12" height="36" {...wheel} />
      <rect x="152" y="36" width="12" height="36" {...wheel} />
      {[270, 310, 350].map((y) => (
        <g key={y}>
          <rect x="30" y={y} width="12" height="32" {...wheel} />
          <rect x="158" y={y} width="12" height="32" {...wheel} />
        </g>
      ))}
      <rect x="46" y="8" width="108" height="82" rx="10" {...line} fill="white" />
      <rect x="56" y="16" width="88" height="22" rx="4" {...line} />
      <rect x="38" y="98" width="124" height="294" rx="4" {...line} fill="white" />
      <line x1="38" y1="240" x2="162" y2="240" {...line} strokeDasharray="6 8" />
      <path d="M46 30 L32 36 M154 30 L168 36" {...line} />
    </g>
  );
}

function Motorbike() {
  return (
    <g>
      <rect x="88" y="20" width="24" height="80" rx="12" {...line} fill="white" />
      <path d="M50 110 L150 110" {...line} strokeWidth={6} />
      <path d="M74 130 Q100 118 126 130 L122 200 Q100 210 78 200 Z" {...line} fill="white" />
      <rect x="80" y="206" width="40" height="84" rx="16" {...line} fill="white" />
      <rect x="86" y="296" width="28" height="84" rx="14" {...line} fill="white" />
    </g>
  );
}

export function Outline({ bodyType }: { bodyType: BodyType }) {
  if (bodyType === "van") return <Van />;
  if (bodyType === "hgv") return <Hgv />;
  if (bodyType === "motorbike") return <Motorbike />;
  return <Car />;
}

export const DAMAGE_ZONES = {
  front: "Front",
  rear: "Rear",
  left: "Left (nearside)",
  right: "Right (offside)",
  top: "Roof / top",
} as const;
export type DamageZone = keyof typeof DAMAGE_ZONES;

/** The zone a point of the diagram (fractions 0..1 of width and height) falls in. */
export function zoneAt(x: number, y: number): DamageZone {
  if (y < 0.2) return "front";
  if (y > 0.8) return "rear";
  if (x < 0.35) return "left";
  if (x > 0.65) return "right";
  return "top";
}
