// A local server speaking the part of Stripe's HTTP API the stripe SDK uses here:
// POST /v1/checkout/sessions (form-encoded, with Idempotency-Key replay) and
// GET /v1/checkout/sessions/{id}. Tests move sessions on (paid, expired) as Stripe would,
// and build webhook events around them, signed by the SDK itself.
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { json, stubServer, type Recorded } from "../registry/stub-server";

export const WEBHOOK_SECRET = "whsec_test_kerbside_local_secret";

export type Session = {
  id: string;
  object: "checkout.session";
  url: string;
  mode: "payment";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  amount_total: number;
  currency: string;
};

const rid = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

export async function stripeServer() {
  const sessions = new Map<string, Session>();
  const byIdempotencyKey = new Map<string, Session>();
  let failing = false;
  const stub = await stubServer((req: Recorded, res) => {
    if (failing)
      return json(res, 500, {
        error: { type: "api_error", message: "Something went wrong on Stripe's end." },
      });
    if (!req.headers.authorization?.startsWith("Bearer sk_test_"))
      return json(res, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided" },
      });
    if (req.method === "POST" && req.url === "/v1/checkout/sessions") {
      const key = String(req.headers["idempotency-key"] ?? "");
      const replay = byIdempotencyKey.get(key);
      if (replay) return json(res, 200, replay, { "idempotent-replayed": "true" });
      const form = new URLSearchParams(req.body);
      const id = rid("cs");
      const session: Session = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.com/c/pay/${id}`,
        mode: "payment",
        status: "open",
        payment_status: "unpaid",
        client_reference_id: form.get("client_reference_id"),
        metadata: {
          purchase_id: form.get("metadata[purchase_id]") ?? "",
          company_id: form.get("metadata[company_id]") ?? "",
        },
        payment_intent: null,
        amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
        currency: form.get("line_items[0][price_data][currency]") ?? "",
      };
      sessions.set(id, session);
      if (key) byIdempotencyKey.set(key, session);
      return json(res, 200, session);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(req.url);
    const found = match ? sessions.get(match[1]!) : undefined;
    if (req.method === "GET" && found) return json(res, 200, found);
    return json(res, 404, {
      error: { type: "invalid_request_error", message: "No such resource" },
    });
  });
  const sdk = new Stripe("sk_test_local");

  return {
    url: stub.url,
    requests: stub.requests,
    close: stub.close,
    fail: (on: boolean) => (failing = on),
    session: (id: string) => sessions.get(id)!,
    /** Moves a session on, as the payer's actions at Stripe would. */
    update(id: string, change: Partial<Session>): Session {
      const next = { ...sessions.get(id)!, ...change };
      sessions.set(id, next);
      return next;
    },
    /** A webhook delivery: the event's raw body and a Stripe-Signature made by the SDK. */
    event(type: string, object: object, options: { timestamp?: number; secret?: string } = {}) {
      const payload = JSON.stringify({
        id: rid("evt"),
        object: "event",
        api_version: "2026-10-29.clover",
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        data: { object },
      });
      const signature = sdk.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? WEBHOOK_SECRET,
        timestamp: options.timestamp,
      });
      return { payload, signature };
    },
  };
}
