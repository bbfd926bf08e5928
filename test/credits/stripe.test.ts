// PAYMENTS_PROVIDER=stripe against a local server speaking Stripe's API (the SDK pointed
// at it by host, port and protocol), with webhooks signed by the SDK's own
// generateTestHeaderString: checkout, fulfilment in any order, replays, bad signatures,
// async failure, expiry, the browser's return and refunds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "~/env";
import { POST as webhook } from "~/app/api/payments/stripe/route";
import { db } from "~/server/db";
import { chargeCredits } from "~/server/services/credits/ledger";
import { staff } from "../factories";
import { apiCompany, call, json, problemOf } from "../api/http";
import { buy } from "./helpers";
import { stripeServer, WEBHOOK_SECRET } from "./stripe-server";

let stripe: Awaited<ReturnType<typeof stripeServer>>;

beforeAll(async () => {
  stripe = await stripeServer();
  Object.assign(env, {
    PAYMENTS_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_local",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
});
afterAll(() => stripe.close());

async function deliver(delivery: { payload: string; signature: string | null }): Promise<number> {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (delivery.signature) headers.set("Stripe-Signature", delivery.signature);
  return (
    await webhook(
      new Request("http://localhost:3000/api/payments/stripe", {
        method: "POST",
        headers,
        body: delivery.payload,
      }),
    )
  ).status;
}

async function stripePurchase(bundleId = "bdl_10") {
  const company = await apiCompany({ rateLimit: 1000 });
  const purchase = await buy(company.key, bundleId);
  const row = await db.creditPurchase.findUniqueOrThrow({ where: { id: purchase.id } });
  return { ...company, purchase, sessionId: row.providerSessionId! };
}

const stateOf = async (companyId: string, purchaseId: string) => {
  const [row, company, entries, events] = await Promise.all([
    db.creditPurchase.findUniqueOrThrow({ where: { id: purchaseId } }),
    db.company.findUniqueOrThrow({ where: { id: companyId } }),
    db.creditTransaction.findMany({
      where: { companyId, objectId: purchaseId },
      orderBy: { id: "asc" },
    }),
    db.event.count({ where: { companyId, type: "credits.purchased" } }),
  ]);
  return {
    status: row.status,
    balance: company.creditBalance,
    entries: entries.map((e) => [e.kind, e.amount]),
    events,
  };
};

describe("Stripe payments", () => {
  it("opens a Checkout Session in payment mode with our purchase id, metadata and Idempotency-Key", async () => {
    const { purchase, sessionId } = await stripePurchase("bdl_50");
    expect(purchase.checkout_url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const request = stripe.requests.find(
      (r) =>
        r.method === "POST" &&
        new URLSearchParams(r.body).get("client_reference_id") === purchase.id,
    )!;
    const form = new URLSearchParams(request.body);
    expect(Object.fromEntries(form)).toMatchObject({
      mode: "payment",
      "metadata[purchase_id]": purchase.id,
      "payment_intent_data[metadata][purchase_id]": purchase.id,
      "line_items[0][price_data][currency]": "gbp",
      "line_items[0][price_data][unit_amount]": "4750",
      "line_items[0][quantity]": "1",
    });
    expect(form.get("success_url")).toMatch(new RegExp(`/billing\\?purchase=${purchase.id}$`));
    expect(request.headers["idempotency-key"]).toBe(`kerbside-checkout-${purchase.id}`);
  });

  it("answers 502 payment_provider_unavailable and keeps no purchase when Stripe fails", async () => {
    const { key, companyId } = await apiCompany();
    stripe.fail(true);
    try {
      const problem = await problemOf(
        await call("POST", "/credits/purchases", { key, body: { bundle_id: "bdl_10" } }),
        502,
      );
      expect(problem.code).toBe("payment_provider_unavailable");
    } finally {
      stripe.fail(false);
    }
    expect(await db.creditPurchase.count({ where: { companyId } })).toBe(0);
  });

  it("fulfils on checkout.session.completed once, however often the event is replayed", async () => {
    const { companyId, purchase, sessionId } = await stripePurchase();
    const session = stripe.update(sessionId, {
      status: "complete",
      payment_status: "paid",
      payment_intent: "pi_test_1" + sessionId.slice(-8),
    });
    const delivery = stripe.event("checkout.session.completed", session);
    expect(await deliver(delivery)).toBe(200);
    expect(await deliver(delivery)).toBe(200);
    expect(await deliver(stripe.event("checkout.session.async_payment_succeeded", session))).toBe(
      200,
    );
    expect(await deliver(stripe.event("checkout.session.async_payment_failed", session))).toBe(200);
    expect(await stateOf(companyId, purchase.id)).toEqual({
      status: "paid",
      balance: 20,
      entries: [["PURCHASE", 10]],
      events: 1,
    });
  });

  it("refuses a tampered body, an old signature, another secret and no signature with 400, changing nothing", async () => {
    const { companyId, purchase, sessionId } = await stripePurchase();
    const session = stripe.update(sessionId, { status: "complete", payment_status: "paid" });
    const good = stripe.event("checkout.session.completed", session);
    const tampered = {
      payload: good.payload.replace('"paid"', '"paid" '),
      signature: good.signature,
    };
    const old = stripe.event("checkout.session.completed", session, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const otherSecret = stripe.event("checkout.session.completed", session, {
      secret: "whsec_someone_else",
    });
    for (const bad of [tampered, old, otherSecret, { payload: good.payload, signature: null }])
      expect(await deliver(bad)).toBe(400);
    expect(await stateOf(companyId, purchase.id)).toEqual({
      status: "pending",
      balance: 10,
      entries: [],
      events: 0,
    });
  });

  it("waits for an asynchronous payment, and takes the first outcome whatever order events come in", async () => {
    const first = await stripePurchase();
    const unpaid = stripe.update(first.sessionId, {
      status: "complete",
      payment_status: "unpaid",
      payment_intent: "pi_async_" + first.sessionId.slice(-8),
    });
    expect(await deliver(stripe.event("checkout.session.completed", unpaid))).toBe(200);
    expect((await stateOf(first.companyId, first.purchase.id)).status).toBe("pending");
    const paid = stripe.update(first.sessionId, { payment_status: "paid" });
    expect(await deliver(stripe.event("checkout.session.async_payment_succeeded", paid))).toBe(200);
    expect(await stateOf(first.companyId, first.purchase.id)).toEqual({
      status: "paid",
      balance: 20,
      entries: [["PURCHASE", 10]],
      events: 1,
    });

    // Out of order: the success arrives before `completed`, then a late failure.
    const second = await stripePurchase();
    const session = stripe.update(second.sessionId, { status: "complete", payment_status: "paid" });
    expect(await deliver(stripe.event("checkout.session.async_payment_succeeded", session))).toBe(
      200,
    );
    expect(await deliver(stripe.event("checkout.session.completed", session))).toBe(200);
    expect(
      await deliver(stripe.event("checkout.session.expired", { ...session, status: "expired" })),
    ).toBe(200);
    expect(await stateOf(second.companyId, second.purchase.id)).toEqual({
      status: "paid",
      balance: 20,
      entries: [["PURCHASE", 10]],
      events: 1,
    });
  });

  it("marks an async failure failed and an expired session cancelled; payment events after that change nothing", async () => {
    const failed = await stripePurchase();
    const session = stripe.update(failed.sessionId, {
      status: "complete",
      payment_status: "unpaid",
    });
    expect(await deliver(stripe.event("checkout.session.async_payment_failed", session))).toBe(200);
    expect(
      await deliver(
        stripe.event("checkout.session.async_payment_succeeded", {
          ...session,
          payment_status: "paid",
        }),
      ),
    ).toBe(200);
    expect(await stateOf(failed.companyId, failed.purchase.id)).toEqual({
      status: "failed",
      balance: 10,
      entries: [],
      events: 0,
    });

    const expired = await stripePurchase();
    expect(
      await deliver(
        stripe.event(
          "checkout.session.expired",
          stripe.update(expired.sessionId, { status: "expired" }),
        ),
      ),
    ).toBe(200);
    expect(await stateOf(expired.companyId, expired.purchase.id)).toEqual({
      status: "cancelled",
      balance: 10,
      entries: [],
      events: 0,
    });
  });

  it("confirms on the browser's return by asking Stripe, and the webhook after it adds nothing", async () => {
    const { companyId, ownerId, purchase, sessionId } = await stripePurchase();
    const owner = staff(companyId, ownerId, "OWNER");
    expect((await owner.billing.confirmPurchase({ id: purchase.id })).status).toBe("pending");
    const session = stripe.update(sessionId, {
      status: "complete",
      payment_status: "paid",
      payment_intent: "pi_return_" + sessionId.slice(-8),
    });
    expect((await owner.billing.confirmPurchase({ id: purchase.id })).status).toBe("paid");
    expect(await deliver(stripe.event("checkout.session.completed", session))).toBe(200);
    expect(await stateOf(companyId, purchase.id)).toEqual({
      status: "paid",
      balance: 20,
      entries: [["PURCHASE", 10]],
      events: 1,
    });
  });

  it("refunds: paid -> refunded, one refund entry taking back what is left when credits were spent, once", async () => {
    const { companyId, key, purchase, sessionId } = await stripePurchase();
    const paymentIntent = "pi_refund_" + sessionId.slice(-8);
    expect(
      await deliver(
        stripe.event(
          "checkout.session.completed",
          stripe.update(sessionId, {
            status: "complete",
            payment_status: "paid",
            payment_intent: paymentIntent,
          }),
        ),
      ),
    ).toBe(200);
    await db.$transaction((tx) =>
      chargeCredits(tx, { companyId, cost: 14, description: "Reports" }),
    );
    const charge = {
      id: "ch_test_1",
      object: "charge",
      payment_intent: paymentIntent,
      amount: 1000,
      amount_refunded: 1000,
      refunded: true,
    };
    const refund = stripe.event("charge.refunded", charge);
    expect(await deliver(refund)).toBe(200);
    expect(await deliver(refund)).toBe(200);
    expect(await stateOf(companyId, purchase.id)).toEqual({
      status: "refunded",
      balance: 0,
      entries: [
        ["PURCHASE", 10],
        ["REFUND", -6],
      ],
      events: 1,
    });
    const refunds = await json<{
      data: { kind: string; amount: number; balance_after: number; object: unknown }[];
    }>(await call("GET", "/credits/transactions?kind=refund", { key }));
    expect(refunds.data).toEqual([
      expect.objectContaining({
        amount: -6,
        balance_after: 0,
        object: { type: "purchase", id: purchase.id },
      }),
    ]);
    expect(
      (
        await json<{ status: string }>(
          await call("GET", `/credits/purchases/${purchase.id}`, { key }),
        )
      ).status,
    ).toBe("refunded");
  });

  it("takes back all the credits bought when the balance still holds them, and ignores other events", async () => {
    const { companyId, purchase, sessionId } = await stripePurchase();
    const paymentIntent = "pi_full_" + sessionId.slice(-8);
    await deliver(
      stripe.event(
        "checkout.session.completed",
        stripe.update(sessionId, {
          status: "complete",
          payment_status: "paid",
          payment_intent: paymentIntent,
        }),
      ),
    );
    expect(
      await deliver(stripe.event("customer.created", { id: "cus_test_1", object: "customer" })),
    ).toBe(200);
    const charge = {
      id: "ch_test_2",
      object: "charge",
      payment_intent: paymentIntent,
      amount: 1000,
      amount_refunded: 1000,
      refunded: true,
    };
    expect(await deliver(stripe.event("charge.refunded", charge))).toBe(200);
    expect(await stateOf(companyId, purchase.id)).toEqual({
      status: "refunded",
      balance: 10,
      entries: [
        ["PURCHASE", 10],
        ["REFUND", -10],
      ],
      events: 1,
    });
  });

  it("takes back only the share a partial refund refunded, rounded down, and a later refund only its new share", async () => {
    const { companyId, key, purchase, sessionId } = await stripePurchase("bdl_50");
    const paymentIntent = "pi_partial_" + sessionId.slice(-8);
    await deliver(
      stripe.event(
        "checkout.session.completed",
        stripe.update(sessionId, {
          status: "complete",
          payment_status: "paid",
          payment_intent: paymentIntent,
        }),
      ),
    );
    // Stripe's amount_refunded is what has been refunded of the charge so far.
    const refunded = (pence: number) =>
      stripe.event("charge.refunded", {
        id: "ch_partial",
        object: "charge",
        payment_intent: paymentIntent,
        amount: 4750,
        amount_refunded: pence,
        refunded: pence === 4750,
      });

    const first = refunded(1000);
    expect(await deliver(first)).toBe(200);
    expect(await deliver(first)).toBe(200);
    // 50 credits x 1000 / 4750 = 10.5: 10 taken back of the 60.
    expect(await stateOf(companyId, purchase.id)).toEqual({
      status: "refunded",
      balance: 50,
      entries: [
        ["PURCHASE", 50],
        ["REFUND", -10],
      ],
      events: 1,
    });
    expect(
      (
        await json<{ status: string }>(
          await call("GET", `/credits/purchases/${purchase.id}`, { key }),
        )
      ).status,
    ).toBe("refunded");

    // 2850 refunded in all: 30 credits' worth, 20 of them new. A late copy of the first changes nothing.
    expect(await deliver(refunded(2850))).toBe(200);
    expect(await deliver(first)).toBe(200);
    expect(await stateOf(companyId, purchase.id)).toEqual({
      status: "refunded",
      balance: 30,
      entries: [
        ["PURCHASE", 50],
        ["REFUND", -10],
        ["REFUND", -20],
      ],
      events: 1,
    });

    // The rest refunded with 5 credits left: the last 20 would go below zero, so 5 are taken.
    await db.$transaction((tx) =>
      chargeCredits(tx, { companyId, cost: 25, description: "Reports" }),
    );
    expect(await deliver(refunded(4750))).toBe(200);
    const state = await stateOf(companyId, purchase.id);
    expect(state).toEqual({
      status: "refunded",
      balance: 0,
      entries: [
        ["PURCHASE", 50],
        ["REFUND", -10],
        ["REFUND", -20],
        ["REFUND", -5],
      ],
      events: 1,
    });
  });
});
