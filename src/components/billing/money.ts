import { vatBreakdown } from "~/server/models/purchase";
import { formatPence } from "~/server/models/uk-format";

/** "£8.33 + £1.67 VAT" for a VAT-inclusive price. */
export function withoutVat(grossPence: number): string {
  const { net, vat } = vatBreakdown(grossPence);
  return `${formatPence(net)} + ${formatPence(vat)} VAT`;
}
