// Stripe's webhook (PAYMENTS_PROVIDER=stripe): the raw body is verified against
// `Stripe-Signature` with the SDK, then applied; a bad or old signature is 400 and
// changes nothing. Stripe retries anything but a 2xx, and every repeat is harmless.
import { receiveStripeWebhook } from "~/server/services/credits/payment-notices";

export const dynamic = "force-dynamic";

export async function POST(req: Request): Promise<Response> {
  const accepted = await receiveStripeWebhook({
    rawBody: await req.text(),
    signature: req.headers.get("stripe-signature"),
  });
  if (!accepted)
    return Response.json(
      { error: "The Stripe-Signature header is missing, wrong or too old." },
      { status: 400 },
    );
  return Response.json({ received: true });
}
