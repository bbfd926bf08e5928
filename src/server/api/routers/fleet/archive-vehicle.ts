import { z } from "zod";
import { archiveVehicle } from "../../../services/vehicles/archive-vehicle";
import { authorized } from "../../trpc";
import { VehicleIdInput } from "./vehicle-id";

export const archiveVehicleProcedure = authorized("vehicles.write")
  .meta({
    openapi: {
      method: "DELETE",
      path: "/vehicles/{id}",
      tags: ["Vehicles"],
      summary: "Archive a vehicle",
      description:
        "Archives the vehicle: it leaves the list (see `status=archived`) but stays readable, with its reports. Adding its VRM again brings it back.",
    },
    successStatus: 204,
  })
  .input(VehicleIdInput)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await archiveVehicle({
      companyId: ctx.caller.companyId,
      actor: ctx.caller.actor,
      vehicleId: input.id,
    });
  });
