// POST /customers/{id}/erase (UK GDPR's right to erasure), and the same erasure for the retention
// job's inactive hirers: in one transaction the hirer's personal fields become the contract's
// placeholders, their licence checks are stripped, the names they signed with and the signing
// addresses go, and so does every copy in earlier activity rows, events, sent emails and the
// request log. The frozen PDFs and photos stay until the retention policy removes them (the
// signed contract).
import { db, type Tx } from "../../db";
import { AppError, notFound } from "../../errors";
import { isIdOf } from "../../ids";
import { customerSearchText, type CustomerWithCheck } from "../../models/customer";
import { noteUnchanged } from "../activity/activity-scope";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { customerInclude, findCustomer } from "../customers/find-customer";
import { hasOpenDamageCharge } from "../damage-charges/find-charge";
import { ERASED_NAME, PersonalValues } from "./personal-values";
import { scrubActivity, scrubEmails, scrubEvents, scrubRequestLogs } from "./scrub-records";
import { stripLicenceChecks } from "./strip-licence-checks";
import { toCustomer } from "../../models/customer";

const LIVE_AGREEMENT = ["sent", "signed", "out"];
const LIVE_WORDS: Record<string, string> = {
  sent: "sent for signing",
  signed: "signed",
  out: "out on hire",
};

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

/**
 * Erases the hirer inside the caller's transaction; false when they were erased already (nothing
 * changes). 409 `invalid_state` while an agreement is live. The row lock waits for an agreement
 * being made for the hirer (its foreign key takes a share lock), so the check cannot miss one.
 */
export async function eraseHirer(
  tx: Tx,
  options: { companyId: string; customerId: string; actor: ActivityActor; now: Date },
): Promise<boolean> {
  const { companyId, customerId, now } = options;
  const [customer] = await tx.$queryRaw<Locked[]>`
    SELECT "id", "erasedAt", "createdAt", "name", "email", "phone", "licenceNumber", "dateOfBirth",
      "addressLine1", "addressLine2", "addressPostcode", "notes"
    FROM "Customer" WHERE "id" = ${customerId} AND "companyId" = ${companyId} FOR UPDATE`;
  if (!customer) throw notFound("customer");
  if (customer.erasedAt) return false;
  const live = await tx.agreement.findFirst({
    where: { companyId, customerId, status: { in: LIVE_AGREEMENT } },
    select: { id: true, status: true },
  });
  if (live)
    throw new AppError(
      "invalid_state",
      `This hirer's agreement ${live.id} is ${LIVE_WORDS[live.status] ?? live.status}, so their personal data cannot be erased until it is closed or cancelled.`,
    );
  if (await hasOpenDamageCharge(tx, companyId, customerId))
    throw new AppError(
      "invalid_state",
      "This hirer has a damage charge waiting for their answer or disputed, so their personal data cannot be erased until it is settled.",
    );

  const [agreements, checks, fines, charges] = await Promise.all([
    tx.agreement.findMany({
      where: { companyId, customerId },
      select: { id: true, signedByName: true, signerIp: true, signerUserAgent: true },
    }),
    tx.licenceCheck.findMany({
      where: { companyId, customerId },
      select: { id: true, licenceNumber: true },
    }),
    tx.fine.findMany({ where: { companyId, customerId }, select: { id: true } }),
    tx.damageCharge.findMany({ where: { companyId, customerId }, select: { id: true } }),
  ]);
  const agreementIds = agreements.map((a) => a.id);
  const reports = await tx.report.findMany({
    where: { companyId, OR: [{ customerId }, { agreementId: { in: agreementIds } }] },
    select: { id: true, customerSignedName: true },
  });
  const personal = new PersonalValues([
    customer.name,
    customer.email,
    customer.phone,
    customer.licenceNumber,
    customer.dateOfBirth?.toISOString().slice(0, 10),
    customer.addressLine1,
    customer.addressLine2,
    customer.addressPostcode,
    customer.notes,
    ...agreements.flatMap((a) => [a.signedByName, a.signerIp, a.signerUserAgent]),
    ...reports.map((r) => r.customerSignedName),
    ...checks.map((c) => c.licenceNumber),
  ]);

  await tx.customer.updateMany({
    where: { id: customerId, companyId },
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
  await tx.agreement.updateMany({
    where: { companyId, customerId, signedByName: { not: null } },
    data: { signedByName: ERASED_NAME },
  });
  await tx.agreement.updateMany({
    where: {
      companyId,
      customerId,
      OR: [{ signerIp: { not: null } }, { signerUserAgent: { not: null } }],
    },
    data: { signerIp: null, signerUserAgent: null },
  });
  await tx.agreementAudit.updateMany({
    where: {
      companyId,
      agreementId: { in: agreementIds },
      OR: [{ ipAddress: { not: null } }, { userAgent: { not: null } }],
    },
    data: { ipAddress: null, userAgent: null },
  });
  await tx.report.updateMany({
    where: {
      companyId,
      id: { in: reports.map((r) => r.id) },
      customerSignedName: { not: null },
    },
    data: { customerSignedName: ERASED_NAME },
  });

  const objectIds = [
    customerId,
    ...checks.map((c) => c.id),
    ...agreementIds,
    ...reports.map((r) => r.id),
    ...fines.map((f) => f.id),
    ...charges.map((c) => c.id),
  ];
  await scrubActivity(tx, { companyId, objectIds, personal });
  const erased = await findCustomer({ companyId, customerId }, tx);
  await scrubEvents(tx, {
    companyId,
    since: customer.createdAt,
    objectIds,
    personal,
    replace: new Map([[customerId, toCustomer(erased)]]),
  });
  await scrubEmails(tx, { companyId, email: customer.email, personal });
  await scrubRequestLogs(tx, { companyId, personal });
  // Who and when, never what.
  await recordActivity(tx, {
    companyId,
    actor: options.actor,
    action: "customer.erased",
    object: { type: "customer", id: customerId },
  });
  return true;
}

export async function eraseCustomer(options: {
  companyId: string;
  actor: ActivityActor;
  customerId: string;
}): Promise<CustomerWithCheck> {
  const { companyId, customerId } = options;
  if (!isIdOf("customer", customerId)) throw notFound("customer");
  const erased = await db.$transaction((tx) =>
    eraseHirer(tx, { companyId, customerId, actor: options.actor, now: new Date() }),
  );
  if (!erased) noteUnchanged();
  return db.customer.findFirstOrThrow({
    where: { id: customerId, companyId },
    include: customerInclude,
  });
}
