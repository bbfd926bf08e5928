// DELETE /vehicles/{id}: vehicles are archived, never deleted, because reports and
// agreements point at them. Archiving twice is harmless.
import { db } from "../../db";
import { getVehicle } from "./get-vehicle";

export async function archiveVehicle(options: { companyId: string; vehicleId: string }): Promise<void> {
  const vehicle = await getVehicle(options);
  if (vehicle.archivedAt) return;
  await db.vehicle.update({ where: { id: vehicle.id, companyId: options.companyId }, data: { archivedAt: new Date() } });
}
