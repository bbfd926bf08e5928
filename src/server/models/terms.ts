// Terms templates: plain-text hire terms. A changed name or body makes a new version;
// agreements freeze the version current when they are made.
import { z } from "zod";
import type {
  TermsTemplate as TermsRow,
  TermsVersion as TermsVersionRow,
} from "../db/generated/client";
import { idOf, iso, timestamp } from "./common";
import { ListQuery } from "./list";

export type { TermsRow, TermsVersionRow };

export const termsId = idOf("trm", "01jd8x3m5kf3v9w2q7r4t6y8z0");

export const Terms = z.object({
  id: termsId,
  name: z.string().meta({ example: "Standard hire terms" }),
  body: z.string().meta({ description: "Plain text; paragraphs separated by blank lines" }),
  version: z
    .number()
    .int()
    .meta({ description: "1 when made; +1 for every change of name or body", example: 1 }),
  is_default: z.boolean().meta({
    description:
      "Exactly one template is the default; new agreements use it unless they name another",
  }),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Terms = z.infer<typeof Terms>;

/** One frozen version of a template (the Settings page lists them). */
export const TermsVersion = z.object({
  version: z.number().int(),
  name: z.string(),
  body: z.string(),
  created_at: timestamp,
});
export type TermsVersion = z.infer<typeof TermsVersion>;

const name = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .meta({ description: "1 to 200 characters", example: "Standard hire terms" });
const body = z
  .string()
  .max(100_000)
  .refine((v) => v.trim().length > 0, "must not be empty or only spaces")
  .meta({
    description: "Plain text, 1 to 100,000 characters; paragraphs separated by blank lines",
  });

export const CreateTermsInput = z
  .object({
    name,
    body,
    is_default: z.boolean().optional().meta({ description: "Make it the default (default false)" }),
  })
  .strict();
export type CreateTermsInput = z.infer<typeof CreateTermsInput>;

export const UpdateTermsInput = z
  .object({
    id: termsId,
    name: name.optional(),
    body: body.optional(),
    is_default: z
      .boolean()
      .optional()
      .meta({ description: "true makes it the default; false is refused for the current default" }),
  })
  .strict();
export type UpdateTermsInput = z.infer<typeof UpdateTermsInput>;

export const TermsIdInput = z.object({ id: termsId }).strict();

export const ListTermsInput = ListQuery.extend({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .meta({ description: "Case-insensitive part of the name" }),
}).strict();
export type ListTermsInput = z.infer<typeof ListTermsInput>;

export function toTerms(row: TermsRow): Terms {
  return {
    id: row.id,
    name: row.name,
    body: row.body,
    version: row.version,
    is_default: row.isDefault,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export const toTermsVersion = (row: TermsVersionRow): TermsVersion => ({
  version: row.version,
  name: row.name,
  body: row.body,
  created_at: iso(row.createdAt),
});

/** The terms as paragraphs, as the hirer reads them (page and PDF). */
export const termsParagraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
