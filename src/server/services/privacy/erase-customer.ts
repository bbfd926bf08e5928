// POST /customers/{id}/erase (UK GDPR's right to erasure), and the same erasure for the retention
// job's inactive hirers, a batch of them at once: in one transaction the hirers' personal fields
// become the contract's placeholders, their licence checks are stripped, the names they signed
// with and the signing addresses go, and so does every copy in earlier activity rows, events,
// sent emails and the request log. Each step is one statement for the whole batch (`= ANY` of the
// ids, `unnest` for values row by row), so a batch of a few hundred hirers costs about what one
// did. The frozen PDFs and photos stay until the retention policy removes them (the signed
// contract).
import { Prisma, db, type Tx } from "../../db";
import { AppError, notFound } from "../../errors";
import { isIdOf } from "../../ids";
import type { ActivityObjectType } from "../../models/activity-words";
import { customerSearchText, toCustomer, type CustomerWithCheck } from "../../models/customer";
import { OPEN_DAMAGE_CHARGE_STATUSES } from "../../models/damage-charge";
import { noteRecorded, noteUnchanged } from "../activity/activity-scope";
import { activityInsert, type ActivityActor } from "../activity/record-activity";
import { customerInclude } from "../customers/find-customer";
import { ERASED_NAME, PersonalValues } from "./personal-values";
import { scrubActivity, scrubEmails, scrubEvents, scrubRequestLogs } from "./scrub-records";
import { stripLicenceChecks } from "./strip-licence-checks";

const LIVE_AGREEMENT = ["sent", "signed", "out"];
const LIVE_WORDS: Record<string, string> = {
  sent: "sent for signing",
  signed: "signed",
  out: "out on hire",
};

// The objects naming a hirer, whose earlier activity rows the erasure scrubs.
const HIRER_OBJECTS: readonly ActivityObjectType[] = [
  "customer",
  "licence_check",
  "agreement",
  "report",
  "fine",
  "damage_charge",
];

type Locked = {
  id: string;
  erasedAt: Date | null;
  createdAt: Date;
  name: string;
  email: string | null;
  phone: string | null;
  licenceNumber: string | null;
  dateOfBirth: Date | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressPostcode: string | null;
  notes: string | null;
};

type HirerReport = {
  id: string;
  customerId: string | null;
  agreementId: string | null;
  customerSignedName: string | null;
};

/**
 * Which of the hirers cannot be erased now, each with the reason the contract gives: a live
 * agreement (named), or a damage charge waiting for their answer or disputed.
 */
async function refusals(tx: Tx, companyId: string, ids: string[]): Promise<Map<string, string>> {
  const charged = await tx.damageCharge.findMany({
    where: { companyId, customerId: { in: ids }, status: { in: [...OPEN_DAMAGE_CHARGE_STATUSES] } },
    select: { customerId: true },
    distinct: ["customerId"],
  });
  const live = await tx.$queryRaw<{ customerId: string; id: string; status: string }[]>`
    SELECT DISTINCT ON ("customerId") "customerId", "id", "status" FROM "Agreement"
    WHERE "companyId" = ${companyId} AND "customerId" = ANY(${ids}::text[])
      AND "status" = ANY(${LIVE_AGREEMENT}::text[])
    ORDER BY "customerId", "id"`;
  const why = new Map<string, string>();
  for (const { customerId } of charged) {
    if (customerId)
      why.set(
        customerId,
        "This hirer has a damage charge waiting for their answer or disputed, so their personal data cannot be erased until it is settled.",
      );
  }
  for (const a of live)
    why.set(
      a.customerId,
      `This hirer's agreement ${a.id} is ${LIVE_WORDS[a.status] ?? a.status}, so their personal data cannot be erased until it is closed or cancelled.`,
    );
  return why;
}

/**
 * Each object naming one of the hirers (the hirer, their checks, agreements, fines, charges, and
 * the reports of them or of their agreements), with the personal values its records may hold:
 * its hirer's (or, for a report of one hirer on another's agreement, both hirers').
 */
class HirerObjects {
  private readonly values = new Map<string, (string | null | undefined)[]>();
  private readonly owners = new Map<string, Set<string>>();
  private readonly made = new Map<string, PersonalValues>();

  constructor(hirers: Locked[]) {
    for (const c of hirers) {
      this.values.set(c.id, [
        c.name,
        c.email,
        c.phone,
        c.licenceNumber,
        c.dateOfBirth?.toISOString().slice(0, 10),
        c.addressLine1,
        c.addressLine2,
        c.addressPostcode,
        c.notes,
      ]);
      this.add(c.id, c.id);
    }
  }

  /** Names `objectId` as the hirer's (a hirer outside the batch is no one's), with values it adds to theirs. */
  add(objectId: string, hirerId: string | null | undefined, ...values: (string | null)[]): void {
    const own = hirerId ? this.values.get(hirerId) : undefined;
    if (!hirerId || !own) return;
    own.push(...values);
    const owners = this.owners.get(objectId) ?? new Set<string>();
    owners.add(hirerId);
    this.owners.set(objectId, owners);
  }

  /** The values of these hirers together (once every object is added). */
  personal(hirerIds: Iterable<string>): PersonalValues {
    const ids = [...new Set(hirerIds)].sort();
    const key = ids.join(" ");
    const known = this.made.get(key);
    if (known) return known;
    const made = new PersonalValues(ids.flatMap((id) => this.values.get(id) ?? []));
    this.made.set(key, made);
    return made;
  }

  /** Every object id with its values. */
  objects(): Map<string, PersonalValues> {
    return new Map([...this.owners].map(([id, owners]) => [id, this.personal(owners)]));
  }
}

/**
 * Erases the hirers inside the caller's transaction and returns the ids it erased; one already
 * erased is passed over (nothing changes). `refuse` (a person erasing one hirer) waits for their
 * row locks and answers 404 for a hirer the company does not have and 409 `invalid_state` while
 * an agreement is live or a charge is open. `skip` (the retention job's batches) passes over a
 * hirer whose row a request holds (SKIP LOCKED; the next run finds them again), one gone, and one
 * with a live agreement or open charge. The row lock waits for (or passes over) an agreement
 * being made for the hirer (its foreign key takes a share lock), so the check cannot miss one.
 */
export async function eraseHirers(
  tx: Tx,
  options: {
    companyId: string;
    customerIds: string[];
    actor: ActivityActor;
    now: Date;
    mode: "refuse" | "skip";
  },
): Promise<string[]> {
  const { companyId, now, mode } = options;
  const asked = [...new Set(options.customerIds)];
  if (asked.length === 0) return [];
  const lock = mode === "skip" ? Prisma.sql`FOR UPDATE SKIP LOCKED` : Prisma.sql`FOR UPDATE`;
  const locked = await tx.$queryRaw<Locked[]>`
    SELECT "id", "erasedAt", "createdAt", "name", "email", "phone", "licenceNumber", "dateOfBirth",
      "addressLine1", "addressLine2", "addressPostcode", "notes"
    FROM "Customer" WHERE "companyId" = ${companyId} AND "id" = ANY(${asked}::text[])
    ORDER BY "id" ${lock}`;
  if (mode === "refuse" && locked.length < asked.length) throw notFound("customer");
  const pending = locked.filter((c) => !c.erasedAt);
  if (pending.length === 0) return [];
  const refused = await refusals(
    tx,
    companyId,
    pending.map((c) => c.id),
  );
  const [refusal] = refused.values();
  if (mode === "refuse" && refusal) throw new AppError("invalid_state", refusal);
  const hirers = pending.filter((c) => !refused.has(c.id));
  if (hirers.length === 0) return [];
  const ids = hirers.map((c) => c.id);

  const where = { companyId, customerId: { in: ids } };
  const [agreements, checks, fines, charges] = [
    await tx.agreement.findMany({
      where,
      select: {
        id: true,
        customerId: true,
        signedByName: true,
        signerIp: true,
        signerUserAgent: true,
      },
    }),
    await tx.licenceCheck.findMany({
      where,
      select: { id: true, customerId: true, licenceNumber: true },
    }),
    await tx.fine.findMany({ where, select: { id: true, customerId: true } }),
    await tx.damageCharge.findMany({ where, select: { id: true, customerId: true } }),
  ];
  const agreementIds = agreements.map((a) => a.id);
  const reports = await tx.$queryRaw<HirerReport[]>`
    SELECT "id", "customerId", "agreementId", "customerSignedName" FROM "Report"
    WHERE "companyId" = ${companyId} AND "customerId" = ANY(${ids}::text[])
    UNION
    SELECT "id", "customerId", "agreementId", "customerSignedName" FROM "Report"
    WHERE "companyId" = ${companyId} AND "agreementId" = ANY(${agreementIds}::text[])`;
  const named = new HirerObjects(hirers);
  const hirerOfAgreement = new Map(agreements.map((a) => [a.id, a.customerId]));
  for (const a of agreements)
    named.add(a.id, a.customerId, a.signedByName, a.signerIp, a.signerUserAgent);
  for (const c of checks) named.add(c.id, c.customerId, c.licenceNumber);
  for (const f of fines) named.add(f.id, f.customerId);
  for (const c of charges) named.add(c.id, c.customerId);
  for (const r of reports) {
    named.add(r.id, r.customerId, r.customerSignedName);
    named.add(r.id, hirerOfAgreement.get(r.agreementId ?? ""), r.customerSignedName);
  }
  const objects = named.objects();

  await tx.customer.updateMany({
    where: { companyId, id: { in: ids } },
    data: {
      name: ERASED_NAME,
      email: null,
      phone: null,
      dateOfBirth: null,
      licenceNumber: null,
      addressLine1: null,
      addressLine2: null,
      addressCity: null,
      addressPostcode: null,
      addressCountry: null,
      notes: null,
      erasedAt: now,
      searchText: customerSearchText({
        name: ERASED_NAME,
        email: null,
        phone: null,
        licenceNumber: null,
      }),
    },
  });
  await stripLicenceChecks(tx, { companyId, ids: checks.map((c) => c.id), now });
  if (agreements.some((a) => a.signedByName !== null))
    await tx.agreement.updateMany({
      where: { ...where, signedByName: { not: null } },
      data: { signedByName: ERASED_NAME },
    });
  if (agreements.some((a) => a.signerIp !== null || a.signerUserAgent !== null))
    await tx.agreement.updateMany({
      where: { ...where, OR: [{ signerIp: { not: null } }, { signerUserAgent: { not: null } }] },
      data: { signerIp: null, signerUserAgent: null },
    });
  if (agreementIds.length > 0)
    await tx.$executeRaw`
      UPDATE "AgreementAudit" SET "ipAddress" = NULL, "userAgent" = NULL
      WHERE "companyId" = ${companyId} AND "agreementId" = ANY(${agreementIds}::text[])
        AND ("ipAddress" IS NOT NULL OR "userAgent" IS NOT NULL)`;
  const signedReports = reports.filter((r) => r.customerSignedName !== null).map((r) => r.id);
  if (signedReports.length > 0)
    await tx.report.updateMany({
      where: { companyId, id: { in: signedReports }, customerSignedName: { not: null } },
      data: { customerSignedName: ERASED_NAME },
    });

  await scrubActivity(tx, { companyId, objects, objectTypes: HIRER_OBJECTS });
  const erased = await tx.customer.findMany({
    where: { companyId, id: { in: ids } },
    include: customerInclude,
  });
  await scrubEvents(tx, {
    companyId,
    since: new Date(Math.min(...hirers.map((c) => c.createdAt.getTime()))),
    objects,
    replace: new Map(erased.map((c) => [c.id, toCustomer(c)])),
  });
  const emailOwners = new Map<string, string[]>();
  for (const c of hirers) {
    if (!c.email) continue;
    const address = c.email.toLowerCase();
    emailOwners.set(address, [...(emailOwners.get(address) ?? []), c.id]);
  }
  await scrubEmails(tx, {
    companyId,
    emails: new Map([...emailOwners].map(([address, owners]) => [address, named.personal(owners)])),
  });
  await scrubRequestLogs(tx, { companyId, personal: named.personal(ids) });
  // Who and when, never what: one row for each hirer.
  await tx.$executeRaw(
    activityInsert(
      ids.map((id) => ({
        companyId,
        actor: options.actor,
        action: "customer.erased",
        object: { type: "customer" as const, id },
      })),
    ),
  );
  ids.forEach(() => noteRecorded());
  return ids;
}

export async function eraseCustomer(options: {
  companyId: string;
  actor: ActivityActor;
  customerId: string;
}): Promise<CustomerWithCheck> {
  const { companyId, customerId } = options;
  if (!isIdOf("customer", customerId)) throw notFound("customer");
  const erased = await db.$transaction((tx) =>
    eraseHirers(tx, {
      companyId,
      customerIds: [customerId],
      actor: options.actor,
      now: new Date(),
      mode: "refuse",
    }),
  );
  if (erased.length === 0) noteUnchanged();
  return db.customer.findFirstOrThrow({
    where: { id: customerId, companyId },
    include: customerInclude,
  });
}
