// The `{id}` path parameter of the vehicle routes.
import { z } from "zod";

export const VehicleIdInput = z
  .object({ id: z.string().max(100).meta({ description: "Vehicle id (`veh_...`)" }) })
  .strict();
