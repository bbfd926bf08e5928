// The plan view of each body type: what is drawn (paths in a 100 x 200 box, front at
// the top, nearside on the left) and the parts a tap can mark, each on one of the
// contract's damage zones. Within a body type every part has its own zone, so a zone
// read back names the part again. Non-car mappings (the contract's zones are a car's):
// - van: cab doors are the front doors, sliding doors the rear doors, the load sides
//   the rear quarters, the rear doors the boot;
// - hgv: the cab roof is the bonnet (the top surface at the front), the cab corners the
//   front wings, the body's sides the rear doors (front half) and rear quarters (rear
//   half), the body roof the roof, the rear doors and tail lift the boot, the under-run
//   bar the rear bumper, the drive axles the rear wheels;
// - motorbike: one front and one rear wheel (the nearside wheels), the fairing the
//   windscreen, the front mudguard the front bumper, the tank the bonnet, the seat the
//   roof, the tail the boot, each side's panels and engine the front doors, the exhaust
//   the offside rear quarter, the handlebar ends and mirrors the mirrors.
import type { DamageZone } from "./damage-words";
import type { BODY_TYPES } from "./vehicle";

export type BodyType = (typeof BODY_TYPES)[number];

/** Fractions of the diagram, origin top left. */
export type Rect = { x: number; y: number; w: number; h: number };
/** `solid`: drawn filled (wheels, mirrors); `marks` when the drawing is not the rect itself. */
export type DiagramPart = {
  zone: DamageZone;
  label: string;
  rect: Rect;
  solid?: boolean;
  marks?: Rect[];
};
export type BodyDiagram = {
  outline: string[];
  details: string[];
  parts: DiagramPart[];
  elsewhere: { zone: DamageZone; label: string }[];
};

const r = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });
const mirrorX = (a: Rect): Rect => ({ ...a, x: 1 - a.x - a.w });

/** A nearside part and its offside twin (same place reflected, same words). */
function pair(
  side: string,
  label: string,
  rect: Rect,
  solid?: boolean,
  marks?: Rect[],
): DiagramPart[] {
  const near = {
    zone: `nearside_${side}` as DamageZone,
    label: `Nearside ${label}`,
    rect,
    solid,
    marks,
  };
  return [
    near,
    {
      zone: `offside_${side}` as DamageZone,
      label: `Offside ${label}`,
      rect: mirrorX(rect),
      solid,
      marks: marks?.map(mirrorX),
    },
  ];
}

const INSIDE = [
  { zone: "interior", label: "Interior" },
  { zone: "underbody", label: "Underbody" },
  { zone: "other", label: "Somewhere else" },
] as const satisfies BodyDiagram["elsewhere"];

const car: BodyDiagram = {
  outline: [
    "M 26 2 Q 50 -1 74 2 Q 90 5 91 20 L 92 60 L 92 160 Q 92 192 82 197 Q 50 201 18 197 Q 8 192 8 160 L 8 60 L 9 20 Q 10 5 26 2 Z",
  ],
  details: [
    "M 16 10 Q 50 6 84 10",
    "M 20 54 Q 50 46 80 54 L 78 70 Q 50 64 22 70 Z",
    "M 22 70 Q 50 64 78 70 L 78 130 Q 50 134 22 130 Z",
    "M 22 130 Q 50 134 78 130 L 80 144 Q 50 150 20 144 Z",
    "M 16 188 Q 50 192 84 188",
    "M 8 60 L 20 60",
    "M 8 100 L 20 100",
    "M 8 138 L 20 138",
    "M 80 60 L 92 60",
    "M 80 100 L 92 100",
    "M 80 138 L 92 138",
  ],
  parts: [
    { zone: "front_bumper", label: "Front bumper", rect: r(0.18, 0, 0.64, 0.05) },
    { zone: "bonnet", label: "Bonnet", rect: r(0.2, 0.05, 0.6, 0.21) },
    { zone: "windscreen", label: "Windscreen", rect: r(0.2, 0.26, 0.6, 0.09) },
    { zone: "roof", label: "Roof", rect: r(0.2, 0.35, 0.6, 0.3) },
    { zone: "rear_window", label: "Rear window", rect: r(0.2, 0.65, 0.6, 0.07) },
    { zone: "boot", label: "Boot", rect: r(0.2, 0.72, 0.6, 0.22) },
    { zone: "rear_bumper", label: "Rear bumper", rect: r(0.18, 0.94, 0.64, 0.06) },
    ...pair("front_wing", "front wing", r(0.06, 0.05, 0.14, 0.25)),
    ...pair("front_door", "front door", r(0.06, 0.3, 0.14, 0.2)),
    ...pair("rear_door", "rear door", r(0.06, 0.5, 0.14, 0.19)),
    ...pair("rear_quarter", "rear quarter", r(0.06, 0.69, 0.14, 0.25)),
    ...pair("mirror", "mirror", r(0, 0.28, 0.06, 0.04), true),
    ...pair("front_wheel", "front wheel", r(0.02, 0.12, 0.06, 0.12), true),
    ...pair("rear_wheel", "rear wheel", r(0.02, 0.74, 0.06, 0.12), true),
  ],
  elsewhere: [...INSIDE],
};

const van: BodyDiagram = {
  outline: ["M 22 3 Q 50 -1 78 3 Q 91 6 92 20 L 93 55 L 93 196 L 7 196 L 7 55 L 8 20 Q 9 6 22 3 Z"],
  details: [
    "M 12 8 Q 50 4 88 8",
    "M 20 42 Q 50 36 80 42 L 80 66 L 20 66 Z",
    "M 7 70 L 93 70",
    "M 20 70 L 20 166 L 80 166 L 80 70",
    "M 50 166 L 50 196",
    "M 7 44 L 20 44",
    "M 7 120 L 20 120",
    "M 80 44 L 93 44",
    "M 80 120 L 93 120",
  ],
  parts: [
    { zone: "front_bumper", label: "Front bumper", rect: r(0.12, 0, 0.76, 0.04) },
    { zone: "bonnet", label: "Bonnet", rect: r(0.2, 0.04, 0.6, 0.17) },
    { zone: "windscreen", label: "Windscreen", rect: r(0.2, 0.21, 0.6, 0.14) },
    { zone: "roof", label: "Roof", rect: r(0.2, 0.35, 0.6, 0.48) },
    { zone: "boot", label: "Rear doors", rect: r(0.2, 0.83, 0.6, 0.15) },
    { zone: "rear_bumper", label: "Rear bumper and step", rect: r(0.07, 0.98, 0.86, 0.02) },
    ...pair("front_wing", "front wing", r(0.06, 0.04, 0.14, 0.18)),
    ...pair("front_door", "cab door", r(0.06, 0.22, 0.14, 0.13)),
    ...pair("rear_door", "sliding door", r(0.06, 0.35, 0.14, 0.25)),
    ...pair("rear_quarter", "load side", r(0.06, 0.6, 0.14, 0.38)),
    ...pair("mirror", "mirror", r(0, 0.22, 0.06, 0.04), true),
    ...pair("front_wheel", "front wheel", r(0.01, 0.06, 0.06, 0.11), true),
    ...pair("rear_wheel", "rear wheel", r(0.01, 0.76, 0.06, 0.11), true),
  ],
  elsewhere: [{ zone: "interior", label: "Cab interior and load area" }, ...INSIDE.slice(1)],
};

const axles = (x: number) => [0.7, 0.79, 0.88].map((y) => r(x, y, 0.06, 0.075));

const hgv: BodyDiagram = {
  outline: [
    "M 16 2 L 84 2 Q 90 2 90 8 L 90 50 L 10 50 L 10 8 Q 10 2 16 2 Z",
    "M 6 54 L 94 54 L 94 192 L 6 192 Z",
  ],
  details: [
    "M 16 7 L 84 7 L 84 22 L 16 22 Z",
    "M 10 24 L 18 24",
    "M 82 24 L 90 24",
    "M 18 54 L 18 182 L 82 182 L 82 54",
    "M 6 118 L 18 118",
    "M 82 118 L 94 118",
    "M 8 196 L 92 196",
  ],
  parts: [
    { zone: "front_bumper", label: "Front bumper and grille", rect: r(0.1, 0, 0.8, 0.035) },
    { zone: "windscreen", label: "Windscreen and wipers", rect: r(0.16, 0.035, 0.68, 0.08) },
    { zone: "bonnet", label: "Cab roof", rect: r(0.16, 0.115, 0.68, 0.14) },
    { zone: "roof", label: "Body roof", rect: r(0.18, 0.27, 0.64, 0.64) },
    { zone: "boot", label: "Rear doors and tail lift", rect: r(0.06, 0.91, 0.88, 0.05) },
    {
      zone: "rear_bumper",
      label: "Under-run bar and rear lights",
      rect: r(0.06, 0.96, 0.88, 0.04),
    },
    ...pair("front_wing", "cab corner and step", r(0.1, 0.01, 0.06, 0.11)),
    ...pair("front_door", "cab door", r(0.1, 0.12, 0.06, 0.135)),
    ...pair("rear_door", "body side, front half", r(0.06, 0.27, 0.12, 0.32)),
    ...pair("rear_quarter", "body side, rear half", r(0.06, 0.59, 0.12, 0.32)),
    ...pair("mirror", "mirror", r(0, 0.04, 0.08, 0.04), true),
    ...pair("front_wheel", "steer wheel", r(0.04, 0.14, 0.06, 0.09), true),
    ...pair("rear_wheel", "drive wheels", r(0, 0.7, 0.06, 0.245), true, axles(0)),
  ],
  elsewhere: [
    { zone: "interior", label: "Cab interior and load area" },
    { zone: "underbody", label: "Chassis, coupling and lines" },
    INSIDE[2],
  ],
};

const motorbike: BodyDiagram = {
  outline: [
    "M 44 10 Q 44 4 50 4 Q 56 4 56 10 L 56 34 Q 56 40 50 40 Q 44 40 44 34 Z",
    "M 32 46 Q 50 38 68 46 L 64 54 L 36 54 Z",
    "M 36 64 Q 50 58 64 64 L 62 104 Q 50 110 38 104 Z",
    "M 39 110 Q 39 106 43 106 L 57 106 Q 61 106 61 110 L 61 146 Q 61 150 57 150 L 43 150 Q 39 150 39 146 Z",
    "M 41 150 L 59 150 L 59 158 L 41 158 Z",
    "M 44 164 Q 44 158 50 158 Q 56 158 56 164 L 56 190 Q 56 196 50 196 Q 44 196 44 190 Z",
    "M 67 122 L 73 122 L 73 170 L 67 170 Z",
  ],
  details: ["M 12 58 L 88 58", "M 22 118 L 36 118", "M 64 118 L 67 118", "M 50 44 L 50 40"],
  parts: [
    { zone: "nearside_front_wheel", label: "Front wheel and brake", rect: r(0.4, 0.08, 0.2, 0.14) },
    { zone: "front_bumper", label: "Front mudguard and forks", rect: r(0.36, 0, 0.28, 0.08) },
    { zone: "windscreen", label: "Headlight, fairing and screen", rect: r(0.3, 0.22, 0.4, 0.06) },
    { zone: "bonnet", label: "Fuel tank", rect: r(0.34, 0.3, 0.32, 0.23) },
    { zone: "roof", label: "Seat", rect: r(0.36, 0.53, 0.28, 0.22) },
    { zone: "boot", label: "Tail, rear light and plate", rect: r(0.36, 0.75, 0.28, 0.04) },
    {
      zone: "nearside_rear_wheel",
      label: "Rear wheel, chain and mudguard",
      rect: r(0.4, 0.79, 0.2, 0.21),
    },
    { zone: "offside_rear_quarter", label: "Exhaust", rect: r(0.66, 0.6, 0.12, 0.26) },
    ...pair("front_door", "side: engine, panels and footpeg", r(0.12, 0.3, 0.22, 0.3)),
    ...pair("mirror", "handlebar end, lever and mirror", r(0.06, 0.27, 0.24, 0.03), true, [
      r(0.08, 0.27, 0.08, 0.03),
    ]),
  ],
  elsewhere: [{ zone: "underbody", label: "Underside and frame" }, INSIDE[2]],
};

// Left and right read better than nearside and offside on a motorbike.
for (const part of motorbike.parts)
  part.label = part.label.replace(/^Nearside/, "Left").replace(/^Offside/, "Right");

export const BODY_DIAGRAMS: Record<BodyType, BodyDiagram> = { car, van, hgv, motorbike };

/** The diagram of a vehicle's body type; anything unknown is drawn as a car. */
export function bodyDiagram(bodyType: string): BodyDiagram {
  return (BODY_DIAGRAMS as Record<string, BodyDiagram>)[bodyType] ?? car;
}
