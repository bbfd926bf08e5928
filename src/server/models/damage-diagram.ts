// The body diagram damage is placed on: a plan view of the vehicle, front at the
// top, nearside (the UK kerb side, the vehicle's left) on the left. Positions are
// fractions of the diagram (x, y in 0..1, origin top left). Pure data, shared by
// the PDF and the app's damage picker so both draw the same picture.

export const DAMAGE_ZONES = [
  "front_bumper",
  "bonnet",
  "windscreen",
  "roof",
  "rear_window",
  "boot",
  "rear_bumper",
  "nearside_front_wing",
  "nearside_front_door",
  "nearside_rear_door",
  "nearside_rear_quarter",
  "nearside_mirror",
  "offside_front_wing",
  "offside_front_door",
  "offside_rear_door",
  "offside_rear_quarter",
  "offside_mirror",
  "nearside_front_wheel",
  "nearside_rear_wheel",
  "offside_front_wheel",
  "offside_rear_wheel",
  "interior",
  "underbody",
  "other",
] as const;
export type DamageZone = (typeof DAMAGE_ZONES)[number];

export const DAMAGE_TYPES = ["scratch", "dent", "crack", "chip", "scuff", "missing", "other"] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

export const DAMAGE_SEVERITIES = ["minor", "moderate", "severe"] as const;
export type DamageSeverity = (typeof DAMAGE_SEVERITIES)[number];

/** Ordering for "worse": a higher rank is more severe. */
export const SEVERITY_RANK: Record<DamageSeverity, number> = { minor: 1, moderate: 2, severe: 3 };

/** Width : height of the diagram. Draw it in any box of this ratio. */
export const DIAGRAM_ASPECT = 0.5;

type Rect = { x: number; y: number; w: number; h: number };

/** Where each zone lies on the diagram; zones without a place (interior, underbody, other) have none. */
export const ZONE_RECTS: Partial<Record<DamageZone, Rect>> = {
  front_bumper: { x: 0.18, y: 0.0, w: 0.64, h: 0.05 },
  bonnet: { x: 0.2, y: 0.05, w: 0.6, h: 0.22 },
  windscreen: { x: 0.22, y: 0.27, w: 0.56, h: 0.08 },
  roof: { x: 0.22, y: 0.35, w: 0.56, h: 0.3 },
  rear_window: { x: 0.22, y: 0.65, w: 0.56, h: 0.07 },
  boot: { x: 0.2, y: 0.72, w: 0.6, h: 0.22 },
  rear_bumper: { x: 0.18, y: 0.94, w: 0.64, h: 0.06 },
  nearside_front_wing: { x: 0.06, y: 0.05, w: 0.14, h: 0.25 },
  nearside_front_door: { x: 0.06, y: 0.3, w: 0.14, h: 0.2 },
  nearside_rear_door: { x: 0.06, y: 0.5, w: 0.14, h: 0.19 },
  nearside_rear_quarter: { x: 0.06, y: 0.69, w: 0.14, h: 0.25 },
  nearside_mirror: { x: 0.0, y: 0.28, w: 0.06, h: 0.04 },
  offside_front_wing: { x: 0.8, y: 0.05, w: 0.14, h: 0.25 },
  offside_front_door: { x: 0.8, y: 0.3, w: 0.14, h: 0.2 },
  offside_rear_door: { x: 0.8, y: 0.5, w: 0.14, h: 0.19 },
  offside_rear_quarter: { x: 0.8, y: 0.69, w: 0.14, h: 0.25 },
  offside_mirror: { x: 0.94, y: 0.28, w: 0.06, h: 0.04 },
  nearside_front_wheel: { x: 0.02, y: 0.12, w: 0.06, h: 0.12 },
  nearside_rear_wheel: { x: 0.02, y: 0.74, w: 0.06, h: 0.12 },
  offside_front_wheel: { x: 0.92, y: 0.12, w: 0.06, h: 0.12 },
  offside_rear_wheel: { x: 0.92, y: 0.74, w: 0.06, h: 0.12 },
};

/** The centre of a zone: where a marker goes when no x, y was given. */
export function zoneCentre(zone: DamageZone): { x: number; y: number } | null {
  const r = ZONE_RECTS[zone];
  return r ? { x: r.x + r.w / 2, y: r.y + r.h / 2 } : null;
}

/** The zone under a point (for a tap on the diagram), or "other". */
export function zoneAt(x: number, y: number): DamageZone {
  // Small parts (wheels, mirrors) first, so they win over the panels they overlap.
  const ordered = (Object.entries(ZONE_RECTS) as [DamageZone, Rect][]).sort((a, b) => a[1].w * a[1].h - b[1].w * b[1].h);
  const hit = ordered.find(([, r]) => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h);
  return hit ? hit[0] : "other";
}

/** The body outline as an SVG path in a 100 x 200 box (viewBox "0 0 100 200"). */
export const OUTLINE_PATH =
  "M 26 2 Q 50 -1 74 2 Q 90 5 91 20 L 92 60 L 92 160 Q 92 192 82 197 Q 50 201 18 197 Q 8 192 8 160 L 8 60 L 9 20 Q 10 5 26 2 Z";

/** Panel lines (bumpers, glass, door shuts) in the same box; wheels and mirrors are drawn from ZONE_RECTS. */
export const DETAIL_PATHS = [
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
];
