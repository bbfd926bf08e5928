// Damage charges (contract section 8, "Damage charges"): the rate card, a charge with its lines,
// and the inputs of each operation. One zod schema each, with its serialiser.
import { z } from "zod";
import type {
  DamageCharge as ChargeRow,
  DamageChargeLine as LineRow,
} from "../db/generated/client";
import { idOf, iso, isoOrNull, oneOf, timestamp } from "./common";
import { DAMAGE_CHANGES } from "./inspection";
import { DAMAGE_SEVERITIES, DAMAGE_TYPES, DAMAGE_ZONES } from "./damage-words";
import type { DamageSeverity, DamageType } from "./damage-words";
import { CreatedRange, ListQuery } from "./list";

export const DAMAGE_CHARGE_STATUSES = [
  "draft",
  "sent",
  "accepted",
  "disputed",
  "collected",
  "waived",
] as const;
export type DamageChargeStatus = (typeof DAMAGE_CHARGE_STATUSES)[number];

/** Statuses in which the hirer has a charge to answer or one they dispute (GDPR erasure waits for these). */
export const OPEN_DAMAGE_CHARGE_STATUSES = ["sent", "disputed"] as const;

export const COLLECTION_METHODS = ["deposit", "card", "bank_transfer", "other"] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];

/** The hirer has this long to answer, from `sent_at`. */
export const RESPOND_WITHIN_MS = 240 * 60 * 60 * 1000;

const pence = (max: number) => z.number().int().min(0).max(max);
const MAX_AMOUNT = 10_000_000;

// ---- Rate card ----

/** The contract's defaults in pounds: minor, moderate, severe. */
const DEFAULT_POUNDS: Record<DamageType, [number, number, number]> = {
  scratch: [60, 120, 250],
  dent: [80, 150, 350],
  crack: [100, 250, 600],
  chip: [40, 80, 150],
  scuff: [50, 90, 180],
  missing: [100, 200, 400],
  other: [60, 120, 250],
};

export const defaultRatePence = (type: DamageType, severity: DamageSeverity) =>
  DEFAULT_POUNDS[type][DAMAGE_SEVERITIES.indexOf(severity)]! * 100;

export const rateId = (type: DamageType, severity: DamageSeverity) => `drt_${type}_${severity}`;

/** Every rate id with its type and severity, type then severity order. */
export const RATE_KEYS = DAMAGE_TYPES.flatMap((type) =>
  DAMAGE_SEVERITIES.map((severity) => ({ id: rateId(type, severity), type, severity })),
);

export const DamageRate = z.object({
  id: z.string().meta({ description: "`drt_{type}_{severity}`", example: "drt_scratch_minor" }),
  type: z.enum(DAMAGE_TYPES),
  severity: z.enum(DAMAGE_SEVERITIES),
  amount_pence: z.number().int().meta({ example: 6000 }),
});
export type DamageRate = z.infer<typeof DamageRate>;

export const UpdateDamageRateInput = z
  .object({
    id: z.string().meta({ example: "drt_scratch_minor" }),
    amount_pence: pence(MAX_AMOUNT).meta({ description: "0 to 10,000,000", example: 7500 }),
  })
  .strict();
export type UpdateDamageRateInput = z.infer<typeof UpdateDamageRateInput>;

// ---- Charges ----

export const DamageChargeLine = z.object({
  id: idOf("dml", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  inspection_id: idOf("ins", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  area: z.string(),
  zone: z.enum(DAMAGE_ZONES),
  type: z.enum(DAMAGE_TYPES),
  severity: z.enum(DAMAGE_SEVERITIES),
  size_mm: z.number().int().nullable().meta({ example: 40 }),
  change: z.enum(DAMAGE_CHANGES).meta({ description: "`new` or `worse`", example: "new" }),
  wear_and_tear: z.boolean().nullable().meta({
    description:
      "Fair wear and tear by the BVRLA rule (never charged); null when a size is missing",
  }),
  included: z.boolean(),
  amount_pence: z.number().int().meta({ example: 12000 }),
  description: z.string().nullable(),
});
export type DamageChargeLine = z.infer<typeof DamageChargeLine>;

export const DamageChargeResponse = z.object({
  decision: z.enum(["accepted", "disputed"]),
  comment: z.string().nullable(),
  responded_at: timestamp,
});

export const DamageCharge = z.object({
  id: idOf("dmc", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  status: z.enum(DAMAGE_CHARGE_STATUSES),
  agreement_id: idOf("agr", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  report_id: idOf("rep", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  baseline_report_id: z.string().nullable(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
  lines: z.array(DamageChargeLine),
  total_pence: z.number().int().meta({ description: "The sum of the included lines" }),
  sent_at: timestamp.nullable(),
  respond_by: timestamp.nullable().meta({ description: "`sent_at` + 240 hours" }),
  viewed_at: timestamp.nullable(),
  response: DamageChargeResponse.nullable(),
  collected_pence: z.number().int().nullable(),
  collection_method: z.enum(COLLECTION_METHODS).nullable(),
  collected_at: timestamp.nullable(),
  waived_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type DamageCharge = z.infer<typeof DamageCharge>;

export const SentDamageCharge = DamageCharge.extend({
  hirer_url: z.string().meta({
    description: "The hirer's page, `{origin}/charges/{token}`: shown only in this answer",
  }),
});

export type LoadedDamageCharge = ChargeRow & {
  lines: LineRow[];
  customer: { id: string; name: string; email: string | null };
};

export function toDamageChargeLine(row: LineRow): DamageChargeLine {
  return {
    id: row.id,
    inspection_id: row.inspectionId,
    area: row.area,
    zone: oneOf(DAMAGE_ZONES, row.zone, "other"),
    type: oneOf(DAMAGE_TYPES, row.type, "other"),
    severity: oneOf(DAMAGE_SEVERITIES, row.severity, "minor"),
    size_mm: row.sizeMm,
    change: oneOf(DAMAGE_CHANGES, row.change, "new"),
    wear_and_tear: row.wearAndTear,
    included: row.included,
    amount_pence: row.amountPence,
    description: row.description,
  };
}

export function toDamageCharge(row: LoadedDamageCharge): DamageCharge {
  const decision = oneOf(["accepted", "disputed"] as const, row.responseDecision, null);
  return {
    id: row.id,
    status: oneOf(DAMAGE_CHARGE_STATUSES, row.status, "draft"),
    agreement_id: row.agreementId,
    report_id: row.reportId,
    baseline_report_id: row.baselineReportId,
    customer: row.customer,
    lines: row.lines.map(toDamageChargeLine),
    total_pence: row.totalPence,
    sent_at: isoOrNull(row.sentAt),
    respond_by: isoOrNull(row.respondBy),
    viewed_at: isoOrNull(row.viewedAt),
    response:
      decision && row.respondedAt
        ? { decision, comment: row.responseComment, responded_at: iso(row.respondedAt) }
        : null,
    collected_pence: row.collectedPence,
    collection_method: oneOf(COLLECTION_METHODS, row.collectionMethod, null),
    collected_at: isoOrNull(row.collectedAt),
    waived_at: isoOrNull(row.waivedAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

const chargeId = idOf("dmc", "01jd8x3m5kf3v9w2q7r4t6y8z0");

export const DamageChargeIdInput = z.object({ id: chargeId }).strict();

export const CreateDamageChargeInput = z
  .object({
    report_id: idOf("rep", "01jd8x3m5kf3v9w2q7r4t6y8z0").meta({
      description: "A completed or signed-off inbound report of an agreement",
    }),
  })
  .strict();
export type CreateDamageChargeInput = z.infer<typeof CreateDamageChargeInput>;

export const UpdateDamageChargeInput = z
  .object({
    id: chargeId,
    lines: z
      .array(
        z
          .object({
            id: idOf("dml", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
            size_mm: z.number().int().min(1).max(5000).nullable().optional(),
            included: z.boolean().optional(),
            amount_pence: pence(MAX_AMOUNT).optional(),
            description: z.string().trim().max(2000).nullable().optional(),
          })
          .strict(),
      )
      .max(200)
      .meta({ description: "The lines to change, each named by its `id`" }),
  })
  .strict();
export type UpdateDamageChargeInput = z.infer<typeof UpdateDamageChargeInput>;

export const CollectDamageChargeInput = z
  .object({
    id: chargeId,
    amount_pence: z
      .number()
      .int()
      .min(1)
      .max(MAX_AMOUNT)
      .optional()
      .meta({ description: "1 up to `total_pence`; default the total" }),
    method: z.enum(COLLECTION_METHODS),
  })
  .strict();
export type CollectDamageChargeInput = z.infer<typeof CollectDamageChargeInput>;

export const ListDamageChargesInput = ListQuery.extend({
  status: z.enum(DAMAGE_CHARGE_STATUSES).optional(),
  agreement_id: z.string().optional(),
  customer_id: z.string().optional(),
  ...CreatedRange.shape,
}).strict();
export type ListDamageChargesInput = z.infer<typeof ListDamageChargesInput>;
