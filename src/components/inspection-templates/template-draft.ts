// The template editor's working copy, from a saved template or blank.
import type { InspectionTemplate } from "~/server/models/inspection-template";
import { EXTERIOR_ANGLES, type PhotoAngle } from "~/server/models/photo-angles";

export type TemplateDraft = {
  name: string;
  body_types: InspectionTemplate["body_types"];
  report_types: InspectionTemplate["report_types"];
  items: { area: string; guidance: string; photo_required: boolean }[];
  photo_angles: PhotoAngle[];
  odometer_photo_required: boolean;
  fuel_photo_required: boolean;
  accessories: string[];
};

export function draftOf(template: InspectionTemplate | null): TemplateDraft {
  if (!template)
    return {
      name: "",
      body_types: ["car"],
      report_types: ["outbound", "inbound"],
      items: [{ area: "", guidance: "", photo_required: false }],
      photo_angles: [...EXTERIOR_ANGLES],
      odometer_photo_required: true,
      fuel_photo_required: true,
      accessories: [],
    };
  return {
    name: template.name,
    body_types: template.body_types,
    report_types: template.report_types,
    items: template.items.map((i) => ({
      area: i.area,
      guidance: i.guidance ?? "",
      photo_required: i.photo_required,
    })),
    photo_angles: template.photo_angles,
    odometer_photo_required: template.odometer_photo_required,
    fuel_photo_required: template.fuel_photo_required,
    accessories: template.accessories,
  };
}

/** The draft as the API takes it: guidance left empty is null. */
export const draftInput = (d: TemplateDraft) => ({
  ...d,
  name: d.name.trim(),
  items: d.items.map((i) => ({
    area: i.area.trim(),
    guidance: i.guidance.trim() || null,
    photo_required: i.photo_required,
  })),
});
