import { z } from "zod";
import { vrmInput } from "../../../models/common";
import { VehicleLookup } from "../../../models/vehicle";
import { lookupVehicle } from "../../../services/vehicles/lookup-vehicle";
import { authorized } from "../../trpc";

export const lookupVehicleProcedure = authorized("vehicles.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/vehicle-lookups/{vrm}",
      tags: ["Vehicles"],
      summary: "Look a registration up without adding it",
      description:
        "What the UK registries know about a VRM (DVLA, DVSA MOT history, insurance). Free; nothing is stored in the fleet.",
      errorResponses: [422, 502],
    },
  })
  .input(z.object({ vrm: vrmInput }).strict())
  .output(VehicleLookup)
  .query(({ ctx, input }) => lookupVehicle(input.vrm, { companyId: ctx.caller.companyId }));
