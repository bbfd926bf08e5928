// The VAT invoice of a paid credit purchase: its number as people read it, the parties as
// they stood when it was paid (kept on the purchase, so a later change of address or seller
// never rewrites an invoice already issued), and VAT numbers written the HMRC way.
import { z } from "zod";

export const VAT_RATE_PERCENT = 20;

/** The series the invoice counter numbers (`InvoiceCounter.series`) and the numbers' prefix. */
export const INVOICE_SERIES = "INV";

/** `INV-000042`. */
export const invoiceNumberText = (n: number) => `${INVOICE_SERIES}-${String(n).padStart(6, "0")}`;

export const InvoiceParty = z.object({
  name: z.string(),
  address: z.array(z.string()),
  vatNumber: z.string().nullable(),
});
export type InvoiceParty = z.infer<typeof InvoiceParty>;

/** `seller` null: no seller was configured (development), and the invoice says it is a sample. */
export const InvoiceParties = z.object({ seller: InvoiceParty.nullable(), buyer: InvoiceParty });
export type InvoiceParties = z.infer<typeof InvoiceParties>;

/** `GB 999 9999 73` (and `GB 999 9999 73 001` for a branch); other forms as stored. */
export function formatVatNumber(vatNumber: string): string {
  const v = vatNumber.replace(/\s+/g, "").toUpperCase().replace(/^GB/, "");
  if (/^\d{9}(\d{3})?$/.test(v))
    return ["GB", v.slice(0, 3), v.slice(3, 7), v.slice(7, 9), v.slice(9)]
      .filter(Boolean)
      .join(" ");
  return /^(GD|HA)\d{3}$/.test(v) ? `GB${v}` : vatNumber;
}
