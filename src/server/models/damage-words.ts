// The contract's words for damage: where (zone), what (type) and how bad (severity).
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

export const DAMAGE_TYPES = [
  "scratch",
  "dent",
  "crack",
  "chip",
  "scuff",
  "missing",
  "other",
] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

export const DAMAGE_SEVERITIES = ["minor", "moderate", "severe"] as const;
export type DamageSeverity = (typeof DAMAGE_SEVERITIES)[number];

/** Ordering for "worse": a higher rank is more severe. */
export const SEVERITY_RANK: Record<DamageSeverity, number> = { minor: 1, moderate: 2, severe: 3 };
