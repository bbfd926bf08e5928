// Cursor pagination over time-sortable ids: newest first, `id < cursor` for the next
// page. New rows get larger ids, so walking every page returns each matching row
// exactly once even while rows are being created.
import { Prisma } from "../db";
import { AppError } from "../errors";
import { idBound, type IdKind } from "../ids";
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
export function toPage<Row extends { id: string }, Out>(
  rows: Row[],
  query: ListQuery,
  map: (row: Row) => Out,
): Page<Out> {
  const hasMore = rows.length > query.limit;
  const slice = hasMore ? rows.slice(0, query.limit) : rows;
  const last = slice.at(-1);
  return {
    data: slice.map(map),
    has_more: hasMore,
    next_cursor: hasMore && last ? encodeCursor(last.id) : null,
  };
}

/** What `createdRange` adds to a list's `where`. */
type CreatedWhere = {
  createdAt?: { gte?: Date; lte?: Date };
  AND?: { id: { gte?: string; lte?: string } };
};

// How far a row's `createdAt` may be from the time in its id. Both are written once, by the
// service that makes the row, within one request; a day also covers a database session whose
// clock or time zone is off.
const ID_TIME_SLACK_MS = 86_400_000;

/**
 * `created_from`/`created_to` (dates inclusive of the whole day) as filters for a list of rows of
 * `kind`, spread into its `where`: on `createdAt`, and on the id, whose leading bits are its
 * creation time, over the same range widened by a day each way. The id range answers nothing
 * the `createdAt` range does not; it is there for the plan: newest-first pages walk the id
 * index from the top, and a range a year back would otherwise be reached only after every
 * newer row (GET /reports, one week a year back among 1,000,000: 75 ms a page). The id range
 * comes as `AND`, beside the page's own `id` (the cursor): a `where` with an `AND` of its own
 * must add this one to it.
 */
export function createdRange(
  kind: IdKind,
  range: { created_from?: string; created_to?: string },
): CreatedWhere {
  const bounds = createdBounds(kind, range);
  if (!bounds) return {};
  return {
    createdAt: { gte: bounds.from, lte: bounds.to },
    AND: { id: { gte: bounds.firstId, lte: bounds.lastId } },
  };
}

/** `createdRange` as conditions of a raw statement's `WHERE` (none without a range). */
export function createdRangeSql(
  kind: IdKind,
  range: { created_from?: string; created_to?: string },
): Prisma.Sql[] {
  const bounds = createdBounds(kind, range);
  if (!bounds) return [];
  const conditions: Prisma.Sql[] = [];
  if (bounds.from)
    conditions.push(
      Prisma.sql`"createdAt" >= ${bounds.from}::timestamp(3) AND "id" >= ${bounds.firstId}`,
    );
  if (bounds.to)
    conditions.push(
      Prisma.sql`"createdAt" <= ${bounds.to}::timestamp(3) AND "id" <= ${bounds.lastId}`,
    );
  return conditions;
}

function createdBounds(kind: IdKind, range: { created_from?: string; created_to?: string }) {
  if (!range.created_from && !range.created_to) return undefined;
  const from = range.created_from ? new Date(range.created_from) : undefined;
  const to = range.created_to
    ? new Date(
        range.created_to.length === 10 ? `${range.created_to}T23:59:59.999Z` : range.created_to,
      )
    : undefined;
  const bound = (time: Date | undefined, shift: number, end: "first" | "last") =>
    time ? idBound(kind, new Date(time.getTime() + shift), end) : undefined;
  return {
    from,
    to,
    firstId: bound(from, -ID_TIME_SLACK_MS, "first"),
    lastId: bound(to, ID_TIME_SLACK_MS, "last"),
  };
}

/**
 * The filter "contains `text`" for a free-text `q`, with `%`, `_` and a backslash meaning themselves:
 * Prisma hands `contains` to LIKE as it is, where they are wildcards (`q=%` matched every row).
 */
export function containing(
  text: string,
  mode: Prisma.QueryMode = "default",
): { contains: string; mode: Prisma.QueryMode } {
  return { contains: text.replace(/[\\%_]/g, "\\$&"), mode };
}
