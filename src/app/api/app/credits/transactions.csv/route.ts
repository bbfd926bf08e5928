// The credit ledger as CSV (?kind=, ?created_from=, ?created_to=), on the staff session.
import { sessionRoute } from "~/server/http/rest/api-route";
import { getLedgerCsv } from "~/server/http/files/billing-files";

export const dynamic = "force-dynamic";
export const GET = sessionRoute(getLedgerCsv);
