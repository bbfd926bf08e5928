// Damage comparison of an inbound report against its baseline (the outbound report
// of the same agreement, else the vehicle's last completed outbound report before it).
import { z } from "zod";
import { idOf } from "./common";
import { DAMAGE_SEVERITIES, DAMAGE_TYPES, DAMAGE_ZONES } from "./damage-words";

export const ComparedDamage = z.object({
  inspection_id: idOf("ins", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  area: z.string(),
  zone: z.enum(DAMAGE_ZONES),
  type: z.enum(DAMAGE_TYPES),
  severity: z.enum(DAMAGE_SEVERITIES),
  x: z.number().nullable(),
  y: z.number().nullable(),
  size_mm: z
    .number()
    .int()
    .nullable()
    .meta({ description: "Longest dimension in millimetres; null when not measured" }),
  baseline_inspection_id: z
    .string()
    .nullable()
    .meta({ description: "The baseline damage this one was matched with; null for new damage" }),
  baseline_severity: z.enum(DAMAGE_SEVERITIES).nullable(),
});
export type ComparedDamage = z.infer<typeof ComparedDamage>;

export const Comparison = z.object({
  report_id: idOf("rep", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  baseline_report_id: z.string().nullable().meta({
    description:
      "null when the vehicle has no earlier outbound report: then all damage counts as new",
  }),
  new_damage: z.array(ComparedDamage).meta({ description: "Damage whose `change` is `new`" }),
  worse_damage: z.array(ComparedDamage).meta({ description: "Damage whose `change` is `worse`" }),
  unchanged_damage: z
    .array(ComparedDamage)
    .meta({ description: "Damage whose `change` is `existing` (still there)" }),
  repaired: z
    .array(ComparedDamage)
    .meta({ description: "Baseline damage the inspector found repaired (`change` `repaired`)" }),
  failed_items: z
    .array(z.object({ inspection_id: z.string(), area: z.string() }))
    .meta({ description: "Checklist items marked fail" }),
  odometer_delta: z.number().int().nullable().meta({
    description: "This report's odometer minus the baseline's; null when either is missing",
    example: 480,
  }),
  fuel_level_delta: z.number().int().nullable().meta({
    description:
      "This report's fuel level minus the baseline's (percentage points); null when either is missing",
    example: -25,
  }),
});
export type Comparison = z.infer<typeof Comparison>;
