// Vehicles: the registry's merged answer (DVLA + DVSA MOT history + insurance), and
// the fleet's vehicle, which is that answer plus the company's own fields.
import { z } from "zod";
import type { Vehicle as VehicleTable } from "../db/generated/client";
import {
  calendarDate,
  dateOrNull,
  idOf,
  iso,
  isoOrNull,
  oneOf,
  timestamp,
  vrmInput,
} from "./common";
import { jsonArray } from "./json-text";
import { CreatedRange, ListQuery } from "./list";

/** A vehicle as the client reads it: every column but the search tokens, which only the database's index reads. */
export type VehicleRow = Omit<VehicleTable, "searchTokens">;
type TimeColumn =
  | "taxDueDate"
  | "motValidUntil"
  | "insuranceCheckedAt"
  | "registryCheckedAt"
  | "archivedAt"
  | "createdAt"
  | "updatedAt";
/**
 * A vehicle as a list reads it: the MOT history as its stored text (`"motTests"::text`), sent on
 * as it is, and its dates and times as the ISO text the answer shows (`to_char`), not as Dates.
 */
export type ListedVehicleRow = Omit<VehicleRow, "motTests" | TimeColumn> & { motTests: string } & {
  [C in TimeColumn]: null extends VehicleRow[C] ? string | null : string;
};
/** A row of either kind: dates and times as Dates, or as the text the answer shows. */
type VehicleFields = Omit<VehicleRow, "motTests" | TimeColumn> & {
  [C in TimeColumn]: VehicleRow[C] | ListedVehicleRow[C];
};

export const BODY_TYPES = ["car", "van", "hgv", "motorbike"] as const;
export const VEHICLE_STATUSES = ["active", "off_road", "sold"] as const;
export const INSURANCE_STATUSES = ["insured", "not_insured", "unknown"] as const;

export const MotDefect = z.object({
  type: z.string().meta({
    description: "DVSA defect type: ADVISORY, MINOR, MAJOR, DANGEROUS, FAIL, PRS, USER ENTERED",
    example: "ADVISORY",
  }),
  text: z.string(),
  dangerous: z.boolean(),
});
export type MotDefect = z.infer<typeof MotDefect>;

export const MotTest = z.object({
  completed_at: timestamp,
  result: z.enum(["passed", "failed"]),
  expiry_date: calendarDate.nullable().meta({ description: "Date a passed test is valid until" }),
  odometer_value: z.number().int().nullable(),
  odometer_unit: z.enum(["mi", "km"]).nullable(),
  defects: z.array(MotDefect),
});
export type MotTest = z.infer<typeof MotTest>;

export const Insurance = z.object({
  status: z.enum(INSURANCE_STATUSES),
  checked_at: timestamp.nullable(),
});
export type Insurance = z.infer<typeof Insurance>;

/** What the registries know about a VRM (GET /vehicle-lookups/{vrm}); also the core of a Vehicle. */
export const VehicleLookup = z.object({
  vrm: z.string().meta({ example: "AA19AAA" }),
  make: z.string().nullable().meta({ example: "FORD" }),
  model: z.string().nullable().meta({ example: "FIESTA" }),
  colour: z.string().nullable().meta({ example: "BLUE" }),
  fuel_type: z.string().nullable().meta({ example: "PETROL" }),
  body_type: z.enum(BODY_TYPES),
  year_of_manufacture: z.number().int().nullable(),
  month_of_first_registration: z
    .string()
    .nullable()
    .meta({ description: "YYYY-MM", example: "2019-03" }),
  engine_capacity_cc: z.number().int().nullable(),
  co2_emissions_g_km: z.number().int().nullable(),
  tax_status: z.string().nullable().meta({
    description: "DVLA: Taxed, Untaxed, SORN, Not Taxed for on Road Use",
    example: "Taxed",
  }),
  tax_due_date: calendarDate.nullable(),
  mot_status: z.string().nullable().meta({
    description: "DVLA: Valid, Not valid, No details held by DVLA, No results returned",
    example: "Valid",
  }),
  mot_valid_until: calendarDate.nullable(),
  mot_tests: z.array(MotTest).meta({ description: "Full MOT history, newest first" }),
  insurance: Insurance,
  registry_checked_at: timestamp,
});
/** The registries' merged answer for one VRM, as the integrations return it. */
export type MergedVehicle = z.infer<typeof VehicleLookup>;

export const Vehicle = VehicleLookup.extend({
  id: idOf("veh", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  registry_checked_at: timestamp.nullable(),
  fleet_number: z.string().nullable(),
  nickname: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(VEHICLE_STATUSES),
  archived: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Vehicle = z.infer<typeof Vehicle>;

/** The vehicle as embedded in other objects (a report's `vehicle`). */
export const VehicleSummary = Vehicle.pick({
  id: true,
  vrm: true,
  make: true,
  model: true,
  mot_valid_until: true,
  body_type: true,
  fuel_type: true,
});
export type VehicleSummary = z.infer<typeof VehicleSummary>;

// The MOT history is written only from a validated registry answer (registryFields).
export function toVehicle(row: VehicleRow): Vehicle {
  return vehicleOf(row, row.motTests as MotTest[]);
}

/** A vehicle of a list: its MOT history is the stored text, written out as it is (`stringifyJson`) unless something reads it. */
export function toListedVehicle(row: ListedVehicleRow): Vehicle {
  return vehicleOf(row, jsonArray<MotTest>(row.motTests));
}

const instant = (time: Date | string) => (typeof time === "string" ? time : iso(time));
const instantOrNull = (time: Date | string | null) =>
  typeof time === "string" ? time : isoOrNull(time);
const day = (date: Date | string | null) => (typeof date === "string" ? date : dateOrNull(date));

function vehicleOf(row: VehicleFields, motTests: MotTest[]): Vehicle {
  return {
    id: row.id,
    vrm: row.vrm,
    make: row.make,
    model: row.model,
    colour: row.colour,
    fuel_type: row.fuelType,
    body_type: oneOf(BODY_TYPES, row.bodyType, "car"),
    year_of_manufacture: row.yearOfManufacture,
    month_of_first_registration: row.monthOfFirstRegistration,
    engine_capacity_cc: row.engineCapacityCc,
    co2_emissions_g_km: row.co2EmissionsGKm,
    tax_status: row.taxStatus,
    tax_due_date: day(row.taxDueDate),
    mot_status: row.motStatus,
    mot_valid_until: day(row.motValidUntil),
    mot_tests: motTests,
    insurance: {
      status: oneOf(INSURANCE_STATUSES, row.insuranceStatus, "unknown"),
      checked_at: instantOrNull(row.insuranceCheckedAt),
    },
    registry_checked_at: instantOrNull(row.registryCheckedAt),
    fleet_number: row.fleetNumber,
    nickname: row.nickname,
    notes: row.notes,
    status: oneOf(VEHICLE_STATUSES, row.status, "active"),
    archived: row.archivedAt !== null,
    created_at: instant(row.createdAt),
    updated_at: instant(row.updatedAt),
  };
}

export function toVehicleSummary(
  row: Pick<
    VehicleRow,
    "id" | "vrm" | "make" | "model" | "motValidUntil" | "bodyType" | "fuelType"
  >,
): VehicleSummary {
  return {
    id: row.id,
    vrm: row.vrm,
    make: row.make,
    model: row.model,
    mot_valid_until: dateOrNull(row.motValidUntil),
    body_type: oneOf(BODY_TYPES, row.bodyType, "car"),
    fuel_type: row.fuelType,
  };
}

/** The registry's answer as Vehicle columns (for create and refresh). */
export function registryFields(registry: MergedVehicle) {
  return {
    make: registry.make,
    model: registry.model,
    colour: registry.colour,
    fuelType: registry.fuel_type,
    bodyType: registry.body_type,
    yearOfManufacture: registry.year_of_manufacture,
    monthOfFirstRegistration: registry.month_of_first_registration,
    engineCapacityCc: registry.engine_capacity_cc,
    co2EmissionsGKm: registry.co2_emissions_g_km,
    taxStatus: registry.tax_status,
    taxDueDate: registry.tax_due_date ? new Date(registry.tax_due_date) : null,
    motStatus: registry.mot_status,
    motValidUntil: registry.mot_valid_until ? new Date(registry.mot_valid_until) : null,
    motTests: registry.mot_tests,
    insuranceStatus: registry.insurance.status,
    insuranceCheckedAt: registry.insurance.checked_at
      ? new Date(registry.insurance.checked_at)
      : null,
    registryCheckedAt: new Date(registry.registry_checked_at),
  };
}

const dueBefore = (what: string) =>
  calendarDate.optional().meta({
    description: `Only vehicles whose ${what} falls on or before this date (already expired included)`,
  });

/** GET /vehicles: newest first; archived vehicles appear only with `status=archived`. */
export const ListVehiclesQuery = ListQuery.extend({
  vrm: vrmInput.optional().meta({ description: "Exact registration (spaces and case ignored)" }),
  q: z.string().trim().max(100).optional().meta({
    description:
      "Free text: each word matches the start of a word of the make, model, fleet number or nickname, or any part of the VRM",
  }),
  make: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .transform((v) => v.toUpperCase())
    .optional()
    .meta({ description: "Exact make, case ignored", example: "FORD" }),
  mot_status: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .optional()
    .meta({ description: "DVLA's MOT status, case ignored", example: "Valid" }),
  mot_due_before: dueBefore("MOT expiry (`mot_valid_until`)"),
  tax_due_before: dueBefore("tax due date"),
  status: z
    .enum([...VEHICLE_STATUSES, "archived"])
    .optional()
    .meta({
      description:
        "`active`, `off_road` or `sold` (not archived), or `archived`. Default: every vehicle not archived",
    }),
  ...CreatedRange.shape,
}).strict();
export type ListVehiclesQuery = z.infer<typeof ListVehiclesQuery>;

const localText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

/** PUT /vehicles/{id}: the company's own fields; registry fields change only by refresh. */
export const UpdateVehicleFields = z
  .object({
    fleet_number: localText(40).meta({
      description: 'The fleet\'s own number for the vehicle; null or "" clears it',
    }),
    nickname: localText(80),
    notes: localText(2000),
    status: z.enum(VEHICLE_STATUSES).optional(),
  })
  .strict();
export type UpdateVehicleFields = z.infer<typeof UpdateVehicleFields>;
