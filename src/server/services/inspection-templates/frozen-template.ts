// The content of a template version as a report froze it. Versions never change, so each is
// read once per process and kept (report creation, readiness, uploads and the PDF ask often).
import type { Tx } from "../../db";
import { storedItems, type TemplateContent } from "../../models/inspection-template";
import type { PhotoAngle } from "../../models/photo-angles";

type Reader = Pick<Tx, "inspectionTemplateVersion">;
export type FrozenTemplate = TemplateContent & { id: string; version: number; name: string };

const MAX_KEPT = 2000;
const kept = new Map<string, { companyId: string; template: FrozenTemplate }>();

export async function frozenTemplate(
  client: Reader,
  companyId: string,
  templateId: string,
  version: number,
): Promise<FrozenTemplate | null> {
  const key = `${templateId}@${version}`;
  const hit = kept.get(key);
  if (hit) return hit.companyId === companyId ? hit.template : null;
  const row = await client.inspectionTemplateVersion.findFirst({
    where: { companyId, templateId, version },
  });
  if (!row) return null;
  const template: FrozenTemplate = {
    id: row.templateId,
    version: row.version,
    name: row.name,
    items: storedItems(row.items),
    photo_angles: row.photoAngles as PhotoAngle[],
    odometer_photo_required: row.odometerPhotoRequired,
    fuel_photo_required: row.fuelPhotoRequired,
    accessories: row.accessories,
  };
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, { companyId, template });
  return template;
}

/** The frozen template of a report, or null for a report made before templates. */
export async function reportTemplate(
  client: Reader,
  report: { companyId: string; templateId: string | null; templateVersion: number | null },
): Promise<FrozenTemplate | null> {
  if (report.templateId === null || report.templateVersion === null) return null;
  return frozenTemplate(client, report.companyId, report.templateId, report.templateVersion);
}
