import { z } from "zod";
import { env } from "~/env";
import { Dashboard } from "../../../models/dashboard";
import { toReport } from "../../../models/report";
import { toVehicle } from "../../../models/vehicle";
import { getDashboard } from "../../../services/dashboard/dashboard";
import { staffProcedure } from "../../trpc";

export const getDashboardProcedure = staffProcedure("company.read")
  .input(z.void())
  .output(Dashboard)
  .query(async ({ ctx }) => {
    const d = await getDashboard({ companyId: ctx.caller.companyId, actor: ctx.caller.actor });
    const report = (rows: Parameters<typeof toReport>[0][]) =>
      rows.map((r) => toReport(r, env.APP_URL));
    return {
      reports: d.reports && {
        in_progress: report(d.reports.inProgress),
        in_progress_count: d.reports.inProgressCount,
        awaiting_sign_off: report(d.reports.awaitingSignOff),
        awaiting_sign_off_count: d.reports.awaitingCount,
        recent_signed: report(d.reports.signed),
      },
      vehicles_due: d.vehiclesDue && {
        mot_due: d.vehiclesDue.motDue,
        tax_due: d.vehiclesDue.taxDue,
        vehicles: d.vehiclesDue.vehicles.map(toVehicle),
      },
      credits: d.credits,
      getting_started: d.gettingStarted,
      returning: d.returning,
    };
  });
