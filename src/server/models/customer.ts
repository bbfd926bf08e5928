// Customers (hirers): the shape on the API and in the UI, and the rules of their fields
// (phone to E.164, GB licence number and postcode formats), defined once.
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import type {
  Customer as CustomerTable,
  LicenceCheck as LicenceCheckRow,
} from "../db/generated/client";
import { calendarDate, calendarDay, dateOrNull, email, idOf, iso, timestamp } from "./common";
import { CreatedRange, ListQuery } from "./list";
import { toOutcome } from "./licence-check";
import { LICENCE_OUTCOMES } from "./licence-words";

/** A customer as the client reads it: every column but the search text, which only the database's index reads. */
export type CustomerRow = Omit<CustomerTable, "searchText">;

export const customerId = idOf("cus", "01jd8x3m5kf3v9w2q7r4t6y8z0");

/** `07700 900123` -> `+447700900123`: numbers without a country code are UK numbers. */
export function normalisePhone(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw, "GB");
  return parsed?.isPossible() ? parsed.number : null;
}

// DVLA's licence number: 5 of surname (padded with 9 at the end), 6 digits (decade of
// birth, month, +50 for women, day, year), 2 initials (letters or 9), 1 digit, 2 letters.
const LICENCE_NUMBER =
  /^(?:[A-Z]{5}|[A-Z]{4}9|[A-Z]{3}9{2}|[A-Z]{2}9{3}|[A-Z]9{4})\d(?:0[1-9]|1[0-2]|5[1-9]|6[0-2])(?:0[1-9]|[12]\d|3[01])\d[A-Z9]{2}\d[A-Z]{2}$/;

export const licenceNumber = z
  .string()
  .transform((v) => v.replace(/\s+/g, "").toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        LICENCE_NUMBER,
        "must be a GB driving licence number of 16 characters, such as MORGA753116SM9IJ",
      ),
  )
  .meta({
    description: "GB driving licence number; spaces and case are ignored",
    example: "MORGA753116SM9IJ",
  });

// Royal Mail's postcode format (outward code, space, inward code), plus GIR 0AA.
const GB_POSTCODE = /^(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[A-Z]{2}$/;
const formatPostcode = (compact: string) => `${compact.slice(0, -3)} ${compact.slice(-3)}`;

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
const isCountryCode = (code: string) =>
  /^[A-Z]{2}$/.test(code) && regionNames.of(code) !== undefined;

const optionalText = (max: number) =>
  z.string().trim().min(1, "must not be empty").max(max).nullable().optional();

export const Address = z.object({
  line1: z.string().trim().min(1, "is required").max(200).meta({ example: "1 High Street" }),
  line2: z.string().trim().max(200).nullable().meta({ example: null }),
  city: z.string().trim().max(100).nullable().meta({ example: "Leeds" }),
  postcode: z
    .string()
    .nullable()
    .meta({ description: "A GB postcode is stored upper case with one space", example: "LS1 1AA" }),
  country: z.string().meta({ description: "ISO 3166-1 alpha-2", example: "GB" }),
});
export type Address = z.infer<typeof Address>;

export const AddressInput = z
  .object({
    line1: Address.shape.line1,
    line2: optionalText(200),
    city: optionalText(100),
    postcode: z.string().trim().max(16).nullable().optional(),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCountryCode, "must be an ISO 3166-1 alpha-2 country code, such as GB")
      .default("GB"),
  })
  .strict()
  .transform((a, ctx) => {
    let postcode = a.postcode ? a.postcode : null;
    if (postcode && a.country === "GB") {
      const compact = postcode.replace(/\s+/g, "").toUpperCase();
      if (!GB_POSTCODE.test(compact)) {
        ctx.addIssue({
          code: "custom",
          path: ["postcode"],
          message: "must be a UK postcode, such as LS1 1AA",
        });
        return z.NEVER;
      }
      postcode = formatPostcode(compact);
    }
    return {
      line1: a.line1,
      line2: a.line2 ?? null,
      city: a.city ?? null,
      postcode,
      country: a.country,
    };
  });

export const LicenceCheckSummary = z.object({
  id: idOf("lck", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  outcome: z.enum(LICENCE_OUTCOMES),
  flagged: z.boolean(),
  checked_at: timestamp,
});

export const Customer = z.object({
  id: customerId,
  name: z.string().meta({ example: "Amelia Hirer" }),
  email: z.string().nullable().meta({ example: "amelia@example.com" }),
  phone: z.string().nullable().meta({ description: "E.164", example: "+447700900123" }),
  date_of_birth: calendarDate.nullable().meta({ example: "1990-04-01" }),
  licence_number: z.string().nullable().meta({ example: "MORGA753116SM9IJ" }),
  address: Address.nullable(),
  notes: z.string().nullable(),
  licence_check: LicenceCheckSummary.nullable().meta({
    description: "The latest licence check, or null",
  }),
  erased_at: timestamp.nullable().meta({
    description:
      "When the hirer's personal data was erased (`name` is then `Erased hirer` and every other personal field `null`), or null",
  }),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Customer = z.infer<typeof Customer>;

const pastDate = calendarDate.refine(
  (d) => d < calendarDay(new Date()),
  "must be a date in the past",
);

/** The writable fields: `name` is required on create, every other one optional and nullable. */
export const CustomerFields = z
  .object({
    name: z.string().trim().min(1, "is required").max(200),
    email: email.nullable().optional(),
    phone: z
      .string()
      .max(40)
      .transform((raw, ctx) => {
        const phone = normalisePhone(raw);
        if (!phone) {
          ctx.addIssue({
            code: "custom",
            message: "must be a phone number, such as 07700 900123 or +44 113 496 0000",
          });
          return z.NEVER;
        }
        return phone;
      })
      .nullable()
      .optional()
      .meta({
        description: "Stored as E.164; without a country code it is a UK number",
        example: "07700 900123",
      }),
    date_of_birth: pastDate.nullable().optional(),
    licence_number: licenceNumber.nullable().optional(),
    address: AddressInput.nullable()
      .optional()
      .meta({ description: "Replaced as a whole; null clears it" }),
    notes: z.string().trim().max(2000).nullable().optional(),
  })
  .strict();

export const CreateCustomerInput = CustomerFields;
export type CreateCustomerInput = z.infer<typeof CreateCustomerInput>;
export const UpdateCustomerFields = CustomerFields.partial();
export type UpdateCustomerFields = z.infer<typeof UpdateCustomerFields>;

export const ListCustomersQuery = ListQuery.extend({
  q: z.string().trim().min(1).max(100).optional().meta({
    description:
      "Case-insensitive part of the name, email, phone (as stored, E.164) or licence number",
  }),
  email: z.string().trim().max(254).optional().meta({ description: "Exact email, case ignored" }),
  ...CreatedRange.shape,
}).strict();
export type ListCustomersQuery = z.infer<typeof ListCustomersQuery>;

/** The columns of a create or update; `undefined` leaves a column as it is. */
export function customerColumns(fields: UpdateCustomerFields) {
  const address = fields.address;
  return {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    dateOfBirth:
      fields.date_of_birth === undefined
        ? undefined
        : fields.date_of_birth && new Date(fields.date_of_birth),
    licenceNumber: fields.licence_number,
    notes: fields.notes,
    ...(address === undefined
      ? {}
      : {
          addressLine1: address?.line1 ?? null,
          addressLine2: address?.line2 ?? null,
          addressCity: address?.city ?? null,
          addressPostcode: address?.postcode ?? null,
          addressCountry: address?.country ?? null,
        }),
  };
}

/** What `q` searches: the lower-case name, email, phone and licence number. */
export function customerSearchText(
  row: Pick<CustomerRow, "name" | "email" | "phone" | "licenceNumber">,
): string {
  return [row.name, row.email, row.phone, row.licenceNumber]
    .filter(Boolean)
    .join("\n")
    .toLowerCase();
}

export type CustomerWithCheck = CustomerRow & {
  licenceChecks: Pick<LicenceCheckRow, "id" | "outcome" | "checkedAt">[];
};

export function toCustomer(row: CustomerWithCheck): Customer {
  const check = row.licenceChecks[0];
  const outcome = check ? toOutcome(check.outcome) : undefined;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    date_of_birth: dateOrNull(row.dateOfBirth),
    licence_number: row.licenceNumber,
    address: row.addressLine1
      ? {
          line1: row.addressLine1,
          line2: row.addressLine2,
          city: row.addressCity,
          postcode: row.addressPostcode,
          country: row.addressCountry ?? "GB",
        }
      : null,
    notes: row.notes,
    licence_check:
      check && outcome
        ? { id: check.id, outcome, flagged: outcome !== "valid", checked_at: iso(check.checkedAt) }
        : null,
    erased_at: row.erasedAt ? iso(row.erasedAt) : null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}
