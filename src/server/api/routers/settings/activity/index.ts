import { createTRPCRouter } from "../../../trpc";
import { activityActorsProcedure } from "./activity-actors";
import { listActivityProcedure } from "./list-activity";
import { objectActivityProcedure } from "./object-activity";

export const activityRouter = createTRPCRouter({
  list: listActivityProcedure,
  forObject: objectActivityProcedure,
  actors: activityActorsProcedure,
});
