// The activity log as CSV (Settings > Activity export): every row matching the filters,
// newest first, read in pages; cells are formula-safe like the ledger's export. `object_id`
// is the raw id, `object_name` the object in words (a VRM, "outbound report for AB12 CDE").
import { db } from "../../db";
import { toActivityEntry, type ActivityChange, type ActivityFilters } from "../../models/activity";
import { csvCell } from "../credits/ledger-csv";
import { activityWhere } from "./list-activity";
import { withObjectNames } from "./object-names";

const HEADER = [
  "id",
  "created_at",
  "actor_type",
  "actor_id",
  "actor_name",
  "action",
  "object_type",
  "object_id",
  "object_name",
  "changes",
];

function changeText(change: ActivityChange): string {
  if ("changed" in change) return `${change.field}: changed`;
  return `${change.field}: ${JSON.stringify(change.before)} -> ${JSON.stringify(change.after)}`;
}

export async function* activityCsv(options: {
  companyId: string;
  filters: ActivityFilters;
}): AsyncGenerator<string> {
  yield HEADER.join(",") + "\r\n";
  let before: string | undefined;
  for (;;) {
    const rows = await db.activityLog.findMany({
      where: {
        ...activityWhere(options.companyId, options.filters),
        id: before ? { lt: before } : undefined,
      },
      orderBy: { id: "desc" },
      take: 1000,
    });
    if (rows.length === 0) return;
    yield (await withObjectNames(options.companyId, rows))
      .map(toActivityEntry)
      .map(
        (a) =>
          [
            a.id,
            a.created_at,
            a.actor.type,
            a.actor.id ?? "",
            a.actor.name,
            a.action,
            a.object.type,
            a.object.id,
            a.object.name ?? "",
            a.changes.map(changeText).join("; "),
          ]
            .map(csvCell)
            .join(",") + "\r\n",
      )
      .join("");
    before = rows.at(-1)!.id;
  }
}
