import { z } from "zod";
import type { Company as CompanyRow } from "../db/generated/client";
import { idOf, iso, timestamp } from "./common";

export const SUPPORTED_COUNTRIES = ["GB"] as const;

export const CompanyProfile = z.object({
  id: idOf("co", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  name: z.string(),
  country: z.string().meta({ description: "ISO 3166-1 alpha-2 country code", example: "GB" }),
  vat_number: z.string().nullable(),
  address_line1: z.string().nullable(),
  address_line2: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  has_logo: z.boolean(),
  credit_balance: z.number().int(),
  created_at: timestamp,
});
export type CompanyProfile = z.infer<typeof CompanyProfile>;

export function toCompanyProfile(c: CompanyRow): CompanyProfile {
  return {
    id: c.id,
    name: c.name,
    country: c.country,
    vat_number: c.vatNumber,
    address_line1: c.addressLine1,
    address_line2: c.addressLine2,
    city: c.city,
    postcode: c.postcode,
    contact_email: c.contactEmail,
    contact_phone: c.contactPhone,
    has_logo: c.logoKey !== null,
    credit_balance: c.creditBalance,
    created_at: iso(c.createdAt),
  };
}

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const UpdateCompanyInput = z
  .object({
    name: z.string().trim().min(2, "must be at least 2 characters").max(120).optional(),
    vat_number: z
      .string()
      .trim()
      .transform((v) => v.replace(/\s+/g, "").toUpperCase())
      .pipe(
        z
          .string()
          .regex(
            /^(GB)?(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
            "must be a UK VAT number, for example GB123456789",
          ),
      )
      .nullable()
      .optional(),
    address_line1: optionalText(120),
    address_line2: optionalText(120),
    city: optionalText(80),
    postcode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, "must be a UK postcode, for example SW1A 1AA")
      .nullable()
      .optional(),
    contact_email: z.email("must be an email address").trim().toLowerCase().nullable().optional(),
    contact_phone: optionalText(30),
  })
  .strict();
export type UpdateCompanyInput = z.infer<typeof UpdateCompanyInput>;
