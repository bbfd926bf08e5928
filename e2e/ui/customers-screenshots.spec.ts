// Screenshots of the customer pages at phone and desktop sizes, for a person to look at
// (E2E_SCREENSHOTS=1; written to e2e/screenshots/, which git ignores).
import { expect, test } from "@playwright/test";
import { signUp } from "../helpers";

test.skip(!process.env.E2E_SCREENSHOTS, "set E2E_SCREENSHOTS=1 to take screenshots");

test("customers list, new, hirer with each verdict", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { company: "Selby Self Drive" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const hirers: Record<string, string> = {};
  for (const [name, code] of [
    ["Olivia Points", "POINTS06"],
    ["Dan Disqualified", "DISQUAL0"],
    ["Clara Clean", "CLEAN000"],
  ] as const) {
    await page.goto("/customers/new");
    await page.getByLabel("Full name").fill(name);
    await page.getByLabel("Email").fill(`${name.split(" ")[0]!.toLowerCase()}@example.com`);
    await page.getByLabel("Phone").fill("07700 900123");
    await page.getByLabel("Driving licence number").fill("MORGA753116SM9IJ");
    await page.getByRole("button", { name: "Add customer" }).click();
    await expect(page).toHaveURL(/\/customers\/cus_/);
    await page.getByRole("button", { name: "Check licence" }).click();
    await page.getByRole("textbox", { name: "Share code" }).fill(code);
    await page.getByLabel(/The driver agreed/).check();
    await page.getByRole("button", { name: "Check licence" }).click();
    await expect(page.getByTestId("licence-verdict-card")).toBeVisible();
    hirers[code] = page.url();
  }
  const shots: [string, () => Promise<unknown>][] = [
    ["list", () => page.goto("/customers")],
    ["points", () => page.goto(hirers.POINTS06!)],
    ["disqualified", () => page.goto(hirers.DISQUAL0!)],
    ["clean", () => page.goto(hirers.CLEAN000!)],
    [
      "check-form",
      async () => {
        await page.goto(hirers.CLEAN000!);
        await page.getByRole("button", { name: "Check again" }).click();
        await page.getByRole("button", { name: "Check licence" }).click();
      },
    ],
    [
      "new-errors",
      async () => {
        await page.goto("/customers/new");
        await page.getByLabel("Full name").fill("X");
        await page.getByLabel("Phone").fill("12");
        await page.getByRole("button", { name: "Add customer" }).click();
        await expect(page.getByText("One field needs attention.")).toBeVisible();
      },
    ],
  ];
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [name, open] of shots) {
      await open();
      await page.waitForLoadState("networkidle");
      await page.screenshot({
        path: `e2e/screenshots/customers-${name}-${width}.png`,
        fullPage: true,
      });
    }
  }
});
