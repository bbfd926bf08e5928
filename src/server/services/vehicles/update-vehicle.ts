// The company's own fields of a vehicle (fleet number, nickname, notes, status).
import { db } from "../../db";
import type { UpdateVehicleFields, VehicleRow } from "../../models/vehicle";
import { getVehicle } from "./get-vehicle";
import { searchTokensOf } from "./search-tokens";

export async function updateVehicle(options: { companyId: string; vehicleId: string; input: UpdateVehicleFields }): Promise<VehicleRow> {
  const current = await getVehicle(options);
  const { fleet_number, nickname, notes, status } = options.input;
  const next = {
    fleetNumber: fleet_number === undefined ? current.fleetNumber : fleet_number,
    nickname: nickname === undefined ? current.nickname : nickname,
  };
  return db.vehicle.update({
    where: { id: current.id, companyId: options.companyId },
    data: { ...next, notes, status, searchTokens: searchTokensOf({ ...current, ...next }) },
  });
}
