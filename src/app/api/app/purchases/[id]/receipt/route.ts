// The VAT invoice at the address it had when the Billing page called it a receipt, so saved
// links keep working.
import { sessionRoute } from "~/server/http/rest/api-route";
import { getInvoicePdf } from "~/server/http/files/billing-files";

export const dynamic = "force-dynamic";
export const GET = sessionRoute(getInvoicePdf);
