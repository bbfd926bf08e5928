import { toVehicle, Vehicle } from "../../../models/vehicle";
import { refreshVehicle } from "../../../services/vehicles/refresh-vehicle";
import { authorized } from "../../trpc";
import { VehicleIdInput } from "./vehicle-id";

export const refreshVehicleProcedure = authorized("vehicles.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/vehicles/{id}/refresh",
      tags: ["Vehicles"],
      summary: "Look a vehicle up again",
      description:
        "Asks the registries again (not from the cache) and replaces the registry fields. On 422 or 502 the vehicle is left as it was.",
      errorResponses: [422, 502],
    },
  })
  .input(VehicleIdInput)
  .output(Vehicle)
  .mutation(async ({ ctx, input }) =>
    toVehicle(
      await refreshVehicle({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        vehicleId: input.id,
      }),
    ),
  );
