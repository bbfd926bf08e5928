// Stripe Checkout through the official SDK: a Checkout Session in payment mode per
// purchase (our purchase id as client_reference_id, in metadata, and in the
// Idempotency-Key), and the webhook's events verified with the SDK and turned into
// PaymentNotices. `apiUrl` points the SDK elsewhere (stripe-mock, a test server).
import Stripe from "stripe";
import { AppError } from "../../errors";
import type { Checkout, CheckoutRequest, PaymentNotice, PaymentProvider } from "./types";

export type StripeConfig = { secretKey: string; webhookSecret: string; apiUrl?: string };

export type StripePayments = PaymentProvider & {
  /** The session's state as Stripe knows it now (the payer's browser is back). */
  readSession(sessionId: string): Promise<PaymentNotice>;
  /** Verifies `Stripe-Signature` (5 minutes' tolerance) and reads the event; throws SignatureVerificationError. */
  parseWebhook(rawBody: string, signature: string): PaymentNotice;
};

function client(config: StripeConfig): Stripe {
  const url = config.apiUrl ? new URL(config.apiUrl) : undefined;
  const protocol = url?.protocol === "http:" ? "http" : "https";
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    ...(url
      ? { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol }
      : {}),
  });
}

const purchaseIdOf = (session: Stripe.Checkout.Session) =>
  session.client_reference_id ?? session.metadata?.purchase_id ?? "";
const paymentIdOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === "string"
    ? session.payment_intent
    : (session.payment_intent?.id ?? null);

/** What a session's state means: paid, still awaiting payment, or given up. */
function noticeOfSession(session: Stripe.Checkout.Session): PaymentNotice {
  const base = { purchaseId: purchaseIdOf(session), sessionId: session.id };
  if (session.status === "expired") return { outcome: "cancelled", ...base };
  if (session.status === "complete" && session.payment_status !== "unpaid")
    return { outcome: "paid", ...base, paymentId: paymentIdOf(session) };
  return { outcome: "awaiting", ...base, paymentId: paymentIdOf(session) };
}

function noticeOfEvent(event: Stripe.Event): PaymentNotice {
  switch (event.type) {
    case "checkout.session.completed":
      return noticeOfSession(event.data.object);
    case "checkout.session.async_payment_succeeded":
      return {
        outcome: "paid",
        purchaseId: purchaseIdOf(event.data.object),
        sessionId: event.data.object.id,
        paymentId: paymentIdOf(event.data.object),
      };
    case "checkout.session.async_payment_failed":
      return {
        outcome: "failed",
        purchaseId: purchaseIdOf(event.data.object),
        sessionId: event.data.object.id,
      };
    case "checkout.session.expired":
      return {
        outcome: "cancelled",
        purchaseId: purchaseIdOf(event.data.object),
        sessionId: event.data.object.id,
      };
    case "charge.refunded": {
      const charge = event.data.object;
      const paymentId =
        typeof charge.payment_intent === "string"
          ? charge.payment_intent
          : charge.payment_intent?.id;
      // amount_refunded counts every refund of the charge so far, a partial one included.
      return paymentId
        ? {
            outcome: "refunded",
            paymentId,
            refundedPence: charge.amount_refunded,
            amountPence: charge.amount,
          }
        : { outcome: "ignored", type: event.type };
    }
    default:
      return { outcome: "ignored", type: event.type };
  }
}

const unavailable = (error: unknown) =>
  new AppError(
    "payment_provider_unavailable",
    `Stripe could not open a checkout${error instanceof Error ? ` (${error.message})` : ""}. Nothing was charged; try again shortly.`,
  );

export function stripePayments(config: StripeConfig): StripePayments {
  const stripe = client(config);
  return {
    name: "stripe",
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const metadata = { purchase_id: request.purchaseId, company_id: request.companyId };
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            client_reference_id: request.purchaseId,
            metadata,
            payment_intent_data: { metadata },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: "gbp",
                  unit_amount: request.amountPence,
                  product_data: {
                    name: `Kerbside ${request.bundleName}`,
                    description: `${request.credits} inspection report credits (price includes 20% VAT)`,
                  },
                },
              },
            ],
            success_url: request.returnUrl,
            cancel_url: request.returnUrl,
          },
          { idempotencyKey: `kerbside-checkout-${request.purchaseId}` },
        );
        if (!session.url) throw new Error("the session has no URL");
        return { url: session.url, sessionId: session.id, tokenHash: null };
      } catch (error) {
        throw unavailable(error);
      }
    },
    async readSession(sessionId: string): Promise<PaymentNotice> {
      return noticeOfSession(await stripe.checkout.sessions.retrieve(sessionId));
    },
    parseWebhook(rawBody: string, signature: string): PaymentNotice {
      return noticeOfEvent(
        stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, 300),
      );
    },
  };
}
