import { db } from "../../db";
import { notFound } from "../../errors";
import type { UpdateCompanyInput } from "../../models/company";

export async function getCompany(options: { companyId: string }) {
  const company = await db.company.findUnique({ where: { id: options.companyId } });
  if (!company) throw notFound("company");
  return company;
}

export async function updateCompany(options: { companyId: string; input: UpdateCompanyInput }) {
  const { input } = options;
  return db.company.update({
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
}
