import { vatBreakdown } from "~/server/models/purchase";

/** `£1,234.50`: pounds with two decimals. */
export const pounds = (pence: number) => `£${(pence / 100).toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "£8.33 + £1.67 VAT" for a VAT-inclusive price. */
export function withoutVat(grossPence: number): string {
  const { net, vat } = vatBreakdown(grossPence);
  return `${pounds(net)} + ${pounds(vat)} VAT`;
}
