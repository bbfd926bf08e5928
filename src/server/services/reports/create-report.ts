// Creating a report costs 1 credit. It is the API's busiest write, so it is done in two
// statements: one reads the balance, the vehicle and the links; one charges and inserts the
// report, its checklist, its activity row and the ledger row, committed on its own, together
// with the company's other creates of the moment (group commit: the company row, which every
// charge locks, is locked once for them all). A balance already short answers 402 first, before
// any lookup. A VRM new to the fleet is looked up in the registry outside any transaction (a
// registry failure charges and creates nothing), then added in the transaction of the create;
// that transaction also serves an Idempotency-Key's request and the one charge that crosses the
// low-balance threshold (its mail is queued in it).
import { database, db, Prisma, sqlNow, unnestRows, type Tx } from "../../db";
import { batches } from "../../db/batches";
import { inRequestScope } from "../../db/request-transaction";
import { AppError, notFound } from "../../errors";
import { isIdOf, newId } from "../../ids";
import type { CreateReportInput } from "../../models/report";
import { logger, messageOf } from "../../observability/logger";
import { countCreditsCharged } from "../../observability/metrics";
import { noteRecorded } from "../activity/activity-scope";
import { activityInsert, type ActivityActor } from "../activity/record-activity";
import {
  assertAffordable,
  chargeParts,
  chargeRefused,
  warnIfCrossed,
  type Charge,
  type Charged,
} from "../credits/ledger";
import { customerNotFound } from "../customers/find-customer";
import { ensureVehicle, lookupVehicle } from "../vehicles/ensure-vehicle";
import { checkedVrm } from "../vehicles/lookup-vehicle";
import type { FrozenTemplate } from "../inspection-templates/frozen-template";
import {
  checkNamedTemplate,
  frozenOrThrow,
  TEMPLATE_COLUMNS,
  templateInTransaction,
  templateJoin,
  type TemplateFactsRow,
} from "../inspection-templates/report-template";
import type { LoadedReport } from "./find-report";

export const REPORT_COST = 1;

type ReportVehicle = LoadedReport["vehicle"];

/** What the create needs to know first, read in one statement. */
type Facts = {
  balance: number;
  vehicle: ReportVehicle | null;
  customerFound: boolean;
  agreementFound: boolean;
  template: TemplateFactsRow;
};

/** That statement's row: the vehicle's columns are all null when the company has no vehicle with the VRM. */
type FactsRow = Omit<Facts, "vehicle" | "template"> &
  TemplateFactsRow & {
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
const REPORT_COLUMNS = Prisma.join(
  Object.values(Prisma.ReportScalarFieldEnum).map((column) => Prisma.raw(`"${column}"`)),
);

/** `TRUE` when no id was given, else whether the company has a row of `table` with it (a malformed id never does). */
function owned(
  table: "Customer" | "Agreement",
  kind: "customer" | "agreement",
  id: string | undefined,
): Prisma.Sql {
  if (id === undefined) return Prisma.sql`TRUE`;
  if (!isIdOf(kind, id)) return Prisma.sql`FALSE`;
  return Prisma.sql`EXISTS (SELECT 1 FROM ${Prisma.raw(`"${table}"`)} WHERE "id" = ${id} AND "companyId" = c."id")`;
}

async function readFacts(companyId: string, input: CreateReportInput): Promise<Facts> {
  // Found by unique keys only, so the plan never depends on the values: outside a request's
  // transaction it goes to the client whose connections plan it once (`keyed`).
  const client = inRequestScope() ? db : database().keyed;
  const [row] = await client.$queryRaw<FactsRow[]>`
    SELECT c."creditBalance" AS "balance", v."id" AS "vehicleId", v."vrm", v."make", v."model", v."motValidUntil", v."bodyType", v."fuelType",
      ${owned("Customer", "customer", input.customer_id)} AS "customerFound", ${owned("Agreement", "agreement", input.agreement_id)} AS "agreementFound",
      ${TEMPLATE_COLUMNS}
    FROM "Company" c LEFT JOIN "Vehicle" v ON v."companyId" = c."id" AND v."vrm" = ${checkedVrm(input.vrm)}
      ${templateJoin(input.template_id, input.type)}
    WHERE c."id" = ${companyId}`;
  if (!row) throw notFound("company");
  const {
    balance,
    customerFound,
    agreementFound,
    vehicleId,
    vrm,
    make,
    model,
    motValidUntil,
    bodyType,
    fuelType,
    templateId,
    templateVersion,
    templateArchived,
    templateBodyTypes,
    templateReportTypes,
  } = row;
  // vrm and bodyType are NOT NULL columns: null only when there is no vehicle at all.
  const vehicle =
    vehicleId === null || vrm === null || bodyType === null
      ? null
      : { id: vehicleId, vrm, make, model, motValidUntil, bodyType, fuelType };
  const template = {
    templateId,
    templateVersion,
    templateArchived,
    templateBodyTypes,
    templateReportTypes,
  };
  return { balance, vehicle, customerFound, agreementFound, template };
}

type Created = { report: Omit<LoadedReport, "vehicle">; charged: Charged };

/** One report to write: its id, its vehicle and its charge decided beforehand. */
type Pending = {
  actor: ActivityActor;
  input: CreateReportInput;
  reportId: string;
  vehicle: ReportVehicle;
  charge: Charge;
  template: FrozenTemplate;
};

/**
 * Reports of one company in one statement: the guarded charge of them all and their ledger rows,
 * then, only if it charged, the reports, their default checklists and their activity rows.
 * One answer per report, in their order; none when the charge did not happen (the balance short
 * of their total; or, with `unlessCrossing`, a charge that would cross the low-balance
 * threshold, whose mail needs a transaction).
 */
async function insertReports(
  client: Tx,
  companyId: string,
  pending: readonly [Pending, ...Pending[]],
  options: { unlessCrossing: boolean },
): Promise<Created[] | null> {
  const now = sqlNow();
  const reports = pending.map((p) => ({
    id: p.reportId,
    vehicleId: p.vehicle.id,
    customerId: p.input.customer_id ?? null,
    agreementId: p.input.agreement_id ?? null,
    type: p.input.type,
    odometer: p.input.odometer ?? null,
    notes: p.input.notes ?? null,
    createdById: p.actor.kind === "user" ? p.actor.userId : null,
    templateId: p.template.id,
    templateVersion: p.template.version,
    templateName: p.template.name,
    accessories: JSON.stringify(p.template.accessories.map((name) => ({ name, present: null }))),
  }));
  const inspections = pending.flatMap((p) =>
    p.template.items.map((item, i) => ({
      id: newId("inspection"),
      reportId: p.reportId,
      area: item.area,
      guidance: item.guidance,
      photoRequired: item.photo_required ? 1 : 0,
      position: i + 1,
    })),
  );
  const activities = pending.map((p) => ({
    companyId,
    actor: p.actor,
    action: "report.created",
    object: { type: "report" as const, id: p.reportId },
  }));
  const [first, ...rest] = pending;
  const charges: [Charge, ...Charge[]] = [first.charge, ...rest.map((p) => p.charge)];
  const rows = await client.$queryRaw<(Omit<LoadedReport, "vehicle"> & Charged)[]>`
    WITH ${chargeParts(charges, { unlessCrossing: options.unlessCrossing })}, report AS (
      INSERT INTO "Report" ("id", "companyId", "vehicleId", "customerId", "agreementId", "type", "status", "creditsCharged", "odometer", "notes", "createdById", "templateId", "templateVersion", "templateName", "accessories", "createdAt", "updatedAt")
      SELECT r."id", ${companyId}, r."vehicleId", r."customerId", r."agreementId", r."type", 'draft', ${REPORT_COST}::int, r."odometer", r."notes", r."createdById", r."templateId", r."templateVersion", r."templateName", r."accessories"::jsonb, ${now}, ${now}
      FROM charged, ${unnestRows("r", { id: "text", vehicleId: "text", customerId: "text", agreementId: "text", type: "text", odometer: "int", notes: "text", createdById: "text", templateId: "text", templateVersion: "int", templateName: "text", accessories: "text" }, reports)}
      RETURNING ${REPORT_COLUMNS}
    ), checklist AS (
      INSERT INTO "Inspection" ("id", "companyId", "reportId", "area", "guidance", "photoRequired", "position", "createdAt", "updatedAt")
      SELECT i."id", ${companyId}, report."id", i."area", i."guidance", i."photoRequired" = 1, i."position", ${now}, ${now}
      FROM ${unnestRows("i", { id: "text", reportId: "text", area: "text", guidance: "text", photoRequired: "int", position: "int" }, inspections)} JOIN report ON report."id" = i."reportId"
    ), activity AS (${activityInsert(activities, Prisma.sql`EXISTS (SELECT 1 FROM report)`)})
    SELECT ${REPORT_COLUMNS}, charged."balance", charged."threshold" FROM report, charged`;
  if (!rows.length) return null;
  const byId = new Map(
    rows.map(({ balance, threshold, ...row }) => [
      row.id,
      { report: row, charged: { balance, threshold } },
    ]),
  );
  return pending.map((p) => byId.get(p.reportId)!);
}

/**
 * The creates of a fleet's vehicle that need no transaction of their own, grouped per company:
 * while one statement is writing a company's reports, the next ones queue and are written
 * together by the next (`batches`), so under load the company row is locked and the commit
 * flushed once for many reports. A group that could not be written (the balance short, the
 * low-balance threshold crossed, any error) answers null for each report, which then takes the
 * transaction and gets its own answer.
 */
const createTogether = batches<Pending, Created | null>(
  async (companyId, pending) => {
    // The keyed client (the statement writes by keys: planned once a connection), never a
    // request's transaction: this runs in whichever request found the company idle. An error is
    // answered by the transaction each create then takes on its own; it is logged, since a
    // group that always fails would only show as a slower create.
    const created = await insertReports(database().keyed, companyId, pending, {
      unlessCrossing: true,
    }).catch((error: unknown) => {
      logger.warn(
        { reports: pending.length, error: messageOf(error) },
        "A group of report creates failed; each goes on its own",
      );
      return null;
    });
    return created ?? pending.map(() => null);
  },
  { max: 50 },
);

export async function createReport(options: {
  companyId: string;
  actor: ActivityActor;
  input: CreateReportInput;
}): Promise<LoadedReport> {
  const { companyId, actor, input } = options;
  const facts = await readFacts(companyId, input);
  // In this order: a short balance answers 402 before anything else is looked at.
  assertAffordable(facts.balance, REPORT_COST);
  if (!facts.customerFound) throw customerNotFound();
  if (!facts.agreementFound)
    throw new AppError("not_found", "No agreement with that id.", {
      errors: [{ pointer: "/agreement_id", detail: "No agreement with that id" }],
    });
  const reportId = newId("report");
  const charge = (vrm: string): Charge => ({
    companyId,
    cost: REPORT_COST,
    description: `Inspection report ${vrm} (${input.type.replace(/_/g, "-")})`,
    objectType: "report",
    objectId: reportId,
  });

  // The template of a vehicle of the fleet is known now (a named one checked); else it is found
  // in the create's transaction, as is a default of a company that has no templates yet.
  const known = facts.vehicle;
  const templateRef =
    known === null
      ? null
      : input.template_id !== undefined
        ? checkNamedTemplate(facts.template, known.bodyType, input.type)
        : facts.template.templateId !== null && facts.template.templateVersion !== null
          ? { id: facts.template.templateId, version: facts.template.templateVersion }
          : null;
  const template = templateRef ? await frozenOrThrow(db, companyId, templateRef) : null;

  // A vehicle of the fleet with its template, and no Idempotency-Key (whose answer must commit
  // with the work): written with the company's other creates of the moment, committed on its own.
  if (known && template && !inRequestScope()) {
    const created = await createTogether(companyId, {
      actor,
      input,
      reportId,
      vehicle: known,
      charge: charge(known.vrm),
      template,
    });
    if (created) {
      noteRecorded();
      countCreditsCharged(REPORT_COST);
      return { ...created.report, vehicle: known };
    }
  }

  const registry = known ? null : await lookupVehicle(input.vrm, { companyId });
  const report = await db.$transaction(async (tx) => {
    const vehicle = registry
      ? (await ensureVehicle(tx, { companyId, actor, vrm: input.vrm, registry })).vehicle
      : known;
    if (!vehicle) throw notFound("vehicle");
    const { id, vrm, make, model, motValidUntil, bodyType, fuelType } = vehicle;
    const summary = { id, vrm, make, model, motValidUntil, bodyType, fuelType };
    const entry = charge(vrm);
    const used =
      template ??
      (await templateInTransaction(tx, companyId, input.template_id, bodyType, input.type));
    const [created] =
      (await insertReports(
        tx,
        companyId,
        [{ actor, input, reportId, vehicle: summary, charge: entry, template: used }],
        { unlessCrossing: false },
      )) ?? [];
    if (!created) throw await chargeRefused(tx, entry);
    noteRecorded();
    await warnIfCrossed(tx, entry, created.charged);
    return { ...created.report, vehicle: summary };
  });
  // Counted once committed: a transaction that rolled back charged nothing.
  countCreditsCharged(REPORT_COST);
  return report;
}
