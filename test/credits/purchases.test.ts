// Buying credits through the API with the sandbox provider: the catalogue, purchases
// and their checkout page, exactly-once crediting, and the refusals.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { CreditBundle, CreditPurchase } from "~/server/models/purchase";
import { markPurchasePaid } from "~/server/services/credits/settle-purchase";
import { expectCrossTenantNotFound } from "../cross-tenant";
import { eventually } from "../eventually";
import { addUser, staff } from "../factories";
import { apiCompany, call, json, problemOf } from "../api/http";
import { buy, h1Of, openCheckout, submitCheckout } from "./helpers";

type Txn = {
  id: string;
  kind: string;
  amount: number;
  balance_after: number;
  object: { type: string; id: string } | null;
};

const balanceOf = async (key: string) =>
  (await json<{ balance: number }>(await call("GET", "/credits", { key }))).balance;
const ledgerOf = async (key: string) =>
  (await json<{ data: Txn[] }>(await call("GET", "/credits/transactions?limit=100", { key }))).data;

describe("credit bundles and purchases", () => {
  it("lists the default catalogue smallest first, prices including VAT", async () => {
    const { key } = await apiCompany();
    const response = await call("GET", "/credits/bundles", { key });
    expect(response.status).toBe(200);
    const page = await json<{ data: unknown[]; has_more: boolean; next_cursor: null }>(response);
    expect(page).toMatchObject({ has_more: false, next_cursor: null });
    expect(page.data.map((b) => CreditBundle.parse(b))).toEqual([
      { id: "bdl_10", name: "10 credits", credits: 10, amount_pence: 1000, currency: "gbp" },
      { id: "bdl_50", name: "50 credits", credits: 50, amount_pence: 4750, currency: "gbp" },
      { id: "bdl_200", name: "200 credits", credits: 200, amount_pence: 18000, currency: "gbp" },
      {
        id: "bdl_1000",
        name: "1,000 credits",
        credits: 1000,
        amount_pence: 85000,
        currency: "gbp",
      },
    ]);
  });

  it("creates a pending purchase with a sandbox checkout URL and credits nothing before payment", async () => {
    const { key, companyId } = await apiCompany();
    const purchase = await buy(key, "bdl_50");
    expect(purchase).toMatchObject({
      status: "pending",
      bundle_id: "bdl_50",
      credits: 50,
      amount_pence: 4750,
      currency: "gbp",
      paid_at: null,
      transaction_id: null,
    });
    expect(purchase.id).toMatch(/^pur_/);
    expect(purchase.checkout_url).toMatch(/^http:\/\/localhost:\d+\/checkout\/[A-Za-z0-9_-]{43}$/);
    expect(await balanceOf(key)).toBe(10);
    expect(
      CreditPurchase.parse(
        await json(await call("GET", `/credits/purchases/${purchase.id}`, { key })),
      ),
    ).toEqual(purchase);
    // Only the token's hash is stored.
    const row = await db.creditPurchase.findUniqueOrThrow({ where: { id: purchase.id } });
    expect(JSON.stringify(row)).not.toContain(purchase.checkout_url.split("/").pop());
    expect(await db.event.count({ where: { companyId } })).toBe(0);
  });

  it("pays through the checkout page once: credits, one purchase entry, paid_at, transaction_id and one credits.purchased", async () => {
    const { key, companyId } = await apiCompany();
    const purchase = await buy(key);
    const page = await openCheckout(purchase.checkout_url);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await page.text();
    expect(h1Of(html)).toEqual(["Sandbox checkout"]);
    expect(html).toContain("10 credits");
    expect(html).toContain("£10.00");
    for (const name of ["Pay", "Decline", "Cancel"]) expect(html).toContain(`>${name}</button>`);

    const paid = await submitCheckout(purchase.checkout_url, "outcome=paid");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(purchase.checkout_url);
    expect(paid.headers.get("referrer-policy")).toBe("no-referrer");
    expect(h1Of(await (await openCheckout(purchase.checkout_url)).text())).toEqual([
      "Payment received",
    ]);

    // Pay again, decline and cancel afterwards: 303, and nothing changes.
    for (const outcome of ["paid", "failed", "cancelled"])
      expect((await submitCheckout(purchase.checkout_url, `outcome=${outcome}`)).status).toBe(303);
    const after = CreditPurchase.parse(
      await json(await call("GET", `/credits/purchases/${purchase.id}`, { key })),
    );
    expect(after.status).toBe("paid");
    expect(after.paid_at).toMatch(/Z$/);
    expect(await balanceOf(key)).toBe(20);
    const entries = (await ledgerOf(key)).filter((t) => t.kind === "purchase");
    expect(entries).toEqual([
      expect.objectContaining({
        id: after.transaction_id,
        amount: 10,
        balance_after: 20,
        object: { type: "purchase", id: purchase.id },
      }),
    ]);
    const events = await db.event.findMany({ where: { companyId, type: "credits.purchased" } });
    expect(events).toHaveLength(1);
    expect((events[0]!.payload as { object: unknown }).object).toEqual(after);
    // The VAT invoice went to the Owner, once, with its PDF.
    const mail = await eventually(
      async () => {
        const rows = await db.sentEmail.findMany({
          where: {
            companyId,
            subject: { startsWith: "VAT invoice INV-", endsWith: "for 10 credits (£10.00)" },
          },
        });
        return rows.length > 0 ? rows : null;
      },
      { what: "the invoice mail" },
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.attachments).toEqual([
      expect.objectContaining({ content_type: "application/pdf" }),
    ]);
  });

  it("credits once under concurrent confirmations from the page and the provider", async () => {
    const { key, companyId } = await apiCompany();
    const purchase = await buy(key, "bdl_200");
    const [pages, direct] = await Promise.all([
      Promise.all(
        Array.from({ length: 4 }, () => submitCheckout(purchase.checkout_url, "outcome=paid")),
      ),
      Promise.all(Array.from({ length: 4 }, () => markPurchasePaid({ purchaseId: purchase.id }))),
    ]);
    expect(pages.map((r) => r.status)).toEqual([303, 303, 303, 303]);
    expect(direct.filter((r) => r.changed).length).toBeLessThanOrEqual(1);
    expect((await db.creditPurchase.findUniqueOrThrow({ where: { id: purchase.id } })).status).toBe(
      "paid",
    );
    expect(await db.creditTransaction.count({ where: { companyId, kind: "PURCHASE" } })).toBe(1);
    expect(await db.event.count({ where: { companyId, type: "credits.purchased" } })).toBe(1);
    expect(await balanceOf(key)).toBe(210);
  });

  it("declines and cancels: a final outcome that later payments do not change", async () => {
    const { key, companyId } = await apiCompany();
    const declined = await buy(key);
    expect((await submitCheckout(declined.checkout_url, "outcome=failed")).status).toBe(303);
    expect(h1Of(await (await openCheckout(declined.checkout_url)).text())).toEqual([
      "Payment declined",
    ]);
    expect((await submitCheckout(declined.checkout_url, "outcome=paid")).status).toBe(303);
    expect((await markPurchasePaid({ purchaseId: declined.id })).changed).toBe(false);

    const cancelled = await buy(key);
    expect((await submitCheckout(cancelled.checkout_url, "outcome=cancelled")).status).toBe(303);
    expect(h1Of(await (await openCheckout(cancelled.checkout_url)).text())).toEqual([
      "Checkout cancelled",
    ]);
    expect((await submitCheckout(cancelled.checkout_url, "outcome=paid")).status).toBe(303);

    const list = await json<{ data: CreditPurchase[] }>(
      await call("GET", "/credits/purchases", { key }),
    );
    expect(list.data.map((p) => [p.id, p.status])).toEqual([
      [cancelled.id, "cancelled"],
      [declined.id, "failed"],
    ]);
    const onlyFailed = await json<{ data: CreditPurchase[] }>(
      await call("GET", "/credits/purchases?status=failed", { key }),
    );
    expect(onlyFailed.data.map((p) => p.id)).toEqual([declined.id]);
    expect(await balanceOf(key)).toBe(10);
    expect(await db.event.count({ where: { companyId } })).toBe(0);
  });

  it("answers 400 to a missing or unknown outcome and 404 to an unknown or altered token", async () => {
    const { key } = await apiCompany();
    const purchase = await buy(key);
    expect((await submitCheckout(purchase.checkout_url, "")).status).toBe(400);
    expect((await submitCheckout(purchase.checkout_url, "outcome=refunded")).status).toBe(400);
    const token = purchase.checkout_url.split("/").pop()!;
    const altered = purchase.checkout_url.replace(
      token,
      (token[0] === "A" ? "B" : "A") + token.slice(1),
    );
    const missing = await openCheckout(altered);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    expect(h1Of(await missing.text())).toEqual(["This link is not valid"]);
    expect((await submitCheckout(altered, "outcome=paid")).status).toBe(404);
    expect((await openCheckout(purchase.checkout_url.replace(token, "short"))).status).toBe(404);
    expect((await db.creditPurchase.findUniqueOrThrow({ where: { id: purchase.id } })).status).toBe(
      "pending",
    );
  });

  it("refuses an unknown bundle (404 on /bundle_id), bad input (400) and unknown filters, creating nothing", async () => {
    const { key, companyId } = await apiCompany();
    const unknown = await problemOf(
      await call("POST", "/credits/purchases", { key, body: { bundle_id: "bdl_7" } }),
      404,
    );
    expect(unknown.errors?.map((e) => e.pointer)).toEqual(["/bundle_id"]);
    const bad = await problemOf(
      await call("POST", "/credits/purchases", { key, body: { bundle_id: 10, credits: 5 } }),
      400,
    );
    expect(bad.errors?.map((e) => e.pointer).sort()).toEqual(["/bundle_id", "/credits"].sort());
    expect(
      (await problemOf(await call("POST", "/credits/purchases", { key, body: {} }), 400))
        .errors?.[0]?.pointer,
    ).toBe("/bundle_id");
    expect(
      (await problemOf(await call("GET", "/credits/purchases?status=bogus", { key }), 400))
        .errors?.[0]?.parameter,
    ).toBe("status");
    expect(
      (await problemOf(await call("GET", "/credits/purchases?colour=red", { key }), 400)).errors,
    ).toEqual([{ parameter: "colour", detail: "is not a known field" }]);
    expect(
      (await problemOf(await call("GET", "/credits/transactions?colour=red", { key }), 400))
        .errors?.[0]?.parameter,
    ).toBe("colour");
    expect(await db.creditPurchase.count({ where: { companyId } })).toBe(0);
  });

  it("replays POST /credits/purchases with the same Idempotency-Key: one purchase", async () => {
    const { key, companyId } = await apiCompany();
    const headers = { "Idempotency-Key": "buy-ten-once" };
    const first = await call("POST", "/credits/purchases", {
      key,
      body: { bundle_id: "bdl_10" },
      headers,
    });
    const second = await call("POST", "/credits/purchases", {
      key,
      body: { bundle_id: "bdl_10" },
      headers,
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await second.json()).toEqual(await first.json());
    expect(
      (
        await problemOf(
          await call("POST", "/credits/purchases", { key, body: { bundle_id: "bdl_50" }, headers }),
          422,
        )
      ).code,
    ).toBe("idempotency_key_reused");
    expect(await db.creditPurchase.count({ where: { companyId } })).toBe(1);
  });

  it("lets Owners and Billing buy; other roles see the balance and the bundles only", async () => {
    const { companyId, ownerId } = await apiCompany();
    expect(
      (await staff(companyId, ownerId, "OWNER").billing.createPurchase({ bundle_id: "bdl_10" }))
        .status,
    ).toBe("pending");
    const billing = await addUser(companyId, "BILLING");
    expect(
      (
        await staff(companyId, billing.id, "BILLING").billing.createPurchase({
          bundle_id: "bdl_10",
        })
      ).status,
    ).toBe("pending");
    for (const role of ["MANAGER", "INSPECTOR"] as const) {
      const user = await addUser(companyId, role);
      const caller = staff(companyId, user.id, role);
      expect((await caller.billing.bundles()).data).toHaveLength(4);
      expect(await caller.billing.credits()).toMatchObject({ balance: 10 });
      await expect(caller.billing.createPurchase({ bundle_id: "bdl_10" })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      await expect(caller.billing.purchases({ limit: 5 })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
    }
    expect(await db.creditPurchase.count({ where: { companyId } })).toBe(2);
  });

  it("answers 404 for another company's purchase and changes nothing", async () => {
    const owner = await apiCompany({ rateLimit: 1000 });
    const intruder = await apiCompany({ rateLimit: 1000 });
    const purchase = await buy(owner.key);
    await expectCrossTenantNotFound({
      owner,
      intruder,
      id: purchase.id,
      endpoints: [{ method: "GET", path: "/credits/purchases/{id}" }],
    });
    expect(
      (
        await problemOf(
          await call("GET", "/credits/purchases/txn_01jd8x3m5kf3v9w2q7r4t6y8z0", {
            key: owner.key,
          }),
          404,
        )
      ).code,
    ).toBe("not_found");
  });
});
