import { page } from "../../../models/list";
import { ListVehiclesQuery, toListedVehicle, Vehicle } from "../../../models/vehicle";
import { toPage } from "../../../services/pagination";
import { listVehicles } from "../../../services/vehicles/list-vehicles";
import { authorized } from "../../trpc";

export const listVehiclesProcedure = authorized("vehicles.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/vehicles",
      tags: ["Vehicles"],
      summary: "List vehicles",
      description:
        "The fleet, newest first. Archived vehicles are left out unless `status=archived`.",
    },
    lazyOutput: true,
  })
  .input(ListVehiclesQuery)
  .output(page(Vehicle))
  .query(async ({ ctx, input }) =>
    toPage(
      await listVehicles({ companyId: ctx.caller.companyId, query: input }),
      input,
      toListedVehicle,
    ),
  );
