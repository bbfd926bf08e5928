import { toVehicle, UpdateVehicleFields, Vehicle } from "../../../models/vehicle";
import { updateVehicle } from "../../../services/vehicles/update-vehicle";
import { authorized } from "../../trpc";
import { VehicleIdInput } from "./vehicle-id";

export const UpdateVehicleInput = UpdateVehicleFields.extend(VehicleIdInput.shape).strict();

export const updateVehicleProcedure = authorized("vehicles.write")
  .meta({
    openapi: {
      method: "PUT",
      path: "/vehicles/{id}",
      tags: ["Vehicles"],
      summary: "Update a vehicle's own fields",
      description:
        "Changes `fleet_number`, `nickname`, `notes` and `status`; fields left out stay. Registry fields change only through refresh.",
    },
  })
  .input(UpdateVehicleInput)
  .output(Vehicle)
  .mutation(async ({ ctx, input }) => {
    const { id, ...fields } = input;
    return toVehicle(
      await updateVehicle({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        vehicleId: id,
        input: fields,
      }),
    );
  });
