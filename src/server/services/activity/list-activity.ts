// Reading the activity log: the company's whole log with filters (Settings > Activity),
// one object's rows (its page's Activity section), and the people who appear in it. Rows
// come with their objects named in words (`withObjectNames`).
import { db, type Prisma } from "../../db";
import {
  ACTOR_TYPES,
  type ActivityFilters,
  type ListActivityQuery,
  type ObjectActivityQuery,
} from "../../models/activity";
import { createdRange, pageArgs } from "../pagination";
import { withObjectNames } from "./object-names";

const NON_USER_ACTORS: ReadonlySet<string> = new Set(ACTOR_TYPES.filter((t) => t !== "user"));

/** `actor_id` is a member's id, or `api_key`, `system` or `hirer` for everything of that kind. */
export function activityWhere(
  companyId: string,
  filters: ActivityFilters,
): Prisma.ActivityLogWhereInput {
  const actor = filters.actor_id;
  return {
    companyId,
    objectType: filters.object_type,
    ...createdRange("activity", filters),
    ...(actor === undefined
      ? {}
      : NON_USER_ACTORS.has(actor)
        ? { actorType: actor }
        : { actorId: actor }),
  };
}

export async function listActivity(options: { companyId: string; query: ListActivityQuery }) {
  const { idFilter, take, orderBy } = pageArgs(options.query);
  const rows = await db.activityLog.findMany({
    where: { ...activityWhere(options.companyId, options.query), id: idFilter },
    take,
    orderBy,
  });
  return withObjectNames(options.companyId, rows);
}

export async function listObjectActivity(options: {
  companyId: string;
  query: ObjectActivityQuery;
}) {
  const { idFilter, take, orderBy } = pageArgs(options.query);
  const { object_type: objectType, object_id: objectId } = options.query;
  const rows = await db.activityLog.findMany({
    where: {
      companyId: options.companyId,
      id: idFilter,
      OR: [{ objectType, objectId }, { parentId: objectId }],
    },
    take,
    orderBy,
  });
  return withObjectNames(options.companyId, rows);
}

/** Everyone who appears in the log (removed members too, by the name they had), for the person filter. */
export async function listActivityActors(options: {
  companyId: string;
}): Promise<{ id: string; name: string }[]> {
  const groups = await db.activityLog.groupBy({
    by: ["actorType", "actorId", "actorName"],
    where: { companyId: options.companyId },
    orderBy: { actorName: "asc" },
  });
  const byId = new Map<string, string>();
  for (const g of groups)
    byId.set(
      g.actorId ?? g.actorType,
      g.actorId ? g.actorName : (ACTOR_LABELS[g.actorType] ?? g.actorName),
    );
  return [...byId].map(([id, name]) => ({ id, name }));
}

const ACTOR_LABELS: Record<string, string> = {
  api_key: "API key",
  system: "Automatic (Kerbside)",
  hirer: "Hirers (signing page)",
};
