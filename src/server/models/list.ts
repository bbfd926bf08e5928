// One list convention for every collection: newest first, cursor pagination.
// `{ data, has_more, next_cursor }`, `limit` 1..100 (default 25), `cursor` opaque.
import { z } from "zod";

export const ListQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(25)
    .meta({ description: "Page size, 1 to 100" }),
  cursor: z
    .string()
    .min(1)
    .optional()
    .meta({ description: "The `next_cursor` of the previous page" }),
});
export type ListQuery = z.infer<typeof ListQuery>;

/** Inclusive creation-date filters shared by lists (`created_from`, `created_to`). */
export const CreatedRange = z.object({
  created_from: z
    .union([z.iso.date(), z.iso.datetime()])
    .optional()
    .meta({ description: "Created on or after (date or timestamp)" }),
  created_to: z
    .union([z.iso.date(), z.iso.datetime()])
    .optional()
    .meta({ description: "Created on or before (date or timestamp)" }),
});

export const page = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), has_more: z.boolean(), next_cursor: z.string().nullable() });

export type Page<T> = { data: T[]; has_more: boolean; next_cursor: string | null };
