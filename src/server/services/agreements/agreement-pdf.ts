// The frozen, sealed PDF of a signed agreement: the same bytes forever, for the
// company (API and app) and for the hirer through their signing link.
import { db } from "../../db";
import { AppError, notFound } from "../../errors";
import { storage } from "../../integrations/storage";
import { filesGone } from "../privacy/files-gone";
import { findByToken } from "../signing/signing-link";
import { findAgreement, invalidState } from "./find-agreement";

export type AgreementPdf = { bytes: Buffer; filename: string; sha256: string };

async function pdfOf(agreement: {
  id: string;
  filesRemovedAt: Date | null;
  pdfKey: string | null;
  documentSha256: string | null;
}): Promise<AgreementPdf> {
  if (agreement.filesRemovedAt)
    throw filesGone("signed PDF of this agreement", agreement.filesRemovedAt);
  if (!agreement.pdfKey || !agreement.documentSha256)
    throw new AppError("internal_error", `Agreement ${agreement.id} is signed but has no PDF.`);
  const bytes = await storage().get(agreement.pdfKey);
  if (!bytes)
    throw new AppError(
      "internal_error",
      `The PDF of agreement ${agreement.id} is missing from storage.`,
    );
  return { bytes, filename: `${agreement.id}.pdf`, sha256: agreement.documentSha256 };
}

/** GET /agreements/{id}/pdf: 409 before signing (a cancelled agreement keeps the PDF it was signed with). */
export async function readAgreementPdf(options: {
  companyId: string;
  id: string;
}): Promise<AgreementPdf> {
  const agreement = await findAgreement(db, options.companyId, options.id);
  if (!agreement.signedAt) throw invalidState(agreement, "have a PDF until the hirer signs it");
  return pdfOf(agreement);
}

/** GET /sign/{token}/pdf: the same bytes; not found for a bad link or before signing. */
export async function readSignedPdfByToken(token: string): Promise<AgreementPdf> {
  const agreement = await findByToken(token);
  if (!agreement?.signedAt) throw notFound("signed agreement");
  return pdfOf(agreement);
}
