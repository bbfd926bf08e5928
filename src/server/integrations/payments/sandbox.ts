// The sandbox provider: our own checkout page (/checkout/<token>) with Pay, Decline and
// Cancel, so anyone can buy credits with no account anywhere. The token is an HMAC of
// the purchase id under the server's secret: 256 unguessable bits, base64url, that the
// database never holds (it stores only the token's SHA-256), yet GET /credits/purchases
// can show the same checkout_url again.
import { createHash, createHmac } from "node:crypto";
import { env } from "~/env";
import type { Checkout, CheckoutRequest, PaymentProvider } from "./types";

function secret(): string {
  const value = process.env.NEXTAUTH_SECRET;
  if (!value)
    throw new Error("NEXTAUTH_SECRET is not set: the sandbox checkout links are keyed with it");
  return value;
}

export const hashCheckoutToken = (token: string) =>
  createHash("sha256").update(token, "utf8").digest("hex");

export function sandboxCheckoutToken(purchaseId: string): string {
  return createHmac("sha256", secret()).update(`checkout:${purchaseId}`).digest("base64url");
}

export function sandboxCheckoutUrl(purchaseId: string): string {
  return new URL(`/checkout/${sandboxCheckoutToken(purchaseId)}`, env.APP_URL).toString();
}

export const sandboxPayments: PaymentProvider = {
  name: "sandbox",
  createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const token = sandboxCheckoutToken(request.purchaseId);
    return Promise.resolve({
      url: sandboxCheckoutUrl(request.purchaseId),
      sessionId: null,
      tokenHash: hashCheckoutToken(token),
    });
  },
};
