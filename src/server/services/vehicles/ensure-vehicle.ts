// The fleet's vehicle for a VRM, created from the registry when the company does not
// have it yet. Used by "add vehicle" and by report creation, inside their transaction.
import type { Tx } from "../../db";
import { newId } from "../../ids";
import {
  registryFields,
  toVehicle,
  type MergedVehicle,
  type VehicleRow,
} from "../../models/vehicle";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { writeEvent } from "../events/write-event";
import { checkedVrm, lookupVehicle } from "./lookup-vehicle";
import { searchTokensOf } from "./search-tokens";

export { lookupVehicle };

/**
 * Finds the company's vehicle with `vrm` (archived ones included), or creates it from
 * `registry` and writes `vehicle.created` in `tx`. `created` is false when it existed,
 * including when a concurrent request created it first. Look the registry up with
 * `lookupVehicle(vrm)` before opening the transaction.
 */
export async function ensureVehicle(
  tx: Tx,
  options: { companyId: string; actor: ActivityActor; vrm: string; registry: MergedVehicle },
): Promise<{ vehicle: VehicleRow; created: boolean }> {
  const vrm = checkedVrm(options.vrm);
  const existing = await tx.vehicle.findUnique({
    where: { companyId_vrm: { companyId: options.companyId, vrm } },
  });
  if (existing) return { vehicle: existing, created: false };
  // ON CONFLICT DO NOTHING: a concurrent insert of the same VRM must not abort the caller's transaction.
  const id = newId("vehicle");
  const fields = registryFields(options.registry);
  const searchTokens = searchTokensOf({
    vrm,
    make: fields.make,
    model: fields.model,
    fleetNumber: null,
    nickname: null,
  });
  const { count } = await tx.vehicle.createMany({
    data: [{ id, companyId: options.companyId, vrm, ...fields, searchTokens }],
    skipDuplicates: true,
  });
  const vehicle = await tx.vehicle.findUniqueOrThrow({
    where: { companyId_vrm: { companyId: options.companyId, vrm } },
  });
  if (count === 0) return { vehicle, created: false };
  await writeEvent(tx, {
    companyId: options.companyId,
    type: "vehicle.created",
    object: toVehicle(vehicle),
  });
  await recordActivity(tx, {
    companyId: options.companyId,
    actor: options.actor,
    action: "vehicle.created",
    object: { type: "vehicle", id, name: vrm },
  });
  return { vehicle, created: true };
}

/** The company's vehicle with `vrm`, if any (archived included). Outside a transaction. */
export async function findVehicleByVrm(
  db: Pick<Tx, "vehicle">,
  companyId: string,
  vrm: string,
): Promise<VehicleRow | null> {
  return db.vehicle.findUnique({ where: { companyId_vrm: { companyId, vrm: checkedVrm(vrm) } } });
}
