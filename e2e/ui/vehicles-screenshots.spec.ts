// Screenshots of the vehicle pages at phone and desktop widths, for a person to look
// at (E2E_SCREENSHOTS=1; written to e2e/screenshots/, which git ignores).
import { expect, test } from "@playwright/test";
import { signUp } from "../helpers";

test.skip(!process.env.E2E_SCREENSHOTS, "set E2E_SCREENSHOTS=1 to take screenshots");

test("vehicle list, add, detail, not found and dashboard", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { company: "Knaresborough Fleet" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/vehicles");
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: "e2e/screenshots/h3-vehicles-empty-1440.png", fullPage: true });

  let detail = "";
  for (const vrm of [
    "AA19AAA",
    "AA19EEE",
    "AA19PPP",
    "AA19MOT",
    "AA19SRN",
    "AA19DSL",
    "L2WPS",
    "AB21XYZ",
    "KX71ZTB",
  ]) {
    await page.goto("/vehicles/new");
    await page.getByLabel("Registration").fill(vrm);
    await page.getByRole("button", { name: "Look up" }).click();
    await page.getByRole("button", { name: "Add to fleet" }).click();
    await expect(page).toHaveURL(/\/vehicles\/veh_/);
    if (vrm === "AA19MOT") detail = page.url();
  }
  const shots: [string, () => Promise<unknown>][] = [
    ["list", () => page.goto("/vehicles")],
    ["detail", () => page.goto(detail)],
    ["dashboard", () => page.goto("/dashboard")],
    ["not-found", () => page.goto("/vehicles/veh_01jd8x3m5kf3v9w2q7r4t6y8z0")],
    [
      "add-preview",
      async () => {
        await page.goto("/vehicles/new");
        await page.getByLabel("Registration").fill("YK14HGV");
        await page.getByRole("button", { name: "Look up" }).click();
        await expect(page.getByRole("button", { name: "Add to fleet" })).toBeVisible();
      },
    ],
    [
      "add-not-found",
      async () => {
        await page.goto("/vehicles/new");
        await page.getByLabel("Registration").fill("ER19NFD");
        await page.getByRole("button", { name: "Look up" }).click();
        await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
      },
    ],
    [
      "add-registry-down",
      async () => {
        await page.goto("/vehicles/new");
        await page.getByLabel("Registration").fill("ER19ERR");
        await page.getByRole("button", { name: "Look up" }).click();
        await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
      },
    ],
  ];
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, open] of shots) {
      await open();
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `e2e/screenshots/h3-${name}-${width}.png`, fullPage: true });
    }
  }
});
