// A paid purchase's VAT invoice (PDF), for the Billing page, on the staff session.
import { sessionRoute } from "~/server/http/rest/api-route";
import { getInvoicePdf } from "~/server/http/files/billing-files";

export const dynamic = "force-dynamic";
export const GET = sessionRoute(getInvoicePdf);
