// Cursor pagination over time-sortable ids: newest first, `id < cursor` for the next
// page. New rows get larger ids, so walking every page returns each matching row
// exactly once even while rows are being created.
import type { Prisma } from "../db";
import { AppError } from "../errors";
import type { ListQuery, Page } from "../models/list";

export function encodeCursor(id: string): string {
  return Buffer.from(id, "utf8").toString("base64url");
}

export function decodeCursor(cursor: string): string {
  const id = Buffer.from(cursor, "base64url").toString("utf8");
  if (!/^[a-z]+_[0-9a-z]{26}$/.test(id)) {
    throw new AppError("invalid_request", "The cursor is not one this API gave out.", {
      errors: [{ parameter: "cursor", detail: "must be the next_cursor of a previous page" }],
    });
  }
  return id;
}

/** The Prisma `where.id` and `take` for one page of `query`. */
export function pageArgs(query: ListQuery) {
  return {
    idFilter: query.cursor ? { lt: decodeCursor(query.cursor) } : undefined,
    take: query.limit + 1,
    orderBy: { id: "desc" as const },
  };
}

/** Turns `limit + 1` fetched rows into a page, serializing with `map`. */
export function toPage<Row extends { id: string }, Out>(rows: Row[], query: ListQuery, map: (row: Row) => Out): Page<Out> {
  const hasMore = rows.length > query.limit;
  const slice = hasMore ? rows.slice(0, query.limit) : rows;
  const last = slice.at(-1);
  return { data: slice.map(map), has_more: hasMore, next_cursor: hasMore && last ? encodeCursor(last.id) : null };
}

/** `created_from`/`created_to` (dates inclusive of the whole day) as a Prisma filter. */
export function createdRange(range: { created_from?: string; created_to?: string }) {
  if (!range.created_from && !range.created_to) return undefined;
  const from = range.created_from ? new Date(range.created_from) : undefined;
  const to = range.created_to
    ? new Date(range.created_to.length === 10 ? `${range.created_to}T23:59:59.999Z` : range.created_to)
    : undefined;
  return { gte: from, lte: to };
}

/**
 * The filter "contains `text`" for a free-text `q`, with `%`, `_` and a backslash meaning themselves:
 * Prisma hands `contains` to LIKE as it is, where they are wildcards (`q=%` matched every row).
 */
export function containing(text: string, mode: Prisma.QueryMode = "default"): { contains: string; mode: Prisma.QueryMode } {
  return { contains: text.replace(/[\\%_]/g, "\\$&"), mode };
}
