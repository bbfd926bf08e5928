"use client";
// The report and odometer of a handover or return: the suggested report is chosen until the
// person picks another, and the odometer follows the chosen report until they type one.
import { useState } from "react";
import type { Agreement } from "~/server/models/agreement";
import { useVehicleReports } from "./report-select";
import { odometerMiles, suggestedReport } from "./report-suggestion";

export function useReportChoice(agreement: Agreement, type: "outbound" | "inbound") {
  const { pending, usable } = useVehicleReports(agreement.vehicle_id, type);
  const [now] = useState(() => Date.now());
  const [picked, setPicked] = useState<string | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const suggestion = suggestedReport(usable, { agreementId: agreement.id, now });
  const reportId = picked ?? suggestion?.id ?? "";
  const chosen = usable.find((r) => r.id === reportId);
  const carried = chosen ? odometerMiles(chosen) : null;
  return {
    pending,
    reports: usable,
    reportId,
    setReportId: setPicked,
    chosen,
    /** The suggestion stands: nobody picked a report yet. */
    preselected: picked === null && suggestion !== undefined,
    odometer: typed ?? (carried === null ? "" : String(carried)),
    setOdometer: setTyped,
    /** The odometer shown is the chosen report's reading. */
    odometerCarried: typed === null && carried !== null,
  };
}
