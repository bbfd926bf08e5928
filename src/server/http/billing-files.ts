// The Billing page's files, on the staff session: a paid purchase's VAT receipt (PDF)
// and the ledger as CSV. Rules live in the credits services.
import { z } from "zod";
import type { RouteContext } from "./api-route";
import { AppError } from "../errors";
import { CREDIT_KINDS } from "../models/credits";
import { CreatedRange } from "../models/list";
import { ledgerCsv } from "../services/credits/ledger-csv";
import { renderPurchaseReceipt } from "../services/credits/receipt";
import { assertCan } from "../services/permissions";

const CsvParams = CreatedRange.extend({ kind: z.enum(CREDIT_KINDS).optional() }).strict();

export async function getReceiptPdf(_req: Request, ctx: RouteContext<{ id: string }>): Promise<Response> {
  assertCan(ctx.caller.actor, "billing.manage");
  const receipt = await renderPurchaseReceipt({ companyId: ctx.caller.companyId, purchaseId: ctx.params.id });
  return new Response(new Uint8Array(receipt.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${receipt.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

export function getLedgerCsv(req: Request, ctx: RouteContext<Record<string, string>>): Promise<Response> {
  assertCan(ctx.caller.actor, "billing.manage");
  const parsed = CsvParams.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ parameter: i.path.join(".") || "query", detail: i.message }));
    return Promise.reject(new AppError("invalid_request", "The export filters are not valid.", { errors }));
  }
  const lines = ledgerCsv({ companyId: ctx.caller.companyId, query: parsed.data });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return Promise.resolve(
    new Response(body, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="kerbside-credits-${day}.csv"`,
        "Cache-Control": "private, no-store",
      },
    }),
  );
}
