// The dashboard (browser only): router `dashboard`.
import { createTRPCRouter } from "../../trpc";
import { getDashboardProcedure } from "./get-dashboard";

export const dashboardRouter = createTRPCRouter({
  get: getDashboardProcedure,
});
