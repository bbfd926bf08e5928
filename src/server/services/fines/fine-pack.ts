// GET /fines/{id}/pdf: the transfer pack of a matched fine (any status; otherwise 409), rendered
// on each request from the fine, the hirer as now, the agreement and its frozen terms, with the
// signed agreement PDF appended, and sealed. Nothing of it is stored: once the retention policy
// deleted the agreement's files, the pack can no longer be made (410 gone).
import { db } from "../../db";
import { AppError } from "../../errors";
import { storage } from "../../integrations/storage";
import { FINE_KIND_LABELS, type FineKind } from "../../models/fine-words";
import { liabilityClause } from "../../models/liability-clause";
import type { FinePackData } from "../../pdf/fine-pack-data";
import { renderFinePack } from "../../pdf/render-fine-pack";
import { filesGone } from "../privacy/files-gone";
import { findFine } from "./find-fine";

export type FinePack = { bytes: Buffer; filename: string };

const present = (lines: (string | null)[]) => lines.filter((l): l is string => Boolean(l));

async function packFacts(companyId: string, id: string) {
  const fine = await findFine(db, companyId, id);
  if (fine.match !== "matched" || !fine.agreementId)
    throw new AppError(
      "invalid_state",
      "This fine is not matched to a hire, so it has no transfer pack. Name the agreement first.",
    );
  const agreement = await db.agreement.findFirstOrThrow({
    where: { id: fine.agreementId, companyId },
    include: {
      company: true,
      customer: true,
      vehicle: { select: { vrm: true, make: true, model: true } },
      termsVersion: { select: { templateId: true, version: true, name: true, body: true } },
    },
  });
  if (agreement.filesRemovedAt)
    throw filesGone("signed agreement PDF of this transfer pack", agreement.filesRemovedAt);
  if (!agreement.signedAt || !agreement.pdfKey || !agreement.documentSha256)
    throw new AppError(
      "invalid_state",
      `Agreement ${agreement.id} was never signed by the hirer, so there is no transfer pack.`,
    );
  return { fine, agreement, signedAt: agreement.signedAt, pdfKey: agreement.pdfKey };
}

export async function readFinePack(options: { companyId: string; id: string }): Promise<FinePack> {
  const { fine, agreement, signedAt, pdfKey } = await packFacts(options.companyId, options.id);
  const signed = await storage().get(pdfKey);
  if (!signed)
    throw new AppError("internal_error", `The PDF of agreement ${agreement.id} is missing.`);
  const { company, customer } = agreement;
  const data: FinePackData = {
    company: {
      name: company.name,
      addressLines: present([
        company.addressLine1,
        company.addressLine2,
        present([company.city, company.postcode]).join(" ") || null,
      ]),
      contact: present([company.contactPhone, company.contactEmail]),
    },
    fine: {
      id: fine.id,
      kind: FINE_KIND_LABELS[fine.kind as FineKind] ?? fine.kind,
      issuer: fine.issuer,
      reference: fine.reference,
      vrm: fine.vrm,
      contraventionAt: fine.contraventionAt,
      location: fine.location,
      amountPence: fine.amountPence,
      noticeDate: fine.noticeDate,
      respondBy: fine.respondBy,
    },
    hirer: {
      name: customer.name,
      address: present([
        customer.addressLine1,
        customer.addressLine2,
        customer.addressCity,
        customer.addressPostcode,
        customer.addressCountry === "GB" ? null : customer.addressCountry,
      ]),
    },
    vehicle: agreement.vehicle,
    agreement: {
      id: agreement.id,
      reference: agreement.reference,
      startsAt: agreement.startsAt,
      endsAt: agreement.endsAt,
      handedOverAt: agreement.handedOverAt,
      closedAt: agreement.closedAt,
      signedAt,
      signedByName: agreement.signedByName ?? customer.name,
      documentSha256: agreement.documentSha256 ?? "",
    },
    terms: {
      id: agreement.termsVersion.templateId,
      name: agreement.termsVersion.name,
      version: agreement.termsVersion.version,
      body: agreement.termsVersion.body,
    },
    liabilityClause: liabilityClause(agreement.termsVersion.body),
    preparedAt: new Date(),
  };
  return { bytes: await renderFinePack(data, signed), filename: `${fine.id}.pdf` };
}
