import { z } from "zod";
import { calendarDate } from "../../../models/common";
import { toVehicle, Vehicle } from "../../../models/vehicle";
import { vehiclesDue } from "../../../services/vehicles/vehicles-due";
import { authorized } from "../../trpc";

export const VehiclesDue = z.object({
  mot_due: z.number().int(),
  tax_due: z.number().int(),
  until: calendarDate,
  vehicles: z.array(Vehicle),
});

/** The dashboard card (browser only): MOT or tax due within 30 days. */
export const vehiclesDueProcedure = authorized("vehicles.read")
  .input(z.void())
  .output(VehiclesDue)
  .query(async ({ ctx }) => {
    const due = await vehiclesDue({ companyId: ctx.caller.companyId, withinDays: 30 });
    return { mot_due: due.motDue, tax_due: due.taxDue, until: due.until.toISOString().slice(0, 10), vehicles: due.vehicles.map(toVehicle) };
  });
