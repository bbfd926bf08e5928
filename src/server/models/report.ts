// Reports: one inspection of one vehicle (check-out, check-in, ...), its status
// machine draft -> completed -> signed_off (or cancelled while draft).
import { z } from "zod";
import type { Report as ReportRow, Vehicle as VehicleRow } from "../db/generated/client";
import { CreatedRange, ListQuery } from "./list";
import { idOf, iso, isoOrNull, oneOf, timestamp, vrmInput } from "./common";
import { toVehicleSummary, VehicleSummary } from "./vehicle";

export type { ReportRow };

export const REPORT_TYPES = [
  "outbound",
  "inbound",
  "general",
  "mid_term",
  "pickup",
  "dropoff",
  "pre_purchase",
  "post_wash",
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_STATUSES = ["draft", "completed", "signed_off", "cancelled"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_VERDICTS = ["pass", "concerns"] as const;
export const PERFORMED_BY = ["staff", "hirer"] as const;
export const ODOMETER_UNITS = ["mi", "km"] as const;

export const ReportTypeField = z.enum(REPORT_TYPES).meta({
  description:
    "outbound (check-out to a hirer), inbound (check-in on return), general, mid_term, pickup, dropoff, pre_purchase, post_wash",
  example: "outbound",
});

export const TyreReading = z
  .object({
    position: z.string().trim().min(1).max(40).meta({
      description: "Which tyre, e.g. front_left, rear_right, spare, axle_2_left_outer",
      example: "front_left",
    }),
    tread_depth_mm: z
      .number()
      .min(0)
      .max(30)
      .nullable()
      .optional()
      .meta({ description: "Tread depth in millimetres", example: 4.5 }),
    pressure_psi: z
      .number()
      .min(0)
      .max(200)
      .nullable()
      .optional()
      .meta({ description: "Pressure in psi", example: 34 }),
  })
  .strict();
export type TyreReading = z.infer<typeof TyreReading>;

const level = (what: string) =>
  z
    .number()
    .int()
    .min(0)
    .max(100)
    .meta({ description: `${what}, percent of full (0 to 100)`, example: 75 });

export const ReportTemplate = z.object({
  id: idOf("itp", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  version: z.number().int(),
  name: z.string().meta({ description: "The template's name when the report was made" }),
});

export const ReportAccessory = z.object({
  name: z.string().meta({ example: "Locking wheel nut" }),
  present: z.boolean().nullable(),
});
export type ReportAccessory = z.infer<typeof ReportAccessory>;

export const Report = z.object({
  id: idOf("rep", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  status: z
    .enum(REPORT_STATUSES)
    .meta({ description: "draft -> completed -> signed_off; cancelled while draft" }),
  credits_charged: z
    .number()
    .int()
    .meta({ description: "Credits consumed by creating the report (1)", example: 1 }),
  type: ReportTypeField,
  vehicle: VehicleSummary,
  customer_id: idOf("cus", "01jd8x3m5kf3v9w2q7r4t6y8z0").nullable(),
  agreement_id: idOf("agr", "01jd8x3m5kf3v9w2q7r4t6y8z0").nullable(),
  odometer: z.number().int().nullable().meta({ description: "Mileage reading", example: 42150 }),
  odometer_unit: z.enum(ODOMETER_UNITS),
  fuel_level: level("Fuel level").nullable(),
  charge_level: level("Battery charge (electric vehicles)").nullable(),
  tyre_readings: z.array(TyreReading.required()),
  notes: z.string().nullable(),
  verdict: z.enum(REPORT_VERDICTS).nullable().meta({
    description:
      "Completed inbound reports: pass, or concerns (new or worse damage since the baseline, or failed items)",
  }),
  completed_at: timestamp.nullable(),
  signed_off_at: timestamp.nullable(),
  signed_by_name: z.string().nullable(),
  customer_signed_name: z.string().nullable(),
  pdf_url: z
    .string()
    .nullable()
    .meta({ description: "The signed PDF (GET, same credentials) once signed_off" }),
  pdf_sha256: z
    .string()
    .nullable()
    .meta({ description: "SHA-256 (hex) of the signed PDF's bytes, fixed at sign-off" }),
  template: ReportTemplate.nullable().meta({
    description:
      "The inspection template's version the report froze (null for reports made before templates)",
  }),
  accessories: z.array(ReportAccessory).meta({
    description: "The template's accessories; present is null until checked",
  }),
  performed_by: z.enum(PERFORMED_BY).meta({
    description: "staff, or hirer once the hirer sent it from their self-inspection link",
  }),
  hirer_link_expires_at: timestamp
    .nullable()
    .meta({ description: "When the hirer's self-inspection link stops working; null until made" }),
  hirer_sent_at: timestamp.nullable().meta({
    description: "When the hirer sent their self-inspection (which completed the report)",
  }),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Report = z.infer<typeof Report>;

export type ReportWithVehicle = ReportRow & {
  vehicle: Pick<
    VehicleRow,
    "id" | "vrm" | "make" | "model" | "motValidUntil" | "bodyType" | "fuelType"
  >;
};

export function toReport(row: ReportWithVehicle, appUrl: string): Report {
  return {
    id: row.id,
    status: oneOf(REPORT_STATUSES, row.status, "draft"),
    credits_charged: row.creditsCharged,
    type: oneOf(REPORT_TYPES, row.type, "general"),
    vehicle: toVehicleSummary(row.vehicle),
    customer_id: row.customerId,
    agreement_id: row.agreementId,
    odometer: row.odometer,
    odometer_unit: oneOf(ODOMETER_UNITS, row.odometerUnit, "mi"),
    fuel_level: row.fuelLevel,
    charge_level: row.chargeLevel,
    // Written only by updateReport from validated TyreReading input.
    tyre_readings: (row.tyreReadings as TyreReading[]).map((t) => ({
      position: t.position,
      tread_depth_mm: t.tread_depth_mm ?? null,
      pressure_psi: t.pressure_psi ?? null,
    })),
    notes: row.notes,
    verdict: row.verdict === null ? null : oneOf(REPORT_VERDICTS, row.verdict, "concerns"),
    completed_at: isoOrNull(row.completedAt),
    signed_off_at: isoOrNull(row.signedOffAt),
    signed_by_name: row.signedByName,
    customer_signed_name: row.customerSignedName,
    pdf_url: row.pdfKey ? `${appUrl}/api/v1/reports/${row.id}/pdf` : null,
    pdf_sha256: row.pdfSha256,
    template:
      row.templateId !== null && row.templateVersion !== null
        ? { id: row.templateId, version: row.templateVersion, name: row.templateName ?? "" }
        : null,
    accessories: storedAccessories(row.accessories),
    performed_by: oneOf(PERFORMED_BY, row.performedBy, "staff"),
    hirer_link_expires_at: isoOrNull(row.hirerLinkExpiresAt),
    hirer_sent_at: isoOrNull(row.hirerSentAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** The stored accessories (written only from a template and validated input). */
export const storedAccessories = (json: unknown): ReportAccessory[] =>
  (json as ReportAccessory[]).map((a) => ({ name: a.name, present: a.present ?? null }));

const idParam = idOf("rep", "01jd8x3m5kf3v9w2q7r4t6y8z0");
export const ReportIdInput = z.object({ id: idParam }).strict();

const notes = z.string().trim().max(5000).meta({ description: "Free text" });

export const CreateReportInput = z
  .object({
    vrm: vrmInput,
    type: ReportTypeField,
    customer_id: idOf("cus", "01jd8x3m5kf3v9w2q7r4t6y8z0")
      .optional()
      .meta({ description: "The hirer; must be one of your customers" }),
    agreement_id: idOf("agr", "01jd8x3m5kf3v9w2q7r4t6y8z0")
      .optional()
      .meta({ description: "The rental agreement this check-out or check-in belongs to" }),
    template_id: idOf("itp", "01jd8x3m5kf3v9w2q7r4t6y8z0").optional().meta({
      description:
        "The inspection template (not archived) covering the vehicle's body type and the report type; default: the pair's default template",
    }),
    odometer: z
      .number()
      .int()
      .min(0)
      .max(9_999_999)
      .optional()
      .meta({ description: "Mileage reading" }),
    notes: notes.optional(),
  })
  .strict();
export type CreateReportInput = z.infer<typeof CreateReportInput>;

export const UpdateReportInput = z
  .object({
    id: idParam,
    customer_id: idOf("cus", "01jd8x3m5kf3v9w2q7r4t6y8z0").nullable().optional(),
    odometer: z.number().int().min(0).max(9_999_999).nullable().optional(),
    odometer_unit: z.enum(ODOMETER_UNITS).optional(),
    fuel_level: level("Fuel level").nullable().optional(),
    charge_level: level("Battery charge (electric vehicles)").nullable().optional(),
    tyre_readings: z
      .array(TyreReading)
      .max(24)
      .optional()
      .meta({ description: "Replaces the whole list" }),
    notes: notes.nullable().optional(),
    accessories: z
      .array(
        z
          .object({
            name: z
              .string()
              .min(1)
              .max(80)
              .meta({ description: "One of the report's accessories" }),
            present: z.boolean(),
          })
          .strict(),
      )
      .max(30)
      .optional()
      .meta({ description: "By name: the named accessories change, the others keep their value" }),
  })
  .strict();
export type UpdateReportInput = z.infer<typeof UpdateReportInput>;

export const ListReportsInput = ListQuery.extend({
  status: z.enum(REPORT_STATUSES).optional(),
  type: z.enum(REPORT_TYPES).optional(),
  vrm: vrmInput.optional(),
  vehicle_id: z.string().optional(),
  customer_id: z.string().optional(),
  agreement_id: z.string().optional(),
})
  .extend(CreatedRange.shape)
  .strict();
export type ListReportsInput = z.infer<typeof ListReportsInput>;

const png = z
  .string()
  .max(2_000_000, "must be at most about 1.5 MB")
  .regex(/^(data:image\/png;base64,)?[A-Za-z0-9+/=\s]+$/, "must be a base64 PNG")
  .meta({ description: "PNG image, base64 (a data: URL prefix is accepted)" });

export const SignOffReportInput = z
  .object({
    id: idParam,
    signed_by_name: z
      .string()
      .trim()
      .min(1)
      .max(120)
      .meta({ description: "Who signs the report off", example: "Sam Inspector" }),
    signature_png: png.optional().meta({
      description: "The signer's signature (optional through the API, required in the app)",
    }),
    customer_signed_name: z
      .string()
      .trim()
      .min(1)
      .max(120)
      .optional()
      .meta({ description: "The hirer, when they sign too" }),
    customer_signature_png: png.optional(),
  })
  .strict();
export type SignOffReportInput = z.infer<typeof SignOffReportInput>;

/** Sign-off in the app: the signer is picked from the company's team (the server checks membership). */
export const SignOffAsMemberInput = SignOffReportInput.omit({ signed_by_name: true })
  .extend({ signed_by_user_id: z.string().min(1).max(60) })
  .strict();
export type SignOffAsMemberInput = z.infer<typeof SignOffAsMemberInput>;

export const Signer = z.object({ id: z.string(), name: z.string(), is_you: z.boolean() });
export type Signer = z.infer<typeof Signer>;

export const READINESS_CODES = [
  "odometer_missing",
  "fuel_level_missing",
  "charge_level_missing",
  "photo_missing",
  "checklist_unanswered",
  "signature_missing",
  "angle_photo_missing",
  "odometer_photo_missing",
  "fuel_photo_missing",
  "accessory_unchecked",
] as const;

export const Readiness = z.object({
  report_id: z.string(),
  status: z.enum(REPORT_STATUSES),
  can_complete: z.boolean().meta({
    description: "True when the report is a draft and nothing required for completion is missing",
  }),
  can_sign_off: z.boolean().meta({ description: "True when the report is completed" }),
  missing: z.array(
    z.object({
      code: z.enum(READINESS_CODES),
      message: z.string(),
      required_for: z.enum(["complete", "sign_off"]),
    }),
  ),
});
export type Readiness = z.infer<typeof Readiness>;

export const HirerLinkInput = z
  .object({
    id: idParam,
    expires_in_seconds: z.number().int().min(600).max(604_800).optional().meta({
      description: "How long the link works, 10 minutes to 7 days (default 24 hours)",
      example: 86400,
    }),
  })
  .strict();
export type HirerLinkInput = z.infer<typeof HirerLinkInput>;

/** `hirer-link` answers the report plus the one-time self-inspection link. */
export const ReportWithHirerLink = Report.extend({
  hirer_url: z.string().meta({
    description: "The hirer's self-inspection link; shown only in this answer",
    example: "https://kerbside.example/inspect/3q2-7wEr...",
  }),
});
export type ReportWithHirerLink = z.infer<typeof ReportWithHirerLink>;

export const ShareLink = z.object({
  url: z.string().meta({ description: "Opens the signed PDF without an account" }),
  expires_at: timestamp,
});
export type ShareLink = z.infer<typeof ShareLink>;
