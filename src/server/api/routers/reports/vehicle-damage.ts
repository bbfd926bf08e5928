// For the vehicle page (the app only, not the public API): the damage open on a vehicle.
import { z } from "zod";
import { idOf } from "../../../models/common";
import { Inspection } from "../../../models/inspection";
import { openDamage } from "../../../services/reports/open-damage";
import { staffProcedure } from "../../trpc";

const VehicleDamage = z.object({
  report_id: z.string().nullable(),
  items: z.array(
    z.object({
      inspection_id: z.string(),
      area: z.string(),
      damage: Inspection.shape.damage.unwrap(),
    }),
  ),
});

export const vehicleDamageProcedure = staffProcedure("reports.read")
  .input(z.object({ vehicle_id: idOf("veh", "01jd8x3m5kf3v9w2q7r4t6y8z0") }).strict())
  .output(VehicleDamage)
  .query(async ({ ctx, input }) => {
    const open = await openDamage({ companyId: ctx.caller.companyId, vehicleId: input.vehicle_id });
    return {
      report_id: open.reportId,
      items: open.items.map((i) => ({
        inspection_id: i.inspectionId,
        area: i.area,
        damage: i.damage,
      })),
    };
  });
