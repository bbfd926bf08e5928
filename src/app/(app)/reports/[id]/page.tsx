import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { ObjectActivity } from "~/components/activity/object-activity";
import { PrepareChargeButton } from "~/components/damage-charges/prepare-charge";
import { ReportScreen } from "~/components/reports/report-screen";
import { OpenTicketButton } from "~/components/tickets/open-ticket-button";
import { LOCATION_COOKIE, locationAnswer } from "~/components/reports/location-answer";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import type { Report } from "~/server/models/report";
import { api, foundOrNull } from "~/trpc/server";
import { loadReport } from "./load-report";

export const metadata: Metadata = { title: "Report" };

/** DVLA's fuel types: a battery-electric vehicle has a charge level, a plug-in hybrid both, the rest a tank. */
function energyOf(fuelType: string | null): "fuel" | "charge" | "both" {
  const fuel = fuelType?.toUpperCase() ?? "";
  if (fuel === "ELECTRICITY") return "charge";
  if (fuel === "" || fuel.includes("ELECTRIC")) return "both";
  return "fuel";
}

/** A ticket opened from a report links the report, its agreement, its hirer (or the agreement's) and its vehicle. */
async function ticketLinks(report: Report) {
  let customerId = report.customer_id;
  if (customerId === null && report.agreement_id && (await hasPermission("agreements.read"))) {
    const agreement = await foundOrNull(
      (await api()).agreements.getAgreement({ id: report.agreement_id }),
    );
    customerId = agreement?.customer_id ?? null;
  }
  return {
    report_id: report.id,
    agreement_id: report.agreement_id,
    customer_id: customerId,
    vehicle_id: report.vehicle.id,
  };
}

export default async function ReportPage({ params }: { params: Promise<{ id: string }> }) {
  if (!(await hasPermission("reports.read"))) return <NoAccess what="inspection reports" />;
  const { id } = await params;
  const report = await loadReport(id);
  if (!report) notFound();
  const [canWrite, canOpenTicket, canCharge] = await Promise.all([
    hasPermission("reports.write"),
    hasPermission("tickets.write"),
    hasPermission("agreements.write"),
  ]);
  const chargeable =
    canCharge &&
    report.type === "inbound" &&
    report.agreement_id !== null &&
    (report.status === "completed" || report.status === "signed_off");
  // A draft's checklist and template are read with the page, so its first step is drawn with it.
  const inspecting = report.status === "draft" && canWrite;
  const [checklist, rules, links, cookieJar] = await Promise.all([
    inspecting
      ? api().then((caller) => caller.reports.listInspections({ report_id: report.id }))
      : null,
    inspecting ? api().then((caller) => caller.reports.reportTemplate({ id: report.id })) : null,
    canOpenTicket ? ticketLinks(report) : null,
    cookies(),
  ]);
  return (
    <div className="space-y-8">
      <ReportScreen
        initial={report}
        checklist={checklist}
        rules={rules}
        location={locationAnswer(cookieJar.get(LOCATION_COOKIE)?.value)}
        bodyType={report.vehicle.body_type}
        energy={energyOf(report.vehicle.fuel_type)}
        canWrite={canWrite}
        actions={links ? <OpenTicketButton links={links} /> : null}
      />
      {chargeable ? <PrepareChargeButton reportId={report.id} /> : null}
      <ObjectActivity type="report" id={report.id} />
    </div>
  );
}
