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
import { toAgreement } from "../../models/agreement";
import type { AuditRow } from "../../pdf/agreement-data";
import { renderSignedAgreementPdf } from "../../pdf/render-agreement";
import { agreementInclude } from "../agreements/find-agreement";
import { agreementPdfFacts, type SignForm } from "./agreement-pdf-facts";
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

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

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
  const pdf = await renderSignedAgreementPdf(
    await agreementPdfFacts(agreement, options.form, signedRow),
  );

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
