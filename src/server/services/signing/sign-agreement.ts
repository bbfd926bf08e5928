// The hirer signs: sent (live link) -> signed. The PDF is rendered, sealed and stored
// first, under a name unique to this attempt; then one transaction sets the status,
// the signature, the document's SHA-256, the `signed` audit row and agreement.signed,
// on the condition that the agreement is still `sent` under this link and unexpired.
// A second submission (another tab) loses that condition, records nothing and deletes
// its own files: the first signature stands.
import { createHash, randomBytes } from "node:crypto";
import { db } from "../../db";
import { newId } from "../../ids";
import { storage } from "../../integrations/storage";
import { toAgreement, type LoadedAgreement } from "../../models/agreement";
import type { AuditRow } from "../../pdf/agreement-data";
import { renderSignedAgreementPdf } from "../../pdf/render-agreement";
import { agreementInclude } from "../agreements/find-agreement";
import { withWarnings } from "../agreements/hire-warnings";
import { writeEvent } from "../events/write-event";
import {
  currentView,
  findByToken,
  stateOf,
  type SigningRequest,
  type SigningView,
} from "./signing-link";
import { secretChanges } from "../activity/changes";
import { recordActivity } from "../activity/record-activity";

export type SignForm = { fullName: string; signature: Buffer };

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

async function pdfFacts(agreement: LoadedAgreement, form: SignForm, signed: AuditRow) {
  const [company, customer, audit] = await Promise.all([
    db.company.findUniqueOrThrow({
      where: { id: agreement.companyId },
      select: { name: true, logoKey: true },
    }),
    db.customer.findFirstOrThrow({
      where: { id: agreement.customerId, companyId: agreement.companyId },
      select: { name: true, email: true, phone: true },
    }),
    db.agreementAudit.findMany({
      where: { companyId: agreement.companyId, agreementId: agreement.id },
      orderBy: { id: "asc" },
    }),
  ]);
  const logo = company.logoKey ? await storage().get(company.logoKey) : null;
  const facts = {
    agreement: {
      id: agreement.id,
      reference: agreement.reference,
      startsAt: agreement.startsAt,
      endsAt: agreement.endsAt,
      rentalDays: agreement.rentalDays,
      dailyRatePence: agreement.dailyRatePence,
      totalPence: agreement.totalPence,
      depositPence: agreement.depositPence,
      excessPence: agreement.excessPence,
      mileageAllowancePerDay: agreement.mileageAllowancePerDay,
    },
    hirer: customer,
    vehicle: {
      vrm: agreement.vehicle.vrm,
      make: agreement.vehicle.make,
      model: agreement.vehicle.model,
    },
    terms: {
      id: agreement.termsVersion.templateId,
      name: agreement.termsVersion.name,
      version: agreement.termsVersion.version,
      body: agreement.termsVersion.body,
    },
  };
  const rows: AuditRow[] = [
    ...audit.map((row) => ({
      kind: row.kind as AuditRow["kind"],
      at: row.createdAt,
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
    })),
    signed,
  ];
  return {
    company: { name: company.name, logo },
    ...facts,
    signature: { name: form.fullName, png: form.signature, signedAt: signed.at },
    audit: rows,
    contentSha256: sha256(JSON.stringify({ ...facts, signedBy: form.fullName })),
  };
}

export async function signAgreement(options: {
  token: string;
  form: SignForm;
  request: SigningRequest;
}): Promise<SigningView> {
  const agreement = await findByToken(options.token);
  if (!agreement || stateOf(agreement) !== "sign") return currentView(options.token);
  const signedAt = new Date();
  const signedRow: AuditRow = {
    kind: "signed",
    at: signedAt,
    ipAddress: options.request.ip,
    userAgent: options.request.userAgent,
  };
  const pdf = await renderSignedAgreementPdf(await pdfFacts(agreement, options.form, signedRow));

  const attempt = randomBytes(6).toString("hex");
  const folder = `${agreement.companyId}/agreements/${agreement.id}`;
  const keys = {
    pdfKey: `${folder}/signed-${attempt}.pdf`,
    signatureKey: `${folder}/signature-${attempt}.png`,
  };
  const files = storage();
  await Promise.all([
    files.put(keys.pdfKey, pdf, "application/pdf"),
    files.put(keys.signatureKey, options.form.signature, "image/png"),
  ]);
  const removeFiles = () =>
    Promise.allSettled([files.delete(keys.pdfKey), files.delete(keys.signatureKey)]);

  let won = false;
  try {
    won = await db.$transaction(async (tx) => {
      const { count } = await tx.agreement.updateMany({
        where: {
          id: agreement.id,
          companyId: agreement.companyId,
          status: "sent",
          signingTokenHash: agreement.signingTokenHash,
          signingExpiresAt: { gt: signedAt },
        },
        data: {
          status: "signed",
          signedAt,
          signedByName: options.form.fullName,
          signerIp: options.request.ip,
          signerUserAgent: options.request.userAgent,
          ...keys,
          documentSha256: sha256(pdf),
        },
      });
      if (count === 0) return false;
      await tx.agreementAudit.create({
        data: {
          id: newId("agreementAudit"),
          companyId: agreement.companyId,
          agreementId: agreement.id,
          kind: "signed",
          ipAddress: signedRow.ipAddress,
          userAgent: signedRow.userAgent,
          createdAt: signedAt,
        },
      });
      const signed = await tx.agreement.findUniqueOrThrow({
        where: { id: agreement.id },
        include: agreementInclude,
      });
      await writeEvent(tx, {
        companyId: agreement.companyId,
        type: "agreement.signed",
        object: toAgreement(withWarnings(signed)),
      });
      // The hirer's name is personal data and the log is kept for good: named, never copied
      // (the agreement and its audit trail hold it, and go when the hirer's data is erased).
      const changes = [
        { field: "status", before: "sent", after: "signed" },
        ...secretChanges("signed_by_name", "signature"),
      ];
      const actor = { kind: "hirer" as const, name: "Hirer (signing page)" };
      await recordActivity(tx, {
        companyId: agreement.companyId,
        actor,
        action: "agreement.signed",
        object: { type: "agreement", id: agreement.id },
        changes,
      });
      return true;
    });
  } finally {
    if (!won) await removeFiles();
  }
  return currentView(options.token);
}
