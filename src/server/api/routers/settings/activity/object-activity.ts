import { ActivityEntry, ObjectActivityQuery, toActivityEntry } from "../../../../models/activity";
import { page } from "../../../../models/list";
import { listObjectActivity } from "../../../../services/activity/list-activity";
import { toPage } from "../../../../services/pagination";
import { assertCan, type Permission } from "../../../../services/permissions";
import { staffProcedure } from "../../../trpc";

// Whoever may read the object may read its history.
const READ: Record<ObjectActivityQuery["object_type"], Permission> = {
  report: "reports.read",
  agreement: "agreements.read",
  customer: "customers.read",
  vehicle: "vehicles.read",
  fine: "fines.read",
  damage_charge: "agreements.read",
};

/** The Activity section of a report, agreement, customer or vehicle page (UI only). */
export const objectActivityProcedure = staffProcedure("company.read")
  .input(ObjectActivityQuery)
  .output(page(ActivityEntry))
  .query(async ({ ctx, input }) => {
    assertCan(ctx.caller.actor, READ[input.object_type]);
    return toPage(
      await listObjectActivity({ companyId: ctx.caller.companyId, query: input }),
      input,
      toActivityEntry,
    );
  });
