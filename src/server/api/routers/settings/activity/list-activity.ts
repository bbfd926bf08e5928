import { ActivityEntry, ListActivityQuery, toActivityEntry } from "../../../../models/activity";
import { page } from "../../../../models/list";
import { listActivity } from "../../../../services/activity/list-activity";
import { toPage } from "../../../../services/pagination";
import { staffProcedure } from "../../../trpc";

/** Settings > Activity: the company's whole log, newest first (UI only). */
export const listActivityProcedure = staffProcedure("activity.read")
  .input(ListActivityQuery)
  .output(page(ActivityEntry))
  .query(async ({ ctx, input }) =>
    toPage(
      await listActivity({ companyId: ctx.caller.companyId, query: input }),
      input,
      toActivityEntry,
    ),
  );
