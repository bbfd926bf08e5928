import { createTRPCRouter } from "../../trpc";
import { archiveVehicleProcedure } from "./archive-vehicle";
import { createVehicleProcedure } from "./create-vehicle";
import { getVehicleProcedure } from "./get-vehicle";
import { listVehiclesProcedure } from "./list-vehicles";
import { lookupVehicleProcedure } from "./lookup-vehicle";
import { refreshVehicleProcedure } from "./refresh-vehicle";
import { updateVehicleProcedure } from "./update-vehicle";
import { vehiclesDueProcedure } from "./vehicles-due";

export const fleetRouter = createTRPCRouter({
  create: createVehicleProcedure,
  list: listVehiclesProcedure,
  get: getVehicleProcedure,
  update: updateVehicleProcedure,
  archive: archiveVehicleProcedure,
  refresh: refreshVehicleProcedure,
  lookup: lookupVehicleProcedure,
  due: vehiclesDueProcedure,
});
