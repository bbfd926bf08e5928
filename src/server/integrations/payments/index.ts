// The payment provider chosen by PAYMENTS_PROVIDER: `sandbox` (default) or `stripe`.
import { env } from "~/env";
import { sandboxPayments } from "./sandbox";
import { stripePayments, type StripePayments } from "./stripe";
import type { PaymentProvider } from "./types";

let stripe: StripePayments | undefined;

/** The Stripe provider from STRIPE_*, or null when Stripe is not configured. */
export function configuredStripe(): StripePayments | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  stripe ??= stripePayments({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiUrl: env.STRIPE_API_URL,
  });
  return stripe;
}

export function paymentProvider(): PaymentProvider {
  if (env.PAYMENTS_PROVIDER === "stripe") {
    const configured = configuredStripe();
    if (configured) return configured;
  }
  return sandboxPayments;
}

export type { PaymentNotice, PaymentProvider } from "./types";
