// What the signed agreement PDF prints, read when the hirer signs: the company with its
// address, the hirer with address, date of birth, licence number and latest licence check,
// the hire, the frozen terms and the audit rows.
import { createHash } from "node:crypto";
import { db } from "../../db";
import { storage } from "../../integrations/storage";
import { toOutcome } from "../../models/licence-check";
import type { LoadedAgreement } from "../../models/agreement";
import type { AgreementPdfData, AuditRow } from "../../pdf/agreement-data";

export type SignForm = { fullName: string; signature: Buffer };

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const present = (lines: (string | null)[]) => lines.filter((l): l is string => Boolean(l));

async function hirerOf(companyId: string, customerId: string) {
  const [customer, check] = await Promise.all([
    db.customer.findFirstOrThrow({ where: { id: customerId, companyId } }),
    db.licenceCheck.findFirst({
      where: { companyId, customerId },
      orderBy: { id: "desc" },
      select: { outcome: true, penaltyPoints: true, checkedAt: true, licenceNumber: true },
    }),
  ]);
  const outcome = check && toOutcome(check.outcome);
  return {
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    address: present([
      customer.addressLine1,
      customer.addressLine2,
      customer.addressCity,
      customer.addressPostcode,
      customer.addressCountry === "GB" ? null : customer.addressCountry,
    ]),
    dateOfBirth: customer.dateOfBirth,
    licenceNumber: customer.licenceNumber ?? check?.licenceNumber ?? null,
    licenceCheck:
      check && outcome
        ? { outcome, points: check.penaltyPoints, checkedAt: check.checkedAt }
        : null,
  };
}

export async function agreementPdfFacts(
  agreement: LoadedAgreement,
  form: SignForm,
  signed: AuditRow,
): Promise<AgreementPdfData> {
  const [company, hirer, audit] = await Promise.all([
    db.company.findUniqueOrThrow({ where: { id: agreement.companyId } }),
    hirerOf(agreement.companyId, agreement.customerId),
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
    hirer,
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
    company: {
      name: company.name,
      logo,
      addressLines: present([
        company.addressLine1,
        company.addressLine2,
        present([company.city, company.postcode]).join(" ") || null,
      ]),
      contact: present([company.contactPhone, company.contactEmail]),
    },
    ...facts,
    signature: { name: form.fullName, png: form.signature, signedAt: signed.at },
    audit: rows,
    contentSha256: sha256(JSON.stringify({ ...facts, signedBy: form.fullName })),
  };
}
