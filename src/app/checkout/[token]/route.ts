// The sandbox payment provider's checkout page (contract section 11): GET shows the
// purchase by state; POST `outcome=paid|failed|cancelled` settles it and answers 303
// back to this page. The token in the path is the only credential.
import {
  badOutcomeHtml,
  checkoutHtml,
  failedHtml,
  notValidHtml,
} from "~/server/http/pages/checkout-page";
import { PUBLIC_PAGE_HEADERS } from "~/server/http/security-headers";
import { logger } from "~/server/observability/logger";
import {
  CHECKOUT_OUTCOMES,
  findCheckout,
  submitCheckout,
} from "~/server/services/credits/sandbox-checkout";
import { purchaseReturnUrl } from "~/server/services/credits/purchases";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ token: string }> };

const HEADERS = { ...PUBLIC_PAGE_HEADERS, "Content-Type": "text/html; charset=utf-8" };
const html = (body: string, status: number) => new Response(body, { status, headers: HEADERS });

/** Even an unexpected failure answers with this page's headers (no-store, no referrer, noindex). */
function guarded(handler: (req: Request, context: Params) => Promise<Response>) {
  return async (req: Request, context: Params): Promise<Response> => {
    try {
      return await handler(req, context);
    } catch (error) {
      logger.error({ err: error }, "Sandbox checkout failed");
      return html(failedHtml(), 500);
    }
  };
}

export const GET = guarded(async (_req, context) => {
  const purchase = await findCheckout({ token: (await context.params).token });
  if (!purchase) return html(notValidHtml(), 404);
  return html(checkoutHtml(purchase, purchaseReturnUrl(purchase.id)), 200);
});

export const POST = guarded(async (req, context) => {
  const purchase = await findCheckout({ token: (await context.params).token });
  if (!purchase) return html(notValidHtml(), 404);
  const outcome = new URLSearchParams(await req.text()).get("outcome");
  const known = CHECKOUT_OUTCOMES.find((o) => o === outcome);
  if (!known) return html(badOutcomeHtml(), 400);
  await submitCheckout({ purchaseId: purchase.id, outcome: known });
  return new Response(null, {
    status: 303,
    headers: { ...HEADERS, Location: purchase.checkoutUrl },
  });
});
