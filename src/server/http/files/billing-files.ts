// The Billing page's files, on the staff session: a paid purchase's VAT invoice (PDF)
// and the ledger as CSV. Rules live in the credits services.
import { z } from "zod";
import type { RouteContext } from "../rest/api-route";
import { CREDIT_KINDS } from "../../models/credits";
import { CreatedRange } from "../../models/list";
import { ledgerCsv } from "../../services/credits/ledger-csv";
import { renderPurchaseInvoice } from "../../services/credits/invoice";
import { assertCan } from "../../services/permissions";
import { csvDownload } from "./csv-download";
import { fileResponse, KEEP_NEVER } from "./file-response";

const CsvParams = CreatedRange.extend({ kind: z.enum(CREDIT_KINDS).optional() }).strict();

export async function getInvoicePdf(
  _req: Request,
  ctx: RouteContext<{ id: string }>,
): Promise<Response> {
  assertCan(ctx.caller.actor, "billing.manage");
  const invoice = await renderPurchaseInvoice({
    companyId: ctx.caller.companyId,
    purchaseId: ctx.params.id,
  });
  return fileResponse(invoice.bytes, "application/pdf", {
    cache: KEEP_NEVER,
    filename: invoice.filename,
    download: true,
  });
}

export function getLedgerCsv(
  req: Request,
  ctx: RouteContext<Record<string, string>>,
): Promise<Response> {
  assertCan(ctx.caller.actor, "billing.manage");
  return csvDownload(req, {
    filters: CsvParams,
    filename: "kerbside-credits",
    lines: (query) => ledgerCsv({ companyId: ctx.caller.companyId, query }),
  });
}
