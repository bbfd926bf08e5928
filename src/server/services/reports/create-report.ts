// Creating a report costs 1 credit. It is the API's busiest write, so it is done in two
// statements: one reads the balance, the vehicle and the links; one charges and inserts the
// report, its checklist, its activity row and the ledger row, committed on its own. A balance
// already short answers 402 first, before any lookup. A VRM new to the fleet is looked up in the
// registry outside any transaction (a registry failure charges and creates nothing), then added
// in the transaction of the create; that transaction also serves an Idempotency-Key's request
// and the one charge that crosses the low-balance threshold (its mail is queued in it).
import { db, Prisma, sqlNow, type Tx } from "../../db";
import { inRequestScope } from "../../db/request-transaction";
import { AppError, notFound } from "../../errors";
import { isIdOf, newId } from "../../ids";
import type { CreateReportInput } from "../../models/report";
import { withActivityInsert, type ActivityActor } from "../activity/record-activity";
import { assertAffordable, chargeParts, chargeRefused, warnIfCrossed, type Charge, type Charged } from "../credits/ledger";
import { customerNotFound } from "../customers/find-customer";
import { ensureVehicle, lookupVehicle } from "../vehicles/ensure-vehicle";
import { checkedVrm } from "../vehicles/lookup-vehicle";
import { defaultChecklist } from "./checklist";
import type { LoadedReport } from "./find-report";

export const REPORT_COST = 1;

type ReportVehicle = LoadedReport["vehicle"];

/** What the create needs to know first, read in one statement. */
type Facts = { balance: number; vehicle: ReportVehicle | null; customerFound: boolean; agreementFound: boolean };

/** That statement's row: the vehicle's columns are all null when the company has no vehicle with the VRM. */
type FactsRow = Omit<Facts, "vehicle"> & {
  vehicleId: string | null;
  vrm: string | null;
  make: string | null;
  model: string | null;
  motValidUntil: Date | null;
  bodyType: string | null;
  fuelType: string | null;
};

// Every column of a report, named: a statement kept prepared on a connection must not change the
// shape of its answer when a later migration adds a column (`RETURNING *` would).
const REPORT_COLUMNS = Prisma.join(Object.values(Prisma.ReportScalarFieldEnum).map((column) => Prisma.raw(`"${column}"`)));

/** `TRUE` when no id was given, else whether the company has a row of `table` with it (a malformed id never does). */
function owned(table: "Customer" | "Agreement", kind: "customer" | "agreement", id: string | undefined): Prisma.Sql {
  if (id === undefined) return Prisma.sql`TRUE`;
  if (!isIdOf(kind, id)) return Prisma.sql`FALSE`;
  return Prisma.sql`EXISTS (SELECT 1 FROM ${Prisma.raw(`"${table}"`)} WHERE "id" = ${id} AND "companyId" = c."id")`;
}

async function readFacts(companyId: string, input: CreateReportInput): Promise<Facts> {
  const [row] = await db.$queryRaw<FactsRow[]>`
    SELECT c."creditBalance" AS "balance", v."id" AS "vehicleId", v."vrm", v."make", v."model", v."motValidUntil", v."bodyType", v."fuelType",
      ${owned("Customer", "customer", input.customer_id)} AS "customerFound", ${owned("Agreement", "agreement", input.agreement_id)} AS "agreementFound"
    FROM "Company" c LEFT JOIN "Vehicle" v ON v."companyId" = c."id" AND v."vrm" = ${checkedVrm(input.vrm)}
    WHERE c."id" = ${companyId}`;
  if (!row) throw notFound("company");
  const { balance, customerFound, agreementFound, vehicleId, vrm, make, model, motValidUntil, bodyType, fuelType } = row;
  // vrm and bodyType are NOT NULL columns: null only when there is no vehicle at all.
  const vehicle = vehicleId === null || vrm === null || bodyType === null ? null : { id: vehicleId, vrm, make, model, motValidUntil, bodyType, fuelType };
  return { balance, vehicle, customerFound, agreementFound };
}

type Created = { report: Omit<LoadedReport, "vehicle">; charged: Charged };

/**
 * The whole create in one statement: the guarded charge and its ledger row, then, only if it
 * charged, the report, its default checklist and its activity row. No row when the charge did
 * not happen (the balance short; or, with `unlessCrossing`, a charge that would cross the
 * low-balance threshold, whose mail needs a transaction).
 */
async function insertReport(
  client: Tx,
  options: { companyId: string; actor: ActivityActor; input: CreateReportInput; reportId: string; vehicle: ReportVehicle; charge: Charge; unlessCrossing: boolean },
): Promise<Created | null> {
  const { companyId, input, reportId, vehicle } = options;
  const areas = defaultChecklist(vehicle.bodyType, input.type);
  const ids = areas.map(() => newId("inspection"));
  const createdById = options.actor.kind === "user" ? options.actor.userId : null;
  const now = sqlNow();
  const activity = { companyId, actor: options.actor, action: "report.created", object: { type: "report" as const, id: reportId } };
  const rows = await withActivityInsert(
    activity,
    (insertActivity) => client.$queryRaw<(Omit<LoadedReport, "vehicle"> & Charged)[]>`
      WITH ${chargeParts(options.charge, { unlessCrossing: options.unlessCrossing })}, report AS (
        INSERT INTO "Report" ("id", "companyId", "vehicleId", "customerId", "agreementId", "type", "status", "creditsCharged", "odometer", "notes", "createdById", "createdAt", "updatedAt")
        SELECT ${reportId}, ${companyId}, ${vehicle.id}, ${input.customer_id ?? null}, ${input.agreement_id ?? null}, ${input.type}, 'draft', ${REPORT_COST}::int,
          ${input.odometer ?? null}::int, ${input.notes ?? null}, ${createdById}, ${now}, ${now}
        FROM charged
        RETURNING ${REPORT_COLUMNS}
      ), checklist AS (
        INSERT INTO "Inspection" ("id", "companyId", "reportId", "area", "position", "createdAt", "updatedAt")
        SELECT area."id", ${companyId}, report."id", area."name", area."position", ${now}, ${now}
        FROM report, unnest(${ids}::text[], ${areas}::text[]) WITH ORDINALITY AS area("id", "name", "position")
      ), activity AS (${insertActivity})
      SELECT ${REPORT_COLUMNS}, charged."balance", charged."threshold" FROM report, charged`,
    Prisma.sql`EXISTS (SELECT 1 FROM report)`,
  );
  const row = rows[0];
  if (!row) return null;
  const { balance, threshold, ...report } = row;
  return { report, charged: { balance, threshold } };
}

export async function createReport(options: { companyId: string; actor: ActivityActor; input: CreateReportInput }): Promise<LoadedReport> {
  const { companyId, input } = options;
  const facts = await readFacts(companyId, input);
  // In this order: a short balance answers 402 before anything else is looked at.
  assertAffordable(facts.balance, REPORT_COST);
  if (!facts.customerFound) throw customerNotFound();
  if (!facts.agreementFound) throw new AppError("not_found", "No agreement with that id.", { errors: [{ pointer: "/agreement_id", detail: "No agreement with that id" }] });
  const reportId = newId("report");
  const charge = (vrm: string): Charge => ({
    companyId,
    cost: REPORT_COST,
    description: `Inspection report ${vrm} (${input.type.replace(/_/g, "-")})`,
    objectType: "report",
    objectId: reportId,
  });

  // A vehicle of the fleet, and no Idempotency-Key (whose answer must commit with the work):
  // one statement, committed on its own. It does nothing when the balance has just run short or
  // the charge crosses the low-balance threshold; the transaction below then answers.
  const known = facts.vehicle;
  if (known && !inRequestScope()) {
    const created = await insertReport(db, { ...options, reportId, vehicle: known, charge: charge(known.vrm), unlessCrossing: true });
    if (created) return { ...created.report, vehicle: known };
  }

  const registry = known ? null : await lookupVehicle(input.vrm);
  return db.$transaction(async (tx) => {
    const vehicle = registry ? (await ensureVehicle(tx, { companyId, actor: options.actor, vrm: input.vrm, registry })).vehicle : known;
    if (!vehicle) throw notFound("vehicle");
    const { id, vrm, make, model, motValidUntil, bodyType, fuelType } = vehicle;
    const summary = { id, vrm, make, model, motValidUntil, bodyType, fuelType };
    const entry = charge(vrm);
    const created = await insertReport(tx, { ...options, reportId, vehicle: summary, charge: entry, unlessCrossing: false });
    if (!created) throw await chargeRefused(tx, entry);
    await warnIfCrossed(tx, entry, created.charged);
    return { ...created.report, vehicle: summary };
  });
}
