import { toVehicle, Vehicle } from "../../../models/vehicle";
import { getVehicle } from "../../../services/vehicles/get-vehicle";
import { authorized } from "../../trpc";
import { VehicleIdInput } from "./vehicle-id";

export const getVehicleProcedure = authorized("vehicles.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/vehicles/{id}",
      tags: ["Vehicles"],
      summary: "Get a vehicle",
    },
  })
  .input(VehicleIdInput)
  .output(Vehicle)
  .query(async ({ ctx, input }) =>
    toVehicle(await getVehicle({ companyId: ctx.caller.companyId, vehicleId: input.id })),
  );
