// The company's own fields of a vehicle (fleet number, nickname, notes, status).
import { db } from "../../db";
import { toVehicle, type UpdateVehicleFields, type VehicleRow } from "../../models/vehicle";
import { changesBetween } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { getVehicle } from "./get-vehicle";
import { searchTokensOf } from "./search-tokens";

export async function updateVehicle(options: {
  companyId: string;
  actor: ActivityActor;
  vehicleId: string;
  input: UpdateVehicleFields;
}): Promise<VehicleRow> {
  const current = await getVehicle(options);
  const { fleet_number, nickname, notes, status } = options.input;
  const next = {
    fleetNumber: fleet_number === undefined ? current.fleetNumber : fleet_number,
    nickname: nickname === undefined ? current.nickname : nickname,
  };
  return db.$transaction(async (tx) => {
    const row = await tx.vehicle.update({
      where: { id: current.id, companyId: options.companyId },
      data: { ...next, notes, status, searchTokens: searchTokensOf({ ...current, ...next }) },
    });
    const changes = changesBetween(toVehicle(current), toVehicle(row));
    await recordActivity(tx, {
      companyId: options.companyId,
      actor: options.actor,
      action: "vehicle.updated",
      object: { type: "vehicle", id: row.id, name: row.vrm },
      changes,
    });
    return row;
  });
}
