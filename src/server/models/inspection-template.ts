// Inspection templates (itp_): a company's checklist, walk-around photo angles, photo rules and
// accessories. A changed content makes a new version, which reports freeze (contract section 8).
import { z } from "zod";
import type {
  InspectionTemplate as TemplateRow,
  InspectionTemplateVersion as TemplateVersionRow,
} from "../db/generated/client";
import { idOf, iso, timestamp } from "./common";
import { ListQuery } from "./list";
import { PhotoAngleField } from "./media";
import { EXTERIOR_ANGLES, type PhotoAngle } from "./photo-angles";
import { REPORT_TYPES, ReportTypeField, type ReportType } from "./report";
import { BODY_TYPES } from "./vehicle";

export type { TemplateRow, TemplateVersionRow };
export type BodyType = (typeof BODY_TYPES)[number];

export const templateId = idOf("itp", "01jd8x3m5kf3v9w2q7r4t6y8z0");

export const TemplateItem = z.object({
  area: z.string().meta({ example: "Nearside sliding door" }),
  guidance: z.string().nullable().meta({ example: "Open, close, check the runners" }),
  photo_required: z
    .boolean()
    .meta({ description: "true: readiness asks for a photo of this item (`photo_missing`)" }),
});
export type TemplateItem = z.infer<typeof TemplateItem>;

/** What a template's content is: the part whose change makes a new version. */
export type TemplateContent = {
  items: TemplateItem[];
  photo_angles: PhotoAngle[];
  odometer_photo_required: boolean;
  fuel_photo_required: boolean;
  accessories: string[];
};

export const InspectionTemplate = z.object({
  id: templateId,
  name: z.string().meta({ example: "Van check-out" }),
  version: z.number().int().meta({
    description: "1 when made; +1 for every change of items, angles, photo rules or accessories",
    example: 1,
  }),
  body_types: z.array(z.enum(BODY_TYPES)).meta({ example: ["van"] }),
  report_types: z.array(ReportTypeField).meta({ example: ["outbound", "inbound"] }),
  is_default: z.boolean().meta({
    description: "true while it is the default of at least one pair of body type and report type",
  }),
  archived: z.boolean(),
  items: z.array(TemplateItem),
  photo_angles: z.array(PhotoAngleField).meta({
    description: "The walk-around photos, in the order the inspector walks",
  }),
  odometer_photo_required: z.boolean(),
  fuel_photo_required: z
    .boolean()
    .meta({ description: "The fuel gauge photo (the charge level's for electric vehicles)" }),
  accessories: z.array(z.string()).meta({ example: ["Locking wheel nut"] }),
  created_at: timestamp,
  updated_at: timestamp,
});
export type InspectionTemplate = z.infer<typeof InspectionTemplate>;

/** One frozen version (Settings › Inspection templates lists them). */
export const InspectionTemplateVersion = z.object({
  version: z.number().int(),
  name: z.string(),
  items: z.array(TemplateItem),
  photo_angles: z.array(PhotoAngleField),
  odometer_photo_required: z.boolean(),
  fuel_photo_required: z.boolean(),
  accessories: z.array(z.string()),
  created_at: timestamp,
});
export type InspectionTemplateVersion = z.infer<typeof InspectionTemplateVersion>;

/** A list whose entries must be distinct: each repeat is named by its index. */
const distinct = <T extends z.ZodType>(item: T, key: (value: z.infer<T>) => string = String) =>
  z.array(item).superRefine((values, ctx) => {
    const seen = new Set<string>();
    values.forEach((value, index) => {
      const k = key(value);
      if (seen.has(k)) ctx.addIssue({ code: "custom", path: [index], message: "is listed twice" });
      seen.add(k);
    });
  });

const name = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .meta({ description: "1 to 200 characters", example: "Van check-out" });
const bodyTypes = distinct(z.enum(BODY_TYPES))
  .min(1)
  .meta({
    description: "Distinct body types it covers: car, van, hgv, motorbike",
    example: ["van"],
  });
const reportTypes = distinct(ReportTypeField)
  .min(1)
  .meta({ description: "Distinct report types it covers", example: ["outbound", "inbound"] });

export const TemplateItemInput = z
  .object({
    area: z.string().trim().min(1).max(120).meta({ description: "1 to 120 characters" }),
    guidance: z
      .string()
      .trim()
      .max(500)
      .nullable()
      .optional()
      .meta({ description: "What to look at, up to 500 characters (default null)" }),
    photo_required: z
      .boolean()
      .optional()
      .meta({ description: "true: readiness asks for a photo of this item (default false)" }),
  })
  .strict();
export type TemplateItemInput = z.infer<typeof TemplateItemInput>;

const items = z
  .array(TemplateItemInput)
  .min(1)
  .max(100)
  .superRefine((values, ctx) => {
    const seen = new Set<string>();
    values.forEach((item, index) => {
      const key = item.area.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: "custom",
          path: [index, "area"],
          message: "is already an area of this template",
        });
      seen.add(key);
    });
  })
  .meta({ description: "1 to 100 checklist items, in order; areas distinct" });
const photoAngles = distinct(PhotoAngleField).meta({
  description: "Distinct angles in walking order; may be empty (default the eight exterior angles)",
});
const accessories = distinct(z.string().trim().min(1).max(80), (v) => v.toLowerCase())
  .max(30)
  .meta({
    description: "Up to 30 distinct names, 1 to 80 characters",
    example: ["Locking wheel nut"],
  });

export const CreateTemplateInput = z
  .object({
    name,
    body_types: bodyTypes,
    report_types: reportTypes,
    items,
    photo_angles: photoAngles.optional(),
    odometer_photo_required: z.boolean().optional().meta({ description: "Default true" }),
    fuel_photo_required: z.boolean().optional().meta({ description: "Default true" }),
    accessories: accessories.optional(),
    is_default: z.boolean().optional().meta({
      description: "true takes every pair it covers from the template that had it (default false)",
    }),
  })
  .strict();
export type CreateTemplateInput = z.infer<typeof CreateTemplateInput>;

export const UpdateTemplateInput = z
  .object({
    id: templateId,
    name: name.optional(),
    body_types: bodyTypes.optional(),
    report_types: reportTypes.optional(),
    items: items.optional(),
    photo_angles: photoAngles.optional(),
    odometer_photo_required: z.boolean().optional(),
    fuel_photo_required: z.boolean().optional(),
    accessories: accessories.optional(),
    is_default: z.boolean().optional(),
    archived: z.boolean().optional(),
  })
  .strict();
export type UpdateTemplateInput = z.infer<typeof UpdateTemplateInput>;

export const TemplateIdInput = z.object({ id: templateId }).strict();

export const ListTemplatesInput = ListQuery.extend({
  body_type: z.enum(BODY_TYPES).optional(),
  report_type: z.enum(REPORT_TYPES).optional(),
  archived: z
    .enum(["true", "false"])
    .optional()
    .meta({ description: "true lists only archived templates; without it, only the others" }),
}).strict();
export type ListTemplatesInput = z.infer<typeof ListTemplatesInput>;

/** The stored items (written only from validated input) in the API's shape. */
export const storedItems = (json: unknown): TemplateItem[] =>
  (json as TemplateItem[]).map((i) => ({
    area: i.area,
    guidance: i.guidance ?? null,
    photo_required: i.photo_required === true,
  }));

// Stored lists are written only from validated input.
const anglesOf = (angles: string[]) => angles as PhotoAngle[];

export function toInspectionTemplate(row: TemplateRow): InspectionTemplate {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    body_types: row.bodyTypes as BodyType[],
    report_types: row.reportTypes as ReportType[],
    is_default: row.isDefault,
    archived: row.archived,
    items: storedItems(row.items),
    photo_angles: anglesOf(row.photoAngles),
    odometer_photo_required: row.odometerPhotoRequired,
    fuel_photo_required: row.fuelPhotoRequired,
    accessories: row.accessories,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export const toInspectionTemplateVersion = (
  row: TemplateVersionRow,
): InspectionTemplateVersion => ({
  version: row.version,
  name: row.name,
  items: storedItems(row.items),
  photo_angles: anglesOf(row.photoAngles),
  odometer_photo_required: row.odometerPhotoRequired,
  fuel_photo_required: row.fuelPhotoRequired,
  accessories: row.accessories,
  created_at: iso(row.createdAt),
});

export const DEFAULT_PHOTO_ANGLES: PhotoAngle[] = [...EXTERIOR_ANGLES];
