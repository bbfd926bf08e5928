// One vehicle of the company; an id of another company or of another kind is "not found".
import { db, type Tx } from "../../db";
import { notFound } from "../../errors";
import { isIdOf } from "../../ids";
import type { VehicleRow } from "../../models/vehicle";

export async function getVehicle(
  options: { companyId: string; vehicleId: string },
  client: Pick<Tx, "vehicle"> = db,
): Promise<VehicleRow> {
  if (!isIdOf("vehicle", options.vehicleId)) throw notFound("vehicle");
  const row = await client.vehicle.findFirst({
    where: { id: options.vehicleId, companyId: options.companyId },
  });
  if (!row) throw notFound("vehicle");
  return row;
}
