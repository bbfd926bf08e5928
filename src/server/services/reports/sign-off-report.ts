// completed -> signed_off. The PDF is rendered once, here, stored with its SHA-256
// and never regenerated. The status change comes first (conditional: still
// completed) and the PDF is rendered and stored inside the same transaction, so a
// loser of a race renders nothing, and a failed render or write leaves the report
// completed and deletes its files (named uniquely for this attempt). The hirer's email with the PDF is
// queued in the same transaction as the status change.
import { createHash, randomBytes } from "node:crypto";
import { db } from "../../db";
import { AppError } from "../../errors";
import { storage } from "../../integrations/storage";
import type { SignOffReportInput } from "../../models/report";
import { renderReportPdf } from "../../pdf/render-report";
import { changesOfNew, secretChanges } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { signaturePng } from "../signing/signature-image";
import { findReport, invalidState, type LoadedReport } from "./find-report";
import { queueSignedReportEmail } from "./email-report";
import { reportPdfData } from "./report-pdf-data";
import { readinessEnforced } from "./readiness";

// Rendering and storing the PDF happen inside the sign-off's transaction.
const SIGN_OFF_TIMEOUT_MS = 60_000;

export async function signOffReport(options: {
  companyId: string;
  actor: ActivityActor;
  input: SignOffReportInput;
}): Promise<LoadedReport> {
  const { companyId, input } = options;
  const report = await findReport(db, companyId, input.id);
  if (report.status !== "completed")
    throw invalidState(report, "be signed off (complete it first)");
  if (readinessEnforced(options.actor) && !input.signature_png) {
    throw new AppError("invalid_request", "Sign in the box before signing the report off.", {
      errors: [{ pointer: "/signature_png", detail: "A signature is required" }],
    });
  }
  const [signature, customerSignature] = await Promise.all([
    signaturePng(input.signature_png, "signature_png"),
    signaturePng(input.customer_signature_png, "customer_signature_png"),
  ]);
  const signedOffAt = new Date();
  const facts = {
    signedOffAt,
    signedByName: input.signed_by_name,
    signature,
    customerSignedName: input.customer_signed_name ?? null,
    customerSignature,
  };
  const attempt = randomBytes(6).toString("hex");
  const folder = `${companyId}/reports/${report.id}`;
  const keys = {
    pdfKey: `${folder}/signed-${attempt}.pdf`,
    signatureKey: signature ? `${folder}/signature-${attempt}.png` : null,
    customerSignatureKey: customerSignature ? `${folder}/customer-signature-${attempt}.png` : null,
  };
  const files = storage();
  const removeFiles = () =>
    Promise.allSettled(Object.values(keys).flatMap((k) => (k ? [files.delete(k)] : [])));

  // The state change comes first and holds the row: a concurrent sign-off waits, then
  // finds the report no longer completed and answers 409 without rendering anything.
  const signed = await db
    .$transaction(
      async (tx) => {
        const moved = await tx.report.updateMany({
          where: { id: report.id, companyId, status: "completed" },
          data: {
            status: "signed_off",
            signedOffAt,
            signedByName: facts.signedByName,
            customerSignedName: facts.customerSignedName,
          },
        });
        if (moved.count === 0) return false;
        const pdf = await renderReportPdf(await reportPdfData(tx, report, facts));
        const pdfSha256 = createHash("sha256").update(pdf).digest("hex");
        await Promise.all([
          files.put(keys.pdfKey, pdf, "application/pdf"),
          signature && keys.signatureKey
            ? files.put(keys.signatureKey, signature, "image/png")
            : null,
          customerSignature && keys.customerSignatureKey
            ? files.put(keys.customerSignatureKey, customerSignature, "image/png")
            : null,
        ]);
        await tx.report.update({ where: { id: report.id }, data: { ...keys, pdfSha256 } });
        await queueSignedReportEmail(tx, { report, pdfKey: keys.pdfKey, pdfSha256 });
        const changes = [
          { field: "status", before: "completed", after: "signed_off" },
          ...changesOfNew({ signed_by_name: facts.signedByName }),
          // The hirer's name and both signatures are named, never copied (personal data in a log kept for good).
          ...secretChanges(
            ...(facts.customerSignedName ? ["customer_signed_name"] : []),
            ...(signature ? ["signature"] : []),
            ...(customerSignature ? ["customer_signature"] : []),
          ),
        ];
        await recordActivity(tx, {
          companyId,
          actor: options.actor,
          action: "report.signed_off",
          object: { type: "report", id: report.id },
          changes,
        });
        return true;
      },
      { timeout: SIGN_OFF_TIMEOUT_MS },
    )
    .catch(async (error: unknown) => {
      await removeFiles();
      throw error;
    });
  if (!signed)
    throw invalidState(await findReport(db, companyId, report.id), "be signed off again");
  return findReport(db, companyId, report.id);
}
