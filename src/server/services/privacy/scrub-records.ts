// Takes a hirer's personal values out of the records that copied them when something happened:
// earlier activity rows, the events (outbox and GET /events), the sent-email log and the request
// log. Each works inside the erasure's transaction, for one hirer or a batch of them at once, on
// the rows of the hirers' own objects only (found by index), each scrubbed of its own hirer's
// values, or for the request log on the rows quoting them.
import type { Tx } from "../../db";
import { idBound } from "../../ids";
import type { ActivityObjectType } from "../../models/activity-words";
import type { ActivityChange } from "../activity/changes";
import { ERASED_NAME, type PersonalValues } from "./personal-values";

// The fields a hirer's records name as personal (customers/customer-changes.ts names them too).
const PERSONAL_FIELDS = new Set([
  "name",
  "email",
  "phone",
  "date_of_birth",
  "licence_number",
  "address",
  "notes",
  "signed_by_name",
  "customer_signed_name",
  "ip_address",
  "user_agent",
  "signature",
  "customer",
]);

/** Each object id of the hirers being erased, with the personal values its records may hold (its hirer's). */
export type ObjectValues = ReadonlyMap<string, PersonalValues>;

type ActivityRow = {
  id: string;
  actorType: string;
  actorName: string;
  objectId: string;
  parentId: string | null;
  objectName: string | null;
  changes: unknown;
};

function scrubChange(change: ActivityChange, personal: PersonalValues): ActivityChange {
  if ("changed" in change) return change;
  const named = PERSONAL_FIELDS.has(change.field);
  // A customer's own notes are personal; an agreement's or report's notes only when they quote the hirer.
  if ((named && change.field !== "notes") || personal.within([change.before, change.after]))
    return { field: change.field, changed: true };
  return change;
}

/**
 * Earlier activity rows of the hirers' objects (`objects`, all of `objectTypes`: each hirer,
 * their licence checks, agreements and reports...) and of their children (found by the
 * (companyId, objectType, objectId) and (companyId, parentId) indexes): a personal value
 * becomes "changed", a hirer actor the placeholder. The log's trigger lets only an erasing
 * transaction rewrite these three columns (migration privacy_retention).
 */
export async function scrubActivity(
  tx: Tx,
  options: {
    companyId: string;
    objects: ObjectValues;
    objectTypes: readonly ActivityObjectType[];
  },
): Promise<void> {
  const { companyId, objects } = options;
  const objectIds = [...objects.keys()];
  if (objectIds.length === 0) return;
  const rows = await tx.$queryRaw<ActivityRow[]>`
    SELECT "id", "actorType", "actorName", "objectId", "parentId", "objectName", "changes" FROM "ActivityLog"
    WHERE "companyId" = ${companyId} AND "objectType" = ANY(${options.objectTypes}::text[])
      AND "objectId" = ANY(${objectIds}::text[])
    UNION
    SELECT "id", "actorType", "actorName", "objectId", "parentId", "objectName", "changes" FROM "ActivityLog"
    WHERE "companyId" = ${companyId} AND "parentId" = ANY(${objectIds}::text[])`;
  const updates = rows.flatMap((row) => {
    const personal = objects.get(row.objectId) ?? objects.get(row.parentId ?? "");
    if (!personal) return [];
    const before = (row.changes as ActivityChange[] | null) ?? [];
    const changes = before.map((c) => scrubChange(c, personal));
    const actorName =
      row.actorType === "hirer" && personal.in(row.actorName) ? ERASED_NAME : row.actorName;
    const objectName = row.objectName && personal.in(row.objectName) ? null : row.objectName;
    const same =
      JSON.stringify(changes) === JSON.stringify(before) &&
      actorName === row.actorName &&
      objectName === row.objectName;
    return same ? [] : [{ id: row.id, actorName, objectName, changes: JSON.stringify(changes) }];
  });
  if (updates.length === 0) return;
  await tx.$executeRaw`SELECT set_config('kerbside.erasing', 'on', true)`;
  await tx.$executeRaw`
    UPDATE "ActivityLog" AS a SET "actorName" = u."actorName", "objectName" = u."objectName", "changes" = u."changes"::jsonb
    FROM unnest(${updates.map((u) => u.id)}::text[], ${updates.map((u) => u.actorName)}::text[],
      ${updates.map((u) => u.objectName)}::text[], ${updates.map((u) => u.changes)}::text[])
      AS u("id", "actorName", "objectName", "changes")
    WHERE a."id" = u."id" AND a."companyId" = ${companyId}`;
  await tx.$executeRaw`SELECT set_config('kerbside.erasing', 'off', true)`;
}

/**
 * Events whose object is one of `objects`, written between `since` and `until` (now when not
 * given; ids are time-sorted, so the walk covers that stretch of the index only, a day wider
 * each way): each string holding one of its object's personal values goes; `replace` gives a
 * whole new object for some ids (a licence check as it is once stripped, the hirer as erased).
 */
export async function scrubEvents(
  tx: Tx,
  options: {
    companyId: string;
    since: Date;
    until?: Date;
    objects: ObjectValues;
    replace?: ReadonlyMap<string, unknown>;
  },
): Promise<void> {
  const { companyId, objects } = options;
  const objectIds = [...objects.keys()];
  if (objectIds.length === 0) return;
  const day = 24 * 60 * 60 * 1000;
  const from = idBound("event", new Date(options.since.getTime() - day), "first");
  const to = idBound("event", new Date((options.until ?? new Date()).getTime() + day), "last");
  const rows = await tx.$queryRaw<{ id: string; payload: { object: Record<string, unknown> } }[]>`
    SELECT "id", "payload" FROM "Event"
    WHERE "companyId" = ${companyId} AND "id" >= ${from} AND "id" <= ${to}
      AND "payload" -> 'object' ->> 'id' = ANY(${objectIds}::text[])`;
  const updates = rows.flatMap((row) => {
    const id = String(row.payload.object.id);
    const object =
      options.replace?.get(id) ?? objects.get(id)?.scrub(row.payload.object) ?? row.payload.object;
    const payload = JSON.stringify({ object });
    return payload === JSON.stringify(row.payload) ? [] : [{ id: row.id, payload }];
  });
  if (updates.length === 0) return;
  await tx.$executeRaw`
    UPDATE "Event" AS e SET "payload" = u."payload"::jsonb
    FROM unnest(${updates.map((u) => u.id)}::text[], ${updates.map((u) => u.payload)}::text[]) AS u("id", "payload")
    WHERE e."id" = u."id" AND e."companyId" = ${companyId}`;
}

export const ERASED_EMAIL_TEXT =
  "This email went to a hirer whose personal data has since been erased; its text was removed with it.";

/**
 * The company's sent emails to the hirers' addresses (`emails`: each address in lower case, with
 * its hirer's values): the address and the text go, the subject keeps what is not personal.
 */
export async function scrubEmails(
  tx: Tx,
  options: { companyId: string; emails: ReadonlyMap<string, PersonalValues> },
): Promise<void> {
  const { companyId, emails } = options;
  if (emails.size === 0) return;
  const rows = await tx.$queryRaw<{ id: string; to: string; subject: string }[]>`
    SELECT "id", lower("to") AS "to", "subject" FROM "SentEmail"
    WHERE "companyId" = ${companyId} AND lower("to") = ANY(${[...emails.keys()]}::text[])`;
  if (rows.length === 0) return;
  const subjects = rows.map((row) =>
    emails.get(row.to)?.in(row.subject) ? "Email to an erased hirer" : row.subject,
  );
  await tx.$executeRaw`
    UPDATE "SentEmail" AS m SET "to" = ${ERASED_NAME}, "subject" = u."subject", "text" = ${ERASED_EMAIL_TEXT}, "html" = NULL
    FROM unnest(${rows.map((r) => r.id)}::text[], ${subjects}::text[]) AS u("id", "subject")
    WHERE m."id" = u."id" AND m."companyId" = ${companyId}`;
}

/** A query string with each parameter whose name or value (decoded) holds a personal value emptied; null when nothing is left. */
function scrubQuery(query: string, personal: PersonalValues): string | null {
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part.replace(/\+/g, " "));
    } catch {
      return part;
    }
  };
  const parts = query.split("&").flatMap((part) => {
    const [name = "", ...rest] = part.split("=");
    if (personal.in(decode(name)) || personal.in(name)) return [];
    const value = rest.join("=");
    return personal.in(decode(value)) || personal.in(value) ? [`${name}=`] : [part];
  });
  return parts.length > 0 ? parts.join("&") : null;
}

/** A problem body with every string holding a personal value taken out (as in events); null if it is not JSON. */
function scrubBody(body: string, personal: PersonalValues): string | null {
  try {
    return JSON.stringify(personal.scrub(JSON.parse(body) as unknown));
  } catch {
    return null;
  }
}

/** The company and its test twin (or live company): either key may have searched for a hirer. */
async function companyAndTwin(tx: Pick<Tx, "company">, companyId: string): Promise<string[]> {
  const pair = await tx.company.findMany({
    where: { OR: [{ id: companyId }, { testOfId: companyId }] },
    select: { id: true, testOfId: true },
  });
  return [
    ...new Set([companyId, ...pair.flatMap((c) => (c.testOfId ? [c.id, c.testOfId] : [c.id]))]),
  ];
}

// The request-log scrub compares each logged query string and problem body with every LIKE
// pattern of the hirers erased together (about 15 a hirer: their values as typed and
// URL-encoded), about 0.13 µs each (3,000 patterns over 10,000 rows: 4 s): a transaction keeps
// to about this many comparisons (0.4 s).
const REQUEST_LOG_COMPARISONS = 3_000_000;
const PATTERNS_PER_HIRER = 15;

/**
 * How many hirers (up to `most`) one erasure transaction may take for its request-log scrub to
 * stay short, by the company's logged rows that quote anything: all `most` for a company that
 * hardly uses the API, fewer down to one hirer a transaction for a busy one.
 */
export async function hirersPerErasure(
  tx: Pick<Tx, "company" | "$queryRaw">,
  companyId: string,
  most: number,
): Promise<number> {
  const companyIds = await companyAndTwin(tx, companyId);
  const [counted] = await tx.$queryRaw<{ rows: number }[]>`
    SELECT count(*)::int AS "rows" FROM "RequestLog"
    WHERE "companyId" = ANY(${companyIds}::text[])
      AND ("query" IS NOT NULL OR "responseBody" IS NOT NULL)`;
  const rows = Math.max(1, counted?.rows ?? 0);
  return Math.max(
    1,
    Math.min(most, Math.floor(REQUEST_LOG_COMPARISONS / (PATTERNS_PER_HIRER * rows))),
  );
}

/**
 * The request log (30 days of /api/v1 requests, of the company and of its test twin, since
 * either key may have searched for the hirer): a query string's parameter holding a personal
 * value (`q=` a name or an email) keeps its name with an empty value, and a problem body quoting
 * one loses that string. The LIKE patterns find the rows whatever the URL encoding; the decoded
 * text decides.
 */
export async function scrubRequestLogs(
  tx: Tx,
  options: { companyId: string; personal: PersonalValues },
): Promise<void> {
  const { companyId, personal } = options;
  const patterns = personal.likePatterns();
  if (patterns.length === 0) return;
  const companyIds = await companyAndTwin(tx, companyId);
  const rows = await tx.$queryRaw<
    { id: string; companyId: string; query: string | null; responseBody: string | null }[]
  >`
    SELECT "id", "companyId", "query", "responseBody" FROM "RequestLog"
    WHERE "companyId" = ANY(${companyIds}::text[])
      AND (lower("query") LIKE ANY(${patterns}::text[])
        OR lower("responseBody") LIKE ANY(${patterns}::text[]))`;
  const updates = rows.flatMap((row) => {
    const query = row.query === null ? null : scrubQuery(row.query, personal);
    const responseBody =
      row.responseBody === null || !personal.in(row.responseBody)
        ? row.responseBody
        : scrubBody(row.responseBody, personal);
    return query === row.query && responseBody === row.responseBody
      ? []
      : [{ id: row.id, companyId: row.companyId, query, responseBody }];
  });
  if (updates.length === 0) return;
  await tx.$executeRaw`
    UPDATE "RequestLog" AS r SET "query" = u."query", "responseBody" = u."responseBody"
    FROM unnest(${updates.map((u) => u.id)}::text[], ${updates.map((u) => u.companyId)}::text[],
      ${updates.map((u) => u.query)}::text[], ${updates.map((u) => u.responseBody)}::text[])
      AS u("id", "companyId", "query", "responseBody")
    WHERE r."id" = u."id" AND r."companyId" = u."companyId"`;
}
