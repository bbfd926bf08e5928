// Licence checks: the stored proof of what the driving licence service said, and the
// verdict rule (outcome and flagged) worked out from it once, here.
import { z } from "zod";
import type { LicenceCheck as LicenceCheckRow } from "../db/generated/client";
import { calendarDate, dateOrNull, idOf, iso, oneOf, timestamp } from "./common";
import { LICENCE_OUTCOMES, type LicenceOutcome } from "./licence-words";
import { ListQuery } from "./list";

export type { LicenceCheckRow };

export const LICENCE_TYPES = ["full", "provisional"] as const;
export const LICENCE_STATUSES = ["valid", "expired", "disqualified"] as const;

export const toOutcome = (stored: string) => oneOf(LICENCE_OUTCOMES, stored, null);

export const LicenceCategory = z.object({
  code: z.string().meta({ example: "B" }),
  type: z.enum(LICENCE_TYPES),
});

export const Endorsement = z.object({
  code: z.string().meta({ description: "DVLA offence code", example: "SP30" }),
  points: z.number().int().min(0),
  offence_date: calendarDate.nullable(),
});
export type Endorsement = z.infer<typeof Endorsement>;

/** What a licence service answers, in our words (the providers map onto this). */
export const LicenceRecord = z.object({
  licence_type: z.enum(LICENCE_TYPES),
  licence_status: z.enum(LICENCE_STATUSES),
  categories: z.array(LicenceCategory),
  endorsements: z.array(Endorsement),
  photocard_expires_on: calendarDate.nullable(),
  disqualified_until: calendarDate.nullable(),
});
export type LicenceRecord = z.infer<typeof LicenceRecord>;

const STRIPPED =
  "; `null` once the check is stripped (retention policy or erasure: only `id`, `customer_id`, `outcome`, `flagged` and the dates stay)";

export const LicenceCheck = z.object({
  licence_type: LicenceRecord.shape.licence_type
    .nullable()
    .meta({ description: `Full or provisional${STRIPPED}` }),
  licence_status: LicenceRecord.shape.licence_status
    .nullable()
    .meta({ description: `Valid, expired or disqualified${STRIPPED}` }),
  categories: LicenceRecord.shape.categories.meta({ description: "`[]` once stripped" }),
  endorsements: LicenceRecord.shape.endorsements.meta({ description: "`[]` once stripped" }),
  photocard_expires_on: LicenceRecord.shape.photocard_expires_on,
  disqualified_until: LicenceRecord.shape.disqualified_until,
  id: idOf("lck", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  customer_id: idOf("cus", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  licence_number: z.string().nullable().meta({ example: "MORGA753116SM9IJ" }),
  outcome: z.enum(LICENCE_OUTCOMES).meta({
    description:
      "The first that applies: `disqualified`, `expired` (licence status), `provisional` (licence type), `points` (penalty points), `valid`",
  }),
  flagged: z.boolean().meta({ description: "`outcome` is not `valid`" }),
  penalty_points: z
    .number()
    .int()
    .min(0)
    .nullable()
    .meta({ description: `Sum of the endorsements' points${STRIPPED}` }),
  checked_at: timestamp,
  checked_by: z
    .string()
    .nullable()
    .meta({
      description: `The staff user's id (\`usr_...\`), or \`api\` when made with the API key${STRIPPED}`,
      example: "usr_01jd8x3m5kf3v9w2q7r4t6y8z0",
    }),
  created_at: timestamp,
});
export type LicenceCheck = z.infer<typeof LicenceCheck>;

export const penaltyPointsOf = (record: Pick<LicenceRecord, "endorsements">) =>
  record.endorsements.reduce((sum, e) => sum + e.points, 0);

/** The verdict: the first outcome that applies. */
export function outcomeOf(record: LicenceRecord): LicenceOutcome {
  if (record.licence_status === "disqualified") return "disqualified";
  if (record.licence_status === "expired") return "expired";
  if (record.licence_type === "provisional") return "provisional";
  if (penaltyPointsOf(record) > 0) return "points";
  return "valid";
}

export function toLicenceCheck(row: LicenceCheckRow): LicenceCheck {
  if (row.strippedAt || row.licenceType === null || row.licenceStatus === null) {
    const outcome = toOutcome(row.outcome) ?? "valid";
    return {
      id: row.id,
      customer_id: row.customerId,
      licence_number: null,
      outcome,
      flagged: outcome !== "valid",
      licence_type: null,
      licence_status: null,
      categories: [],
      endorsements: [],
      photocard_expires_on: null,
      disqualified_until: null,
      penalty_points: null,
      checked_at: iso(row.checkedAt),
      checked_by: null,
      created_at: iso(row.checkedAt),
    };
  }
  const record: LicenceRecord = {
    licence_type: oneOf(LICENCE_TYPES, row.licenceType, "full"),
    licence_status: oneOf(LICENCE_STATUSES, row.licenceStatus, "valid"),
    // Written only by the licence-check service from a validated LicenceRecord.
    categories: row.categories as LicenceRecord["categories"],
    endorsements: row.endorsements as Endorsement[],
    photocard_expires_on: dateOrNull(row.photocardExpiresOn),
    disqualified_until: dateOrNull(row.disqualifiedUntil),
  };
  const outcome = outcomeOf(record);
  return {
    id: row.id,
    customer_id: row.customerId,
    licence_number: row.licenceNumber,
    outcome,
    flagged: outcome !== "valid",
    ...record,
    penalty_points: row.penaltyPoints,
    checked_at: iso(row.checkedAt),
    checked_by: row.checkedBy,
    created_at: iso(row.checkedAt),
  };
}

/** The share code the driver made on GOV.UK: 8 letters or digits; spaces and case ignored. */
export const shareCode = z
  .string()
  .transform((v) => v.replace(/\s+/g, "").toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{8}$/, "must be the driver's 8-character share code"))
  .meta({
    description:
      'The code the driver made on GOV.UK ("Share your driving licence information"); used once, never stored',
    example: "CLEAN000",
  });

export const ListLicenceChecksQuery = ListQuery.strict();
