import { z } from "zod";
import { listActivityActors } from "../../../../services/activity/list-activity";
import { staffProcedure } from "../../../trpc";

/** The person filter of Settings > Activity: everyone who appears in the log (UI only). */
export const activityActorsProcedure = staffProcedure("activity.read")
  .output(z.array(z.object({ id: z.string(), name: z.string() })))
  .query(({ ctx }) => listActivityActors({ companyId: ctx.caller.companyId }));
