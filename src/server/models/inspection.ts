// Inspections: one checked area of the vehicle within a report, with a verdict,
// notes and optionally one piece of damage placed on the body diagram.
import { z } from "zod";
import type { Inspection as InspectionRow } from "../db/generated/client";
import { idOf, iso, oneOf, timestamp } from "./common";
import { page } from "./list";
import { DAMAGE_SEVERITIES, DAMAGE_TYPES, DAMAGE_ZONES } from "./damage-words";

export type { InspectionRow };

export const INSPECTION_VERDICTS = ["pass", "advisory", "fail"] as const;
export type InspectionVerdict = (typeof INSPECTION_VERDICTS)[number];

const fraction = (axis: string) =>
  z
    .number()
    .min(0)
    .max(1)
    .meta({
      description: `${axis} on the body diagram, 0 to 1 (plan view, front at the top, nearside on the left)`,
    });

export const DAMAGE_CHANGES = ["existing", "worse", "repaired", "new"] as const;
export type DamageChange = (typeof DAMAGE_CHANGES)[number];

const change = z.enum(DAMAGE_CHANGES).meta({
  description:
    "Inbound reports only: against the baseline (outbound) report, `existing` (still there), `worse`, `repaired` or `new`. Left out, it is computed: a baseline damage of the same zone and type makes it `existing` (`worse` when more severe), else `new`.",
  example: "existing",
});

const sizeMm = z.number().int().min(1).max(5000).meta({
  description:
    "The damage's longest dimension in millimetres, 1 to 5,000; null until measured. Fair wear and tear is decided on it.",
  example: 40,
});

export const Damage = z
  .object({
    zone: z.enum(DAMAGE_ZONES).meta({
      description: "Part of the vehicle; the same zone on two reports is the same place",
      example: "front_bumper",
    }),
    type: z.enum(DAMAGE_TYPES).meta({ example: "scratch" }),
    severity: z.enum(DAMAGE_SEVERITIES).meta({ example: "minor" }),
    x: fraction("Horizontal position").nullable().optional(),
    y: fraction("Vertical position").nullable().optional(),
    change: change.nullable().optional(),
    size_mm: sizeMm.nullable().optional(),
  })
  .strict();
export type DamageInput = z.infer<typeof Damage>;

const DamageOut = Damage.extend({
  x: fraction("Horizontal position").nullable(),
  y: fraction("Vertical position").nullable(),
  size_mm: sizeMm.nullable(),
  change: change.optional(),
});
export type Damage = z.infer<typeof DamageOut>;

export const Inspection = z.object({
  id: idOf("ins", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  report_id: idOf("rep", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  area: z.string().meta({ example: "Front bumper" }),
  position: z.number().int().meta({ description: "Order on the checklist, from 1" }),
  verdict: z
    .enum(INSPECTION_VERDICTS)
    .nullable()
    .meta({ description: "null until the area has been checked" }),
  notes: z.string().nullable(),
  damage: DamageOut.nullable(),
  media_count: z
    .number()
    .int()
    .meta({ description: "Photos attached (GET /inspections/{id}/media)" }),
  guidance: z
    .string()
    .nullable()
    .meta({ description: "What to look at, from the report's inspection template" }),
  photo_required: z
    .boolean()
    .meta({ description: "From the template: readiness asks for a photo of this area" }),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Inspection = z.infer<typeof Inspection>;

/** A report's whole checklist, in the list shape (never a next page). */
export const InspectionPage = page(Inspection);
export type InspectionPage = z.infer<typeof InspectionPage>;

export type InspectionWithCount = InspectionRow & { _count: { media: number } };

export function toDamage(row: InspectionRow): Damage | null {
  const zone = oneOf(DAMAGE_ZONES, row.damageZone, null);
  const type = oneOf(DAMAGE_TYPES, row.damageType, null);
  const severity = oneOf(DAMAGE_SEVERITIES, row.damageSeverity, null);
  if (!zone || !type || !severity) return null;
  const change = oneOf(DAMAGE_CHANGES, row.damageChange, null);
  return {
    zone,
    type,
    severity,
    x: row.damageX,
    y: row.damageY,
    size_mm: row.damageSizeMm,
    ...(change ? { change } : {}),
  };
}

export function toInspection(row: InspectionWithCount): Inspection {
  return {
    id: row.id,
    report_id: row.reportId,
    area: row.area,
    position: row.position,
    verdict: oneOf(INSPECTION_VERDICTS, row.verdict, null),
    notes: row.notes,
    damage: toDamage(row),
    media_count: row._count.media,
    guidance: row.guidance,
    photo_required: row.photoRequired,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

const inspectionId = idOf("ins", "01jd8x3m5kf3v9w2q7r4t6y8z0");

export const InspectionIdInput = z.object({ id: inspectionId }).strict();

export const CreateInspectionInput = z
  .object({
    report_id: idOf("rep", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
    area: z.string().trim().min(1).max(120),
    verdict: z.enum(INSPECTION_VERDICTS).nullable().optional(),
    notes: z.string().trim().max(5000).nullable().optional(),
    damage: Damage.nullable().optional(),
  })
  .strict();
export type CreateInspectionInput = z.infer<typeof CreateInspectionInput>;

export const UpdateInspectionInput = z
  .object({
    id: inspectionId,
    area: z.string().trim().min(1).max(120).optional(),
    verdict: z.enum(INSPECTION_VERDICTS).nullable().optional(),
    notes: z.string().trim().max(5000).nullable().optional(),
    damage: Damage.nullable()
      .optional()
      .meta({ description: "Replaces the damage; null removes it" }),
  })
  .strict();
export type UpdateInspectionInput = z.infer<typeof UpdateInspectionInput>;

export const DeletedObject = z.object({ id: z.string(), deleted: z.literal(true) });
