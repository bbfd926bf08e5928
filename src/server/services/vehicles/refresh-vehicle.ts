// POST /vehicles/{id}/refresh: ask the registries again (bypassing the cache) and
// replace the registry fields. On a registry error the vehicle is left as it was.
import { db } from "../../db";
import { registryFields, toVehicle, type VehicleRow } from "../../models/vehicle";
import { changesBetween } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { getVehicle } from "./get-vehicle";
import { lookupVehicle } from "./lookup-vehicle";
import { searchTokensOf } from "./search-tokens";

export async function refreshVehicle(options: {
  companyId: string;
  actor: ActivityActor;
  vehicleId: string;
}): Promise<VehicleRow> {
  const vehicle = await getVehicle(options);
  const fields = registryFields(
    await lookupVehicle(vehicle.vrm, { fresh: true, companyId: options.companyId }),
  );
  return db.$transaction(async (tx) => {
    const row = await tx.vehicle.update({
      where: { id: vehicle.id, companyId: options.companyId },
      data: { ...fields, searchTokens: searchTokensOf({ ...vehicle, ...fields }) },
    });
    const changes = changesBetween(toVehicle(vehicle), toVehicle(row));
    await recordActivity(tx, {
      companyId: options.companyId,
      actor: options.actor,
      action: "vehicle.refreshed",
      object: { type: "vehicle", id: row.id, name: row.vrm },
      changes,
    });
    return row;
  });
}
