import { z } from "zod";
import { vrmInput } from "../../../models/common";
import { toVehicle, Vehicle } from "../../../models/vehicle";
import { createVehicle } from "../../../services/vehicles/create-vehicle";
import { authorized } from "../../trpc";

export const CreateVehicleInput = z.object({ vrm: vrmInput }).strict();

export const createVehicleProcedure = authorized("vehicles.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/vehicles",
      tags: ["Vehicles"],
      summary: "Add a vehicle by its registration",
      description:
        "Looks the VRM up in the UK registries (DVLA, DVSA MOT history, insurance) and adds the vehicle to the fleet with the merged data. Free. Fires `vehicle.created`. 409 `conflict` when the vehicle is already in the fleet (`detail` names its id); adding an archived vehicle's VRM brings it back. Nothing is stored on 422 or 502.",
      errorResponses: [409, 422, 502],
    },
    successStatus: 201,
  })
  .input(CreateVehicleInput)
  .output(Vehicle)
  .mutation(async ({ ctx, input }) =>
    toVehicle(
      (
        await createVehicle({
          companyId: ctx.caller.companyId,
          actor: ctx.caller.actor,
          vrm: input.vrm,
        })
      ).vehicle,
    ),
  );
