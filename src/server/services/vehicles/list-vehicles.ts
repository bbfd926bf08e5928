// GET /vehicles: one page, newest first, with the list convention's cursor. One raw statement,
// so that the MOT history comes as its stored text (`"motTests"::text`), which the REST answer
// carries as it is (models/json-text.ts): Prisma would parse every vehicle's history into objects.
import { db, Prisma } from "../../db";
import type { ListedVehicleRow, ListVehiclesQuery } from "../../models/vehicle";
import { createdRangeSql, decodeCursor } from "../pagination";
import { queryTokens } from "./search-tokens";

// Every column a client reads, named (a statement kept prepared must not change the shape of its
// answer when a migration adds a column); the search tokens only the database's index reads.
// Dates and times come as the ISO text the answer shows (the columns hold UTC), not as Dates.
const AS_TEXT: Partial<Record<keyof ListedVehicleRow, string>> = {
  motTests: `"motTests"::text`,
  taxDueDate: `to_char("taxDueDate", 'YYYY-MM-DD')`,
  motValidUntil: `to_char("motValidUntil", 'YYYY-MM-DD')`,
  ...Object.fromEntries(
    (
      ["insuranceCheckedAt", "registryCheckedAt", "archivedAt", "createdAt", "updatedAt"] as const
    ).map((column) => [column, `to_char("${column}", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`]),
  ),
};
const COLUMNS = Prisma.raw(
  Object.values(Prisma.VehicleScalarFieldEnum)
    .filter((column) => column !== "searchTokens")
    .map((column) => (AS_TEXT[column] ? `${AS_TEXT[column]} AS "${column}"` : `"${column}"`))
    .join(", "),
);

/** The list's filters as the statement's conditions; each is the one Prisma wrote for it before. */
function vehicleConditions(companyId: string, query: ListVehiclesQuery): Prisma.Sql[] {
  const tokens = query.q ? queryTokens(query.q) : [];
  const conditions = [Prisma.sql`"companyId" = ${companyId}`];
  if (query.vrm !== undefined) conditions.push(Prisma.sql`"vrm" = ${query.vrm}`);
  if (query.make !== undefined) conditions.push(Prisma.sql`"make" = ${query.make}`);
  if (query.mot_status) conditions.push(Prisma.sql`"motStatus" ILIKE ${query.mot_status}`);
  if (query.mot_due_before)
    conditions.push(Prisma.sql`"motValidUntil" <= ${query.mot_due_before}::date`);
  if (query.tax_due_before)
    conditions.push(Prisma.sql`"taxDueDate" <= ${query.tax_due_before}::date`);
  if (query.status === "archived") conditions.push(Prisma.sql`"archivedAt" IS NOT NULL`);
  else conditions.push(Prisma.sql`"archivedAt" IS NULL`);
  if (query.status !== undefined && query.status !== "archived")
    conditions.push(Prisma.sql`"status" = ${query.status}`);
  if (tokens.length > 0) conditions.push(Prisma.sql`"searchTokens" @> ${tokens}::text[]`);
  conditions.push(...createdRangeSql("vehicle", query));
  if (query.cursor) conditions.push(Prisma.sql`"id" < ${decodeCursor(query.cursor)}`);
  return conditions;
}

export async function listVehicles(options: {
  companyId: string;
  query: ListVehiclesQuery;
}): Promise<ListedVehicleRow[]> {
  const where = Prisma.join(vehicleConditions(options.companyId, options.query), " AND ");
  return db.$queryRaw<
    ListedVehicleRow[]
  >`SELECT ${COLUMNS} FROM "Vehicle" WHERE ${where} ORDER BY "id" DESC LIMIT ${options.query.limit + 1}`;
}
