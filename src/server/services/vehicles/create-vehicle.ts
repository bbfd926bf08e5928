// "Add vehicle": look the VRM up in the registries, then store it with its
// vehicle.created event. Nothing is stored when the registry fails or the vehicle is
// already in the fleet. Adding an archived vehicle's VRM brings it back, same id.
import { db } from "../../db";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { changesBetween } from "../activity/changes";
import { AppError } from "../../errors";
import { registryFields, toVehicle, type VehicleRow } from "../../models/vehicle";
import { ensureVehicle, findVehicleByVrm } from "./ensure-vehicle";
import { checkedVrm, lookupVehicle } from "./lookup-vehicle";
import { searchTokensOf } from "./search-tokens";

const alreadyInFleet = (vehicle: Pick<VehicleRow, "id" | "vrm">) =>
  new AppError("conflict", `${vehicle.vrm} is already in your fleet as ${vehicle.id}.`);

export async function createVehicle(options: {
  companyId: string;
  actor: ActivityActor;
  vrm: string;
}): Promise<{ vehicle: VehicleRow; restored: boolean }> {
  const vrm = checkedVrm(options.vrm);
  const existing = await findVehicleByVrm(db, options.companyId, vrm);
  if (existing && !existing.archivedAt) throw alreadyInFleet(existing);
  const registry = await lookupVehicle(vrm, { companyId: options.companyId });

  if (existing) {
    const fields = registryFields(registry);
    const vehicle = await db.$transaction(async (tx) => {
      const row = await tx.vehicle.update({
        where: { id: existing.id, companyId: options.companyId },
        data: {
          ...fields,
          archivedAt: null,
          status: "active",
          searchTokens: searchTokensOf({ ...existing, ...fields }),
        },
      });
      const changes = changesBetween(toVehicle(existing), toVehicle(row));
      await recordActivity(tx, {
        companyId: options.companyId,
        actor: options.actor,
        action: "vehicle.restored",
        object: { type: "vehicle", id: row.id, name: row.vrm },
        changes,
      });
      return row;
    });
    return { vehicle, restored: true };
  }
  const { vehicle, created } = await db.$transaction((tx) =>
    ensureVehicle(tx, { companyId: options.companyId, actor: options.actor, vrm, registry }),
  );
  if (!created) throw alreadyInFleet(vehicle);
  return { vehicle, restored: false };
}
