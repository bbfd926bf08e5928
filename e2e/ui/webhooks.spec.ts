// Settings > Webhooks in the browser: add an endpoint pointing at a local receiver, send a
// test event, add a vehicle and see its delivery in the log, resend it; screenshots.
import { expect, test, type Page } from "@playwright/test";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expectNoAxeViolations } from "../axe";
import { signUp } from "../helpers";

/** axe at a phone's and a desktop's size; the PNGs only with E2E_SCREENSHOTS=1 (e2e/screenshots/, ignored by git). */
async function look(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoAxeViolations(page, `${name} at ${width}`);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
  }
}

test("an Owner adds an endpoint, tests it, sees a vehicle's delivery in the log and resends it", async ({
  page,
}) => {
  const received: { id: string; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push({ id: String(req.headers["webhook-id"]), body });
      res.writeHead(200, { "Content-Type": "text/plain" }).end("thanks from the receiver");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/kerbside`;
  try {
    await signUp(page, { company: "Webhook Van Hire" });
    await page.getByRole("link", { name: "Webhooks" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
    await expect(page.getByText("No webhook endpoints yet")).toBeVisible();
    await look(page, "webhooks-empty");

    await page.getByRole("button", { name: "Add endpoint" }).click();
    await page.getByRole("button", { name: "Add endpoint" }).last().click();
    await expect(page.getByText("Choose at least one event")).toBeVisible();
    await page.getByLabel("Endpoint URL").fill("http://169.254.169.254/latest");
    await page.getByRole("checkbox", { name: /vehicle\.created/ }).check();
    await page.getByRole("button", { name: "Add endpoint" }).last().click();
    await expect(page.getByRole("alert").filter({ hasText: "never allowed" })).toBeVisible();
    await page.getByLabel("Endpoint URL").fill(url);
    await page.getByRole("button", { name: "Add endpoint" }).last().click();

    const card = page.getByTestId("webhook-endpoint");
    await expect(card.getByRole("heading", { name: url })).toBeVisible();
    await expect(card.getByTestId("endpoint-state")).toHaveText("Enabled");
    await expect(card.getByTestId("webhook-secret")).toHaveText(/^whsec_/);

    await card.getByRole("button", { name: "Send test event" }).click();
    await expect(card.getByTestId("test-result")).toContainText("Delivered · HTTP 200");
    await expect(card.getByTestId("test-result")).toContainText("thanks from the receiver");

    await page.goto("/vehicles/new");
    await page.getByLabel("Registration").fill("AA19AAA");
    await page.getByRole("button", { name: "Look up" }).click();
    await page.getByRole("button", { name: "Add to fleet" }).click();
    await expect(page).toHaveURL(/\/vehicles\/veh_[0-9a-z]+$/);
    const vehicleId = page.url().split("/").pop()!;

    await page.goto("/settings/webhooks");
    await page.getByRole("button", { name: "Delivery log" }).click();
    const row = page
      .getByTestId("delivery-row")
      .filter({ hasText: "A vehicle joins the fleet" })
      .filter({ hasNotText: "· test" });
    await expect(row).toContainText("Delivered · HTTP 200", { timeout: 5_000 });
    await expect(row).toContainText("attempt 1");
    expect(received.find((r) => r.body.includes(vehicleId))).toBeDefined();
    await look(page, "webhooks-log");

    await row.getByRole("button", { name: /^Resend “A vehicle joins the fleet”/ }).click();
    await expect(page.getByText("Resent: the receiver accepted it.")).toBeVisible();
    await expect(page.getByTestId("delivery-row").filter({ hasText: "attempt 2" })).toContainText(
      "A vehicle joins the fleet",
    );
    const ids = received.filter((r) => r.body.includes(vehicleId)).map((r) => r.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);

    await page.getByRole("button", { name: "Rotate secret" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("24 hours");
    await page.getByRole("alertdialog").getByRole("button", { name: "Rotate secret" }).click();
    await expect(page.getByText("Secret rotated.")).toBeVisible();
  } finally {
    server.close();
  }
});

test("the Webhooks documentation shows the body of every event kind", async ({ page }) => {
  await page.goto("/docs/webhooks");
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
  for (const kind of [
    "report.completed",
    "inspection.verdict_flagged",
    "agreement.signed",
    "agreement.closed",
    "licence.checked",
    "vehicle.created",
    "customer.created",
    "credits.purchased",
  ]) {
    await expect(page.getByRole("heading", { level: 3, name: kind })).toBeVisible();
    await expect(page.getByLabel(`Example ${kind} body`)).toContainText(`"type": "${kind}"`);
  }
  await look(page, "webhooks-docs");
});
