// The inbound PDF's comparison: the check-out's damage for its diagram, each damage of
// this report with its change, and photos of new and worse damage at a size that
// shows it (the originals scaled to 1000 px, not the 400 px thumbnails).
import type { Tx } from "../../db";
import type { PdfComparison } from "../../pdf/report-data";
import { compareWithBaseline } from "./compare-damage";
import type { LoadedReport } from "./find-report";
import { damageOf } from "./match-damage";
import { wearAndTear } from "../../models/wear-and-tear";
import { pdfPhoto } from "./pdf-photo";

type Reader = Pick<Tx, "report" | "inspection" | "media">;

export async function pdfComparison(
  client: Reader,
  report: LoadedReport,
): Promise<PdfComparison | null> {
  if (report.type !== "inbound") return null;
  const { comparison, matched, baselineRows } = await compareWithBaseline(client, report);
  const shown = matched
    .filter((m) => m.change === "new" || m.change === "worse")
    .map((m) => m.inspection.id);
  const media = await client.media.findMany({
    where: { companyId: report.companyId, inspectionId: { in: shown } },
    orderBy: { id: "asc" },
  });
  const fresh = matched.filter((m) => m.change === "new" || m.change === "worse");
  const wear = new Map(
    wearAndTear(fresh.map((m) => m.damage)).map((d, i) => [fresh[i]!.inspection.id, d.wearAndTear]),
  );
  const photos = await Promise.all(
    media.map(async (m) => ({ inspectionId: m.inspectionId, image: await pdfPhoto(m.storageKey) })),
  );
  return {
    baselineReportId: comparison.baseline_report_id,
    baselineDamage: damageOf(baselineRows).map((f) => f.damage),
    damage: matched.map((m) => ({
      ...m.damage,
      inspectionId: m.inspection.id,
      change: m.change,
      area: m.inspection.area,
      baselineSeverity: m.baseline?.damage.severity ?? null,
      wearAndTear: wear.get(m.inspection.id) ?? null,
      photos: photos.flatMap((p) =>
        p.inspectionId === m.inspection.id && p.image ? [p.image] : [],
      ),
    })),
    odometerDelta: comparison.odometer_delta,
    fuelLevelDelta: comparison.fuel_level_delta,
  };
}
