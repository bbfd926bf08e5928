// Fines and road charges (contract section 8, "Fines and road charges"): a notice matched to
// the hire that had the vehicle out, then transferred to the hirer, paid or cancelled.
import { z } from "zod";
import type { Fine as FineRow } from "../db/generated/client";
import { MAX_PENCE } from "./agreement";
import {
  calendarDay,
  calendarDate,
  idOf,
  iso,
  isoOrNull,
  oneOf,
  timestamp,
  vrmInput,
} from "./common";
import { CreatedRange, ListQuery } from "./list";
import { FINE_KINDS, FINE_MATCHES, FINE_STATUSES } from "./fine-words";

export type { FineRow };

const EXAMPLE = "01jd8x3m5kf3v9w2q7r4t6y8z0";
export const fineId = idOf("fin", EXAMPLE);

export const Fine = z.object({
  id: fineId,
  status: z.enum(FINE_STATUSES).meta({
    description:
      "received -> transferred (to the hirer), paid (by the company) or cancelled; transferred -> cancelled",
  }),
  kind: z.enum(FINE_KINDS),
  issuer: z.string().meta({ example: "Camden Council" }),
  reference: z.string().meta({ description: "The issuer's reference", example: "CU12345678" }),
  vrm: z.string().meta({ example: "AB12CDE" }),
  vehicle_id: idOf("veh", EXAMPLE),
  contravention_at: timestamp,
  location: z.string().nullable().meta({ example: "Camden High Street, NW1" }),
  amount_pence: z.number().int().meta({ example: 13000 }),
  notice_date: calendarDate,
  respond_by: calendarDate.meta({ description: "notice_date + 28 days" }),
  match: z.enum(FINE_MATCHES).meta({
    description:
      "matched: one agreement of the vehicle was out at contravention_at; no_hire: none; ambiguous: several",
  }),
  agreement_id: idOf("agr", EXAMPLE).nullable(),
  customer_id: idOf("cus", EXAMPLE).nullable(),
  notes: z.string().nullable(),
  transferred_at: timestamp.nullable(),
  paid_at: timestamp.nullable(),
  cancelled_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Fine = z.infer<typeof Fine>;

export function toFine(row: FineRow): Fine {
  return {
    id: row.id,
    status: oneOf(FINE_STATUSES, row.status, "received"),
    kind: oneOf(FINE_KINDS, row.kind, "other"),
    issuer: row.issuer,
    reference: row.reference,
    vrm: row.vrm,
    vehicle_id: row.vehicleId,
    contravention_at: iso(row.contraventionAt),
    location: row.location,
    amount_pence: row.amountPence,
    notice_date: calendarDay(row.noticeDate),
    respond_by: calendarDay(row.respondBy),
    match: oneOf(FINE_MATCHES, row.match, "no_hire"),
    agreement_id: row.agreementId,
    customer_id: row.customerId,
    notes: row.notes,
    transferred_at: isoOrNull(row.transferredAt),
    paid_at: isoOrNull(row.paidAt),
    cancelled_at: isoOrNull(row.cancelledAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** A calendar date (`YYYY-MM-DD`) as a date column holds it: midnight UTC. */
export const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

const issuer = z
  .string()
  .trim()
  .min(1, "is required")
  .max(200)
  .meta({ description: "1 to 200 characters", example: "Camden Council" });
const reference = z
  .string()
  .trim()
  .min(1, "is required")
  .max(100)
  .meta({ description: "The issuer's reference, 1 to 100 characters", example: "CU12345678" });
const contraventionAt = z.iso.datetime({ offset: true }).meta({
  description:
    "When it happened: ISO 8601 with any offset, not after the end of notice_date (UK time)",
  example: "2026-11-14T16:42:00Z",
});
const noticeDate = z.iso.date().meta({
  description: "The date of the notice, YYYY-MM-DD, not after today (UK time)",
  example: "2026-11-20",
});
const amount = z
  .number()
  .int()
  .min(0)
  .max(MAX_PENCE)
  .meta({ description: "Integer pence >= 0", example: 13000 });
const location = z.string().trim().max(300).meta({ description: "Up to 300 characters" });
const notes = z.string().trim().max(2000).meta({ description: "Up to 2,000 characters" });

export const CreateFineInput = z
  .object({
    kind: z.enum(FINE_KINDS),
    issuer,
    reference,
    vrm: vrmInput.meta({ description: "A vehicle of your fleet; spaces and case are ignored" }),
    contravention_at: contraventionAt,
    notice_date: noticeDate,
    amount_pence: amount,
    location: location.nullable().optional(),
    notes: notes.nullable().optional(),
  })
  .strict();
export type CreateFineInput = z.infer<typeof CreateFineInput>;

export const UpdateFineInput = z
  .object({
    id: fineId,
    kind: z.enum(FINE_KINDS).optional(),
    issuer: issuer.optional(),
    reference: reference.optional(),
    vrm: vrmInput.optional(),
    contravention_at: contraventionAt.optional(),
    notice_date: noticeDate.optional(),
    amount_pence: amount.optional(),
    location: location.nullable().optional(),
    notes: notes.nullable().optional(),
    agreement_id: idOf("agr", EXAMPLE).max(100).nullable().optional().meta({
      description:
        "Correct the match: an agreement of the fine's vehicle (`matched`, with its hirer); null works the match out again",
    }),
  })
  .strict();
export type UpdateFineInput = z.infer<typeof UpdateFineInput>;

export const FineIdInput = z.object({ id: fineId }).strict();

export const ListFinesInput = ListQuery.extend({
  status: z.enum(FINE_STATUSES).optional(),
  kind: z.enum(FINE_KINDS).optional(),
  match: z.enum(FINE_MATCHES).optional(),
  vrm: vrmInput.optional(),
  agreement_id: z.string().max(100).optional(),
  customer_id: z.string().max(100).optional(),
  respond_by_before: z.iso
    .date()
    .optional()
    .meta({ description: "respond_by on or before this date (YYYY-MM-DD): the fines due soon" }),
})
  .extend(CreatedRange.shape)
  .strict();
export type ListFinesInput = z.infer<typeof ListFinesInput>;
