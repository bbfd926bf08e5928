import { db } from "../../db";
import { notFound } from "../../errors";
import { toCompanyProfile, type UpdateCompanyInput } from "../../models/company";
import { changesBetween } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";

export async function getCompany(options: { companyId: string }) {
  const company = await db.company.findUnique({ where: { id: options.companyId } });
  if (!company) throw notFound("company");
  return company;
}

export async function updateCompany(options: {
  companyId: string;
  actor: ActivityActor;
  input: UpdateCompanyInput;
}) {
  const { input } = options;
  const before = await getCompany(options);
  return db.$transaction(async (tx) => {
    const row = await tx.company.update({
      where: { id: options.companyId },
      data: {
        name: input.name,
        vatNumber: input.vat_number,
        addressLine1: input.address_line1,
        addressLine2: input.address_line2,
        city: input.city,
        postcode: input.postcode,
        contactEmail: input.contact_email,
        contactPhone: input.contact_phone,
      },
    });
    const changes = changesBetween(toCompanyProfile(before), toCompanyProfile(row));
    await recordActivity(tx, {
      companyId: options.companyId,
      actor: options.actor,
      action: "company.updated",
      object: { type: "company", id: row.id },
      changes,
    });
    return row;
  });
}
