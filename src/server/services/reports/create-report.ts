// Creating a report costs 1 credit. It is the API's busiest write, so it is done in few
// round trips: one statement reads the balance, the vehicle and the links; a VRM new to the
// fleet is then looked up in the registry, outside the transaction (a registry failure charges
// and creates nothing); then one statement inserts the report, its checklist and its activity
// row, and the charge follows in the same transaction, whose 402 rolls all of it back. A
// balance already short answers 402 first, before any lookup or transaction.
import { db, Prisma, type Tx } from "../../db";
import { AppError, notFound } from "../../errors";
import { isIdOf, newId } from "../../ids";
import type { CreateReportInput } from "../../models/report";
import { activityInsert, type ActivityActor } from "../activity/record-activity";
import { assertAffordable, chargeCredits } from "../credits/ledger";
import { customerNotFound } from "../customers/find-customer";
import { ensureVehicle, lookupVehicle } from "../vehicles/ensure-vehicle";
import { checkedVrm } from "../vehicles/lookup-vehicle";
import { defaultChecklist } from "./checklist";
import type { LoadedReport } from "./find-report";

export const REPORT_COST = 1;

type ReportVehicle = LoadedReport["vehicle"];

/** What the create needs to know first, read in one statement. */
type Facts = { balance: number; vehicle: ReportVehicle | null; customerFound: boolean; agreementFound: boolean };

/** `TRUE` when no id was given, else whether the company has a row of `table` with it (a malformed id never does). */
function owned(table: "Customer" | "Agreement", kind: "customer" | "agreement", id: string | undefined): Prisma.Sql {
  if (id === undefined) return Prisma.sql`TRUE`;
  if (!isIdOf(kind, id)) return Prisma.sql`FALSE`;
  return Prisma.sql`EXISTS (SELECT 1 FROM ${Prisma.raw(`"${table}"`)} WHERE "id" = ${id} AND "companyId" = c."id")`;
}

async function readFacts(companyId: string, input: CreateReportInput): Promise<Facts> {
  const [row] = await db.$queryRaw<(Omit<Facts, "vehicle"> & { vehicleId: string | null } & Omit<ReportVehicle, "id">)[]>`
    SELECT c."creditBalance" AS "balance", v."id" AS "vehicleId", v."vrm", v."make", v."model", v."motValidUntil", v."bodyType", v."fuelType",
      ${owned("Customer", "customer", input.customer_id)} AS "customerFound", ${owned("Agreement", "agreement", input.agreement_id)} AS "agreementFound"
    FROM "Company" c LEFT JOIN "Vehicle" v ON v."companyId" = c."id" AND v."vrm" = ${checkedVrm(input.vrm)}
    WHERE c."id" = ${companyId}`;
  if (!row) throw notFound("company");
  const { balance, customerFound, agreementFound, vehicleId, vrm, make, model, motValidUntil, bodyType, fuelType } = row;
  const vehicle = vehicleId === null ? null : { id: vehicleId, vrm, make, model, motValidUntil, bodyType, fuelType };
  return { balance, vehicle, customerFound, agreementFound };
}

/** The report, its default checklist and its activity row, in one statement. */
async function insertReport(
  tx: Tx,
  options: { companyId: string; actor: ActivityActor; input: CreateReportInput; reportId: string; vehicle: ReportVehicle },
): Promise<Omit<LoadedReport, "vehicle">> {
  const { companyId, input, reportId, vehicle } = options;
  const areas = defaultChecklist(vehicle.bodyType, input.type);
  const ids = areas.map(() => newId("inspection"));
  const createdById = options.actor.kind === "user" ? options.actor.userId : null;
  const activity = activityInsert({ companyId, actor: options.actor, action: "report.created", object: { type: "report", id: reportId } });
  const [report] = await tx.$queryRaw<Omit<LoadedReport, "vehicle">[]>`
    WITH report AS (
      INSERT INTO "Report" ("id", "companyId", "vehicleId", "customerId", "agreementId", "type", "status", "creditsCharged", "odometer", "notes", "createdById", "updatedAt")
      VALUES (${reportId}, ${companyId}, ${vehicle.id}, ${input.customer_id ?? null}, ${input.agreement_id ?? null}, ${input.type}, 'draft', ${REPORT_COST}::int,
        ${input.odometer ?? null}::int, ${input.notes ?? null}, ${createdById}, CURRENT_TIMESTAMP)
      RETURNING *
    ), checklist AS (
      INSERT INTO "Inspection" ("id", "companyId", "reportId", "area", "position", "updatedAt")
      SELECT area."id", ${companyId}, ${reportId}, area."name", area."position", CURRENT_TIMESTAMP
      FROM unnest(${ids}::text[], ${areas}::text[]) WITH ORDINALITY AS area("id", "name", "position")
    ), activity AS (${activity})
    SELECT * FROM report`;
  return report!;
}

export async function createReport(options: { companyId: string; actor: ActivityActor; input: CreateReportInput }): Promise<LoadedReport> {
  const { companyId, input } = options;
  const facts = await readFacts(companyId, input);
  // In this order: a short balance answers 402 before anything else is looked at.
  assertAffordable(facts.balance, REPORT_COST);
  if (!facts.customerFound) throw customerNotFound();
  if (!facts.agreementFound) throw new AppError("not_found", "No agreement with that id.", { errors: [{ pointer: "/agreement_id", detail: "No agreement with that id" }] });
  const registry = facts.vehicle ? null : await lookupVehicle(input.vrm);
  const reportId = newId("report");

  return db.$transaction(async (tx) => {
    const vehicle = registry ? (await ensureVehicle(tx, { companyId, actor: options.actor, vrm: input.vrm, registry })).vehicle : facts.vehicle;
    if (!vehicle) throw notFound("vehicle");
    const { id, vrm, make, model, motValidUntil, bodyType, fuelType } = vehicle;
    const summary = { id, vrm, make, model, motValidUntil, bodyType, fuelType };
    const report = await insertReport(tx, { ...options, reportId, vehicle: summary });
    // Charged last: the guarded UPDATE locks the company row until commit, so taking it
    // late keeps concurrent creates of one company from queueing behind each other's inserts.
    await chargeCredits(tx, {
      companyId,
      cost: REPORT_COST,
      description: `Inspection report ${vrm} (${input.type.replace(/_/g, "-")})`,
      objectType: "report",
      objectId: reportId,
    });
    return { ...report, vehicle: summary };
  });
}
