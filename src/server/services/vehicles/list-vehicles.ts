// GET /vehicles: one page, newest first, with the list convention's cursor.
import { db } from "../../db";
import type { Prisma } from "../../db";
import type { ListVehiclesQuery, VehicleRow } from "../../models/vehicle";
import { createdRange, pageArgs } from "../pagination";
import { queryTokens } from "./search-tokens";

const dateFilter = (date: string | undefined) => (date ? { lte: new Date(date) } : undefined);

export function vehicleFilter(companyId: string, query: ListVehiclesQuery): Prisma.VehicleWhereInput {
  const tokens = query.q ? queryTokens(query.q) : [];
  const status = query.status;
  return {
    companyId,
    vrm: query.vrm,
    make: query.make,
    motStatus: query.mot_status ? { equals: query.mot_status, mode: "insensitive" } : undefined,
    motValidUntil: dateFilter(query.mot_due_before),
    taxDueDate: dateFilter(query.tax_due_before),
    ...(status === "archived" ? { archivedAt: { not: null } } : { archivedAt: null, status }),
    searchTokens: tokens.length > 0 ? { hasEvery: tokens } : undefined,
    ...createdRange("vehicle", query),
  };
}

export async function listVehicles(options: { companyId: string; query: ListVehiclesQuery }): Promise<VehicleRow[]> {
  const { idFilter, take, orderBy } = pageArgs(options.query);
  return db.vehicle.findMany({ where: { ...vehicleFilter(options.companyId, options.query), id: idFilter }, take, orderBy });
}
