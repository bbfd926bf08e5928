// Rental agreements: a hirer, a vehicle, dates, money and frozen terms; signed by the
// hirer on the signing page. Status draft -> sent -> signed -> out -> closed, or cancelled.
import { z } from "zod";
import type {
  Agreement as AgreementTable,
  Customer,
  TermsVersion,
  Vehicle,
} from "../db/generated/client";
import { idOf, iso, isoOrNull, oneOf, timestamp, vrmInput } from "./common";
import { HireWarnings, OverrideReason, type HireWarning } from "./hire-warning";
import { CreatedRange, ListQuery } from "./list";

export const AGREEMENT_STATUSES = [
  "draft",
  "sent",
  "signed",
  "out",
  "closed",
  "cancelled",
] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

export const agreementId = idOf("agr", "01jd8x3m5kf3v9w2q7r4t6y8z0");
const customerId = idOf("cus", "01jd8x3m5kf3v9w2q7r4t6y8z0");
const vehicleId = idOf("veh", "01jd8x3m5kf3v9w2q7r4t6y8z0");
const reportId = idOf("rep", "01jd8x3m5kf3v9w2q7r4t6y8z0");
const pence = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description}, in pence`, example: 4500 });

export const Agreement = z.object({
  id: agreementId,
  status: z.enum(AGREEMENT_STATUSES).meta({
    description: "draft -> sent -> signed -> out -> closed; cancelled from draft, sent or signed",
  }),
  reference: z
    .string()
    .nullable()
    .meta({ description: "Your own reference, e.g. a booking number", example: "BK-1042" }),
  customer_id: customerId,
  customer: z
    .object({ id: customerId, name: z.string(), email: z.string().nullable() })
    .meta({ description: "The hirer, as now" }),
  vehicle_id: vehicleId,
  vehicle: z
    .object({
      id: vehicleId,
      vrm: z.string(),
      make: z.string().nullable(),
      model: z.string().nullable(),
    })
    .meta({ description: "The vehicle, as now" }),
  terms: z
    .object({
      id: idOf("trm", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
      version: z.number().int(),
      name: z.string(),
    })
    .meta({ description: "The terms version frozen into the agreement" }),
  starts_at: timestamp,
  ends_at: timestamp,
  rental_days: z
    .number()
    .int()
    .meta({ description: "Started 24-hour periods from starts_at to ends_at", example: 3 }),
  daily_rate_pence: pence("Daily rate"),
  total_pence: pence("rental_days x daily_rate_pence (deposit and excess not included)"),
  deposit_pence: pence("Deposit"),
  excess_pence: pence("Insurance excess"),
  mileage_allowance_per_day: z
    .number()
    .int()
    .nullable()
    .meta({ description: "Miles per day; null is unlimited" }),
  notes: z.string().nullable(),
  sent_at: timestamp.nullable(),
  signing_expires_at: timestamp.nullable(),
  viewed_at: timestamp
    .nullable()
    .meta({ description: "First time the hirer opened a live signing link" }),
  signed_at: timestamp.nullable(),
  signature: z
    .object({
      signed_by_name: z.string(),
      ip_address: z.string().nullable(),
      user_agent: z.string().nullable(),
    })
    .nullable()
    .meta({
      description:
        "What the signing request gave, once signed; after the hirer's erasure `signed_by_name` is `Erased hirer` and the address and user agent `null`",
    }),
  document_sha256: z
    .string()
    .nullable()
    .meta({ description: "SHA-256 (hex) of the signed PDF's bytes" }),
  handed_over_at: timestamp.nullable(),
  start_odometer: z.number().int().nullable(),
  outbound_report_id: reportId.nullable(),
  handover_override_reason: z.string().nullable().meta({
    description:
      "Why the vehicle went out although a blocking warning applied (the handover's `override_reason`); null otherwise",
  }),
  closed_at: timestamp.nullable(),
  end_odometer: z.number().int().nullable(),
  return_notes: z.string().nullable(),
  inbound_report_id: reportId.nullable(),
  cancelled_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  warnings: HireWarnings,
});
export type Agreement = z.infer<typeof Agreement>;

/** `send` answers the agreement plus the one-time signing link. */
export const SentAgreement = Agreement.extend({
  signing_url: z.string().meta({
    description: "The hirer's signing link; shown only in this answer",
    example: "https://kerbside.example/sign/3q2-7wEr...",
  }),
});
export type SentAgreement = z.infer<typeof SentAgreement>;

/** An agreement as the client reads it: every column but the search text, which only the database's index reads. */
type AgreementRow = Omit<AgreementTable, "searchText">;

export type LoadedAgreement = AgreementRow & {
  customer: Pick<Customer, "id" | "name" | "email">;
  vehicle: Pick<Vehicle, "id" | "vrm" | "make" | "model">;
  termsVersion: Pick<TermsVersion, "templateId" | "version" | "name" | "body">;
  /** The hire gate's warnings, worked out when the row was read (services/agreements/hire-warnings.ts). */
  warnings: HireWarning[];
};

export function toAgreement(row: LoadedAgreement): Agreement {
  const signed = row.signedAt !== null && row.signedByName !== null;
  return {
    id: row.id,
    status: oneOf(AGREEMENT_STATUSES, row.status, "draft"),
    reference: row.reference,
    customer_id: row.customerId,
    customer: { id: row.customer.id, name: row.customer.name, email: row.customer.email },
    vehicle_id: row.vehicleId,
    vehicle: {
      id: row.vehicle.id,
      vrm: row.vehicle.vrm,
      make: row.vehicle.make,
      model: row.vehicle.model,
    },
    terms: {
      id: row.termsVersion.templateId,
      version: row.termsVersion.version,
      name: row.termsVersion.name,
    },
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    rental_days: row.rentalDays,
    daily_rate_pence: row.dailyRatePence,
    total_pence: row.totalPence,
    deposit_pence: row.depositPence,
    excess_pence: row.excessPence,
    mileage_allowance_per_day: row.mileageAllowancePerDay,
    notes: row.notes,
    sent_at: isoOrNull(row.sentAt),
    signing_expires_at: isoOrNull(row.signingExpiresAt),
    viewed_at: isoOrNull(row.viewedAt),
    signed_at: isoOrNull(row.signedAt),
    signature: signed
      ? {
          signed_by_name: row.signedByName ?? "",
          ip_address: row.signerIp,
          user_agent: row.signerUserAgent,
        }
      : null,
    document_sha256: row.documentSha256,
    handed_over_at: isoOrNull(row.handedOverAt),
    start_odometer: row.startOdometer,
    outbound_report_id: row.outboundReportId,
    handover_override_reason: row.handoverOverrideReason,
    closed_at: isoOrNull(row.closedAt),
    end_odometer: row.endOdometer,
    return_notes: row.returnNotes,
    inbound_report_id: row.inboundReportId,
    cancelled_at: isoOrNull(row.cancelledAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    warnings: row.warnings,
  };
}

// Money fits the database's 32-bit integers; a total over that is refused as bad input.
export const MAX_PENCE = 2_147_483_647;
const money = (description: string) =>
  z
    .number()
    .int()
    .min(0)
    .max(MAX_PENCE)
    .meta({ description: `${description}, integer pence >= 0` });
const instant = z.iso.datetime({ offset: true }).meta({
  description: "ISO 8601 timestamp with any offset; answers are UTC",
  example: "2027-03-01T09:00:00Z",
});
const mileage = z
  .number()
  .int()
  .min(0)
  .max(100_000)
  .meta({ description: "Miles per day; null is unlimited" });
const reference = z.string().trim().max(100).meta({ description: "Up to 100 characters" });
const notes = z.string().trim().max(2000).meta({ description: "Up to 2,000 characters" });

export const CreateAgreementInput = z
  .object({
    customer_id: customerId,
    vehicle_id: vehicleId,
    starts_at: instant,
    ends_at: instant,
    daily_rate_pence: money("Daily rate"),
    terms_id: idOf("trm", "01jd8x3m5kf3v9w2q7r4t6y8z0")
      .optional()
      .meta({ description: "Default: the default terms template" }),
    deposit_pence: money("Deposit (default 0)").optional(),
    excess_pence: money("Insurance excess (default 0)").optional(),
    mileage_allowance_per_day: mileage.nullable().optional(),
    reference: reference.nullable().optional(),
    notes: notes.nullable().optional(),
  })
  .strict();
export type CreateAgreementInput = z.infer<typeof CreateAgreementInput>;

export const UpdateAgreementInput = z
  .object({
    id: agreementId,
    customer_id: customerId.optional(),
    vehicle_id: vehicleId.optional(),
    starts_at: instant.optional(),
    ends_at: instant.optional(),
    daily_rate_pence: money("Daily rate").optional(),
    terms_id: idOf("trm", "01jd8x3m5kf3v9w2q7r4t6y8z0")
      .optional()
      .meta({ description: "Freezes that template's current version" }),
    deposit_pence: money("Deposit").optional(),
    excess_pence: money("Insurance excess").optional(),
    mileage_allowance_per_day: mileage.nullable().optional(),
    reference: reference.nullable().optional(),
    notes: notes.nullable().optional(),
  })
  .strict();
export type UpdateAgreementInput = z.infer<typeof UpdateAgreementInput>;

export const AgreementIdInput = z.object({ id: agreementId }).strict();

export const SendAgreementInput = z
  .object({
    id: agreementId,
    expires_in_seconds: z.number().int().min(10).max(2_592_000).optional().meta({
      description: "How long the link works, 10 s to 30 days (default 7 days)",
      example: 604800,
    }),
  })
  .strict();
export type SendAgreementInput = z.infer<typeof SendAgreementInput>;

const odometer = z
  .number()
  .int()
  .min(0)
  .max(9_999_999)
  .meta({ description: "Odometer reading, miles" });

export const HandoverInput = z
  .object({
    id: agreementId,
    odometer: odometer.optional(),
    report_id: reportId.optional().meta({ description: "The outbound report of the handover" }),
    override_reason: OverrideReason.optional(),
  })
  .strict();
export type HandoverInput = z.infer<typeof HandoverInput>;

export const CloseAgreementInput = z
  .object({
    id: agreementId,
    odometer: odometer
      .optional()
      .meta({ description: "Odometer at return; not below start_odometer" }),
    notes: notes.optional(),
    report_id: reportId.optional().meta({ description: "The inbound report of the return" }),
  })
  .strict();
export type CloseAgreementInput = z.infer<typeof CloseAgreementInput>;

export const ListAgreementsInput = ListQuery.extend({
  status: z.enum(AGREEMENT_STATUSES).optional(),
  customer_id: z.string().optional(),
  vehicle_id: z.string().optional(),
  vrm: vrmInput.optional(),
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .meta({ description: "Case-insensitive part of the reference, hirer name or email, or VRM" }),
})
  .extend(CreatedRange.shape)
  .strict();
export type ListAgreementsInput = z.infer<typeof ListAgreementsInput>;

/** Started 24-hour periods from start to end (72 h -> 3, 73 h -> 4, 1 h -> 1). */
export function rentalDays(startsAt: Date, endsAt: Date): number {
  return Math.max(1, Math.ceil((endsAt.getTime() - startsAt.getTime()) / (24 * 60 * 60 * 1000)));
}
