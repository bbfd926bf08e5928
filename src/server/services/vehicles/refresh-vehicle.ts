// POST /vehicles/{id}/refresh: ask the registries again (bypassing the cache) and
// replace the registry fields. On a registry error the vehicle is left as it was.
import { db } from "../../db";
import { registryFields, type VehicleRow } from "../../models/vehicle";
import { getVehicle } from "./get-vehicle";
import { lookupVehicle } from "./lookup-vehicle";
import { searchTokensOf } from "./search-tokens";

export async function refreshVehicle(options: { companyId: string; vehicleId: string }): Promise<VehicleRow> {
  const vehicle = await getVehicle(options);
  const fields = registryFields(await lookupVehicle(vehicle.vrm, { fresh: true }));
  return db.vehicle.update({
    where: { id: vehicle.id, companyId: options.companyId },
    data: { ...fields, searchTokens: searchTokensOf({ ...vehicle, ...fields }) },
  });
}
