// The dashboard's "MOT or tax due in 30 days": counts and the soonest few vehicles
// (already expired ones included: they are the most urgent).
import { db } from "../../db";
import type { VehicleRow } from "../../models/vehicle";

/** How far ahead the dashboard looks. */
export const DUE_WITHIN_DAYS = 30;

export async function vehiclesDue(options: {
  companyId: string;
  withinDays?: number;
  today?: Date;
  take?: number;
}) {
  const today = options.today ?? new Date();
  const limit = new Date(
    Date.UTC(
      today.getUTCFullYear(),
      today.getUTCMonth(),
      today.getUTCDate() + (options.withinDays ?? DUE_WITHIN_DAYS),
    ),
  );
  const base = { companyId: options.companyId, archivedAt: null, status: { not: "sold" } };
  const motDue = { ...base, motValidUntil: { lte: limit } };
  const taxDue = { ...base, taxDueDate: { lte: limit } };
  const [mot, tax, soonestMot, soonestTax] = await Promise.all([
    db.vehicle.count({ where: motDue }),
    db.vehicle.count({ where: taxDue }),
    db.vehicle.findMany({
      where: motDue,
      orderBy: { motValidUntil: "asc" },
      take: options.take ?? 5,
    }),
    db.vehicle.findMany({ where: taxDue, orderBy: { taxDueDate: "asc" }, take: options.take ?? 5 }),
  ]);
  const byId = new Map<string, VehicleRow>([...soonestMot, ...soonestTax].map((v) => [v.id, v]));
  return { motDue: mot, taxDue: tax, vehicles: [...byId.values()], until: limit };
}
