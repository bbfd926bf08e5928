// One interface for taking payment for a credit purchase, whichever provider does it.

export type CheckoutRequest = {
  purchaseId: string;
  companyId: string;
  bundleName: string;
  credits: number;
  amountPence: number;
  /** Where the payer's browser comes back to in the app. */
  returnUrl: string;
};

export type Checkout = {
  url: string;
  /** Stripe: the Checkout Session id. */
  sessionId: string | null;
  /** Sandbox: SHA-256 of the token in `url`. */
  tokenHash: string | null;
};

/** What a provider's notification means for one purchase (already verified). */
export type PaymentNotice =
  | { outcome: "paid"; purchaseId: string; sessionId: string; paymentId: string | null }
  | { outcome: "awaiting"; purchaseId: string; sessionId: string; paymentId: string | null }
  | { outcome: "failed" | "cancelled"; purchaseId: string; sessionId: string }
  /** `refundedPence` of the payment's `amountPence` has been refunded so far (whole or in part). */
  | { outcome: "refunded"; paymentId: string; refundedPence: number; amountPence: number }
  | { outcome: "ignored"; type: string };

export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
}
