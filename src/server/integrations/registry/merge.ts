// DVLA knows tax, MOT status and the make; DVSA knows the model and the MOT history.
// This turns both answers into the contract's vehicle fields.
import type { MotDefect, MotTest } from "../../models/vehicle";
import type { DvlaVehicle, DvsaMotTest, DvsaVehicle, RegistryVehicle } from "./types";

const upper = (v: string | null | undefined) => (v ? v.trim().toUpperCase() : null);
const dateOnly = (v: string | null | undefined) =>
  v && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null;
const intOrNull = (v: string | number | null | undefined) => {
  const n = typeof v === "number" ? v : v ? Number.parseInt(v, 10) : Number.NaN;
  return Number.isFinite(n) ? Math.round(n) : null;
};

/** Car, van, HGV or motorbike from the EU type approval, the wheelplan and the weight. */
export function bodyTypeOf(
  dvla: Pick<DvlaVehicle, "typeApproval" | "wheelplan" | "revenueWeight">,
): RegistryVehicle["body_type"] {
  const approval = (dvla.typeApproval ?? "").toUpperCase();
  const wheelplan = (dvla.wheelplan ?? "").toUpperCase();
  if (approval.startsWith("L") || wheelplan.includes("2 WHEEL")) return "motorbike";
  if (approval === "N1") return "van";
  if (approval === "N2" || approval === "N3") return "hgv";
  if (approval === "M1") return "car";
  if ((dvla.revenueWeight ?? 0) > 3500) return "hgv";
  return "car";
}

function toDefect(d: NonNullable<DvsaMotTest["defects"]>[number]): MotDefect {
  const type = d.type.toUpperCase();
  return {
    type,
    text: (d.text ?? "").trim(),
    dangerous: d.dangerous === true || type === "DANGEROUS",
  };
}

function toMotTest(t: DvsaMotTest): MotTest | null {
  const completed = new Date(t.completedDate);
  if (Number.isNaN(completed.getTime())) return null;
  const unit = (t.odometerUnit ?? "").toUpperCase();
  const readable = !t.odometerResultType || t.odometerResultType.toUpperCase() === "READ";
  return {
    completed_at: completed.toISOString(),
    result: t.testResult.toUpperCase().startsWith("PASS") ? "passed" : "failed",
    expiry_date: dateOnly(t.expiryDate),
    odometer_value: readable ? intOrNull(t.odometerValue) : null,
    odometer_unit: readable ? (unit === "KM" ? "km" : unit === "MI" ? "mi" : null) : null,
    defects: (t.defects ?? []).map(toDefect),
  };
}

/** The merged answer for `vrm`; `dvsa` is null when DVSA holds no MOT record (new vehicles, some imports). */
export function mergeRegistry(
  vrm: string,
  dvla: DvlaVehicle,
  dvsa: DvsaVehicle | null,
  checkedAt: Date,
): RegistryVehicle {
  const motTests = (dvsa?.motTests ?? [])
    .map(toMotTest)
    .filter((t): t is MotTest => t !== null)
    .sort((a, b) => b.completed_at.localeCompare(a.completed_at));
  const lastPass = motTests.find((t) => t.result === "passed" && t.expiry_date);
  const manufactured = dateOnly(dvsa?.manufactureDate);
  const registered = dateOnly(dvsa?.registrationDate);
  return {
    vrm,
    make: upper(dvla.make) ?? upper(dvsa?.make),
    model: upper(dvsa?.model),
    colour: upper(dvla.colour) ?? upper(dvsa?.primaryColour),
    fuel_type: upper(dvla.fuelType) ?? upper(dvsa?.fuelType),
    body_type: bodyTypeOf(dvla),
    year_of_manufacture:
      dvla.yearOfManufacture ?? (manufactured ? Number(manufactured.slice(0, 4)) : null),
    month_of_first_registration:
      dvla.monthOfFirstRegistration?.slice(0, 7) ?? (registered ? registered.slice(0, 7) : null),
    engine_capacity_cc: intOrNull(dvla.engineCapacity) ?? intOrNull(dvsa?.engineSize),
    co2_emissions_g_km: intOrNull(dvla.co2Emissions),
    tax_status: dvla.taxStatus ?? null,
    tax_due_date: dateOnly(dvla.taxDueDate),
    mot_status: dvla.motStatus ?? null,
    mot_valid_until:
      dateOnly(dvla.motExpiryDate) ?? lastPass?.expiry_date ?? dateOnly(dvsa?.motTestDueDate),
    mot_tests: motTests,
    registry_checked_at: checkedAt.toISOString(),
  };
}
