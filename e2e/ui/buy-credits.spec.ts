// Buying credits in a real browser with the sandbox provider: confirm, pay on the
// checkout page, come back, and see the balance, the purchase with its VAT invoice and the
// ledger entry, and a webhook receiver gets exactly one credits.purchased. Also: Decline,
// a role that cannot buy, and axe on both pages.
import { expect, test, type Page } from "@playwright/test";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expectNoAxeViolations } from "../axe";
import { logOut, openEmailTo, PASSWORD, signUp, uniqueEmail, invitationLink } from "../helpers";

async function startCheckout(page: Page, bundle: string, price: string) {
  await page.goto("/billing");
  await page.getByRole("button", { name: `Buy ${bundle}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: `Buy ${bundle} for ${price}?` })).toBeVisible();
  await dialog.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sandbox checkout");
}

test("an Owner buys 10 credits through the sandbox checkout and sees them, once, on the Billing page", async ({
  page,
}) => {
  const received: { type: string; object: { id: string; status: string } }[] = [];
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const event = JSON.parse(body) as {
        type: string;
        data: { object: { id: string; status: string } };
      };
      received.push({ type: event.type, object: event.data.object });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  try {
    await buyTen(
      page,
      `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
      received,
    );
  } finally {
    receiver.close();
  }
});

async function buyTen(
  page: Page,
  hookUrl: string,
  received: { type: string; object: { id: string; status: string } }[],
) {
  await page.setViewportSize({ width: 1440, height: 900 });
  const ownerEmail = await signUp(page, { company: "Harrogate Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/billing");
  await expect(page.getByTestId("bundle")).toHaveCount(4);
  await expect(page.getByText("No purchases yet.")).toBeVisible();
  await expectNoAxeViolations(page, "Billing");
  const endpoint = await page.request.post("/api/trpc/settings.webhooks.createWebhookEndpoint", {
    data: { url: hookUrl, events: ["credits.purchased"] },
  });
  expect(endpoint.status(), await endpoint.text()).toBe(200);

  await startCheckout(page, "10 credits", "£10.00");
  await expect(page.getByText("£10.00")).toBeVisible();
  await expect(page.getByRole("button")).toHaveText(["Pay", "Decline", "Cancel"]);
  await expectNoAxeViolations(page, "sandbox checkout");
  const checkoutUrl = page.url();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(checkoutUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment received");
  await expect(page.getByRole("button")).toHaveCount(0);
  // Paying again from the same page (a second post) changes nothing.
  const again = await page.request.post(checkoutUrl, {
    form: { outcome: "paid" },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);

  await page.getByRole("link", { name: "Back to Kerbside" }).click();
  await expect(page).toHaveURL(/\/billing\?purchase=pur_/);
  await expect(page.getByTestId("purchase-return")).toContainText(
    "Payment received: 10 credits were added",
  );
  await expect(page.getByTestId("billing-balance")).toHaveText(
    "20 credits — enough for 20 reports",
  );
  const purchase = page.getByTestId("purchase-row");
  await expect(purchase).toHaveCount(1);
  await expect(purchase).toContainText("Paid");
  await expect(purchase).toContainText("£10.00");
  const ledger = page.getByTestId("ledger-row");
  await expect(ledger.filter({ hasText: "Purchase" })).toHaveCount(1);
  await expect(ledger.first()).toContainText("Bought 10 credits");
  await expect(ledger.first()).toContainText("+10");

  const invoiceHref = await purchase
    .getByRole("link", { name: "VAT invoice (PDF)" })
    .getAttribute("href");
  const invoice = await page.request.get(invoiceHref!);
  expect(invoice.headers()["content-type"]).toBe("application/pdf");
  expect((await invoice.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await openEmailTo(page, ownerEmail, /VAT invoice INV-\d{6} for 10 credits/);
  await expect(page.getByText(/kerbside-invoice-INV-\d{6}\.pdf/)).toBeVisible();
  const csv = await page.request.get("/api/app/credits/transactions.csv?kind=purchase");
  expect((await csv.text()).trim().split("\r\n")).toHaveLength(2);

  // Exactly one purchase entry and one paid purchase, as the API sees them.
  const purchases = await page.request.get(
    "/api/trpc/billing.purchases?input=" + encodeURIComponent(JSON.stringify({ limit: 10 })),
  );
  const data = (
    (await purchases.json()) as {
      result: { data: { data: { status: string; transaction_id: string }[] } };
    }
  ).result.data.data;
  expect(data.map((p) => p.status)).toEqual(["paid"]);
  expect(data[0]!.transaction_id).toMatch(/^txn_/);

  // The webhook receiver gets credits.purchased once, for this purchase, paid (the second Pay added nothing).
  await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
  await page.waitForTimeout(1_500);
  expect(received).toEqual([
    {
      type: "credits.purchased",
      object: expect.objectContaining({ status: "paid", transaction_id: data[0]!.transaction_id }),
    },
  ]);
}

test("a declined payment adds nothing; an Inspector sees the balance and prices but cannot buy", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, { company: "Ripon Rentals" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await startCheckout(page, "50 credits", "£47.50");
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment declined");
  await page.getByRole("link", { name: "Back to Kerbside" }).click();
  await expect(page.getByTestId("purchase-return")).toContainText("The payment was declined");
  await expect(page.getByTestId("billing-balance")).toContainText("10 credits");
  await expect(page.getByTestId("purchase-card")).toContainText("Declined");

  // An Inspector: invited, then looking at Billing.
  const inspectorEmail = uniqueEmail("inspector");
  await page.goto("/team");
  await page.getByLabel("Email", { exact: true }).fill(inspectorEmail);
  await page.getByLabel("Role", { exact: true }).selectOption({ label: "Inspector" });
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${inspectorEmail}`)).toBeVisible();
  const href = await invitationLink(inspectorEmail);
  await logOut(page);
  await page.goto(href);
  await page.getByLabel("Your name").fill("Ivan Inspector");
  await page.getByLabel("Choose a password").fill(PASSWORD);
  await page.getByRole("button", { name: "Join the team" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/billing");
  await expect(page.getByTestId("billing-balance")).toContainText("10 credits");
  await expect(page.getByTestId("bundle")).toHaveCount(4);
  await expect(page.getByRole("button", { name: /^Buy / })).toHaveCount(0);
});
