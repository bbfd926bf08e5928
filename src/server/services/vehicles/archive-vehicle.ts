// DELETE /vehicles/{id}: vehicles are archived, never deleted, because reports and
// agreements point at them. Archiving twice is harmless.
import { db } from "../../db";
import { noteUnchanged } from "../activity/activity-scope";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { getVehicle } from "./get-vehicle";

export async function archiveVehicle(options: {
  companyId: string;
  actor: ActivityActor;
  vehicleId: string;
}): Promise<void> {
  const vehicle = await getVehicle(options);
  if (vehicle.archivedAt) return noteUnchanged();
  await db.$transaction(async (tx) => {
    await tx.vehicle.update({
      where: { id: vehicle.id, companyId: options.companyId },
      data: { archivedAt: new Date() },
    });
    await recordActivity(tx, {
      companyId: options.companyId,
      actor: options.actor,
      action: "vehicle.archived",
      object: { type: "vehicle", id: vehicle.id, name: vehicle.vrm },
    });
  });
}
