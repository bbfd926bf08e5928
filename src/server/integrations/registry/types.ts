// The registry interface: one `lookup(vrm)` whatever answers it (DVLA + DVSA, or the
// sandbox). Providers throw AppError: vrm_not_found, invalid_request, registry_unavailable.
import { z } from "zod";
import type { MergedVehicle } from "../../models/vehicle";

/** The registries' answer without the insurance check, which another integration makes. */
export type RegistryVehicle = Omit<MergedVehicle, "insurance">;

export interface RegistryProvider {
  readonly name: string;
  lookup(vrm: string): Promise<RegistryVehicle>;
}

// DVLA Vehicle Enquiry Service response (the fields we use; others pass through).
export const DvlaVehicle = z.looseObject({
  registrationNumber: z.string(),
  taxStatus: z.string().optional(),
  taxDueDate: z.string().optional(),
  motStatus: z.string().optional(),
  motExpiryDate: z.string().optional(),
  make: z.string().optional(),
  colour: z.string().optional(),
  fuelType: z.string().optional(),
  yearOfManufacture: z.number().int().optional(),
  engineCapacity: z.number().int().optional(),
  co2Emissions: z.number().optional(),
  monthOfFirstRegistration: z.string().optional(),
  wheelplan: z.string().optional(),
  typeApproval: z.string().optional(),
  revenueWeight: z.number().optional(),
});
export type DvlaVehicle = z.infer<typeof DvlaVehicle>;

const numeric = z.union([z.string(), z.number()]).transform((v) => String(v));

// DVSA MOT History API (trade) response.
export const DvsaMotTest = z.looseObject({
  completedDate: z.string(),
  testResult: z.string(),
  expiryDate: z.string().nullish(),
  odometerValue: numeric.nullish(),
  odometerUnit: z.string().nullish(),
  odometerResultType: z.string().nullish(),
  defects: z
    .array(
      z.looseObject({
        type: z.string(),
        text: z.string().nullish(),
        dangerous: z.boolean().nullish(),
      }),
    )
    .nullish(),
});
export type DvsaMotTest = z.infer<typeof DvsaMotTest>;

export const DvsaVehicle = z.looseObject({
  registration: z.string(),
  make: z.string().nullish(),
  model: z.string().nullish(),
  primaryColour: z.string().nullish(),
  fuelType: z.string().nullish(),
  registrationDate: z.string().nullish(),
  manufactureDate: z.string().nullish(),
  engineSize: numeric.nullish(),
  motTestDueDate: z.string().nullish(),
  motTests: z.array(DvsaMotTest).nullish(),
});
export type DvsaVehicle = z.infer<typeof DvsaVehicle>;
