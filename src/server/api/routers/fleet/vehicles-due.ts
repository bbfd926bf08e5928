import { z } from "zod";
import { calendarDate, calendarDay } from "../../../models/common";
import { toVehicle, Vehicle } from "../../../models/vehicle";
import { vehiclesDue } from "../../../services/vehicles/vehicles-due";
import { authorized } from "../../trpc";

export const VehiclesDue = z.object({
  mot_due: z.number().int(),
  tax_due: z.number().int(),
  until: calendarDate,
  vehicles: z.array(Vehicle),
});

/** The dashboard card (browser only): MOT or tax due soon (the window is the service's). */
export const vehiclesDueProcedure = authorized("vehicles.read")
  .input(z.void())
  .output(VehiclesDue)
  .query(async ({ ctx }) => {
    const due = await vehiclesDue({ companyId: ctx.caller.companyId });
    return {
      mot_due: due.motDue,
      tax_due: due.taxDue,
      until: calendarDay(due.until),
      vehicles: due.vehicles.map(toVehicle),
    };
  });
