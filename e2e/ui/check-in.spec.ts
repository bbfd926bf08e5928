// The return of a vehicle, on a phone: a check-out with two damages on one panel, then
// the check-in that confirms one, marks the other repaired and adds a new one; the
// comparison and the signed PDF (read with pdftotext, drawn with pdftoppm) agree.
import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expectNoAxeViolations } from "../axe";
import { signUp } from "../helpers";
import { takeWalkAround } from "../reports-app-api";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const choose = (page: Page, text: string) =>
  page
    .locator("label:visible")
    .filter({ hasText: new RegExp(`^${text}$`) })
    .click();
const saved = (page: Page) => expect(page.getByTestId("save-state")).toHaveText("Saved");
/** With E2E_SCREENSHOTS=1: the page at phone width, then at desktop width, then back to the phone. */
async function shots(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: `e2e/screenshots/check-in-${name}-${width}.png`,
      fullPage: true,
    });
  }
}

async function drawSignature(page: Page) {
  const pad = page.getByRole("img", { name: "Inspector's signature" });
  // The page reloads what the last action changed (the report, its activity); the pad must
  // stay where it was measured while the finger moves.
  await page.waitForLoadState("networkidle");
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("signature pad not on screen");
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++)
    await page.mouse.move(box.x + 30 + step * 20, box.y + box.height * (step % 2 ? 0.3 : 0.7), {
      steps: 3,
    });
  await page.mouse.up();
}

async function newReport(page: Page, type: "Outbound" | "Inbound") {
  await page.goto("/reports/new");
  await page.getByLabel("Registration (VRM)").fill("AA19AAA");
  await page.getByRole("radio", { name: new RegExp(type) }).check();
  await page.getByRole("button", { name: "Create report" }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: "Use 1 credit and create" })
    .click();
  await expect(page).toHaveURL(/\/reports\/rep_[a-z0-9]+$/);
  const id = page.url().split("/").pop() ?? "";
  // The walk-around photos (inspection-templates.spec.ts takes them in the app), then readings.
  await takeWalkAround(page, id);
  await page.goto(`/reports/${id}?step=details`);
  return id;
}

async function readings(page: Page, odometer: string, fuel: string) {
  await page.getByLabel("Odometer", { exact: true }).fill(odometer);
  await choose(page, fuel);
  await saved(page);
}

async function markDamage(page: Page, where: string, type: string, severity: string) {
  await page.getByLabel("Where on the vehicle").selectOption({ label: where });
  await choose(page, type);
  await choose(page, severity);
  await saved(page);
}

async function photo(page: Page) {
  const file = path.join(tmpdir(), `kerbside-check-in-${Date.now()}.jpg`);
  await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 160, g: 60, b: 40 } },
  })
    .jpeg({ quality: 80 })
    .toFile(file);
  await page.getByLabel("Take photo").setInputFiles(file);
  await expect(page.getByTestId("photo-thumbnail")).toHaveCount(1);
}

async function completeAndSignOff(page: Page) {
  await page.goto(`${page.url().split("?")[0]}?step=review`);
  await page.getByRole("button", { name: "Mark the rest as pass" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Mark as pass" }).click();
  await expect(page.getByTestId("readiness-ok")).toBeVisible();
  await page.getByRole("button", { name: "Complete report" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Complete report" }).click();
  await expect(page.getByRole("heading", { name: "Sign off" })).toBeVisible();
  await drawSignature(page);
  await page.getByRole("button", { name: "Sign off" }).click();
  await expect(page.getByRole("heading", { name: "Signed off" })).toBeVisible();
}

test("check-out with two damages on one panel, check-in that confirms, repairs and adds; comparison and PDF agree", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUp(page, { company: "Return Desk Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);

  // Check-out: a scratch and a dent on the front bumper, each its own item.
  await newReport(page, "Outbound");
  await readings(page, "42150", "75%");
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Front bumper" })).toBeVisible();
  await photo(page);
  await markDamage(page, "Front bumper", "Scratch", "Minor");
  await page.getByRole("button", { name: "Add another damage on Front bumper" }).click();
  await expect(page.getByRole("heading", { name: "Front bumper" })).toBeVisible();
  await expect(page.getByLabel("Where on the vehicle")).toHaveValue("");
  await markDamage(page, "Front bumper", "Dent", "Moderate");
  await completeAndSignOff(page);

  // Check-in: the bumper's known damage is offered to confirm.
  const inboundId = await newReport(page, "Inbound");
  await readings(page, "42630", "50%");
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Front bumper" })).toBeVisible();
  const known = page.getByTestId("known-damage");
  await expect(known).toHaveCount(2);
  await shots(page, "known-damage");
  await expectNoAxeViolations(page, "check-in area with known damage");
  await known.filter({ hasText: "Scratch" }).getByRole("button", { name: "Still there" }).click();
  await expect(known.filter({ hasText: "Scratch" })).toContainText("Confirmed: Still there");
  await known.filter({ hasText: "Dent" }).getByRole("button", { name: "Repaired" }).click();
  await expect(known.filter({ hasText: "Dent" })).toContainText("Confirmed: Repaired");
  await expect(page.getByLabel("Where on the vehicle")).toHaveValue("front_bumper");

  // New damage on the bonnet.
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Bonnet" })).toBeVisible();
  await photo(page);
  await markDamage(page, "Bonnet", "Chip", "Minor");
  await expect(page.getByRole("radio", { name: "New" })).toBeChecked();

  await page.goto(`/reports/${inboundId}?step=review`);
  const comparison = page.getByRole("region", { name: "Damage since check-out" });
  await expect(comparison.getByTestId("comparison-new")).toContainText("Bonnet: chip, minor");
  await expect(comparison.getByTestId("comparison-unchanged")).toContainText(
    "Front bumper: scratch, minor",
  );
  await expect(comparison.getByTestId("comparison-repaired")).toContainText(
    "Front bumper: dent, moderate",
  );
  await expect(comparison.getByTestId("odometer-delta")).toHaveText("480 mi");
  await expect(comparison.getByTestId("fuel-delta")).toHaveText("down 25%");
  await shots(page, "review");
  await expectNoAxeViolations(page, "check-in review with the comparison");
  await completeAndSignOff(page);
  await shots(page, "signed");
  await expectNoAxeViolations(page, "signed check-in with the comparison");

  const answer = await page.request.get(
    `/api/trpc/reports.comparison?input=${encodeURIComponent(JSON.stringify({ id: inboundId }))}`,
  );
  const c = (
    (await answer.json()) as {
      result: {
        data: Record<string, { zone: string; type: string }[]> & {
          odometer_delta: number;
          fuel_level_delta: number;
        };
      };
    }
  ).result.data;
  expect(c.unchanged_damage?.map((d) => `${d.zone} ${d.type}`)).toEqual(["front_bumper scratch"]);
  expect(c.repaired?.map((d) => `${d.zone} ${d.type}`)).toEqual(["front_bumper dent"]);
  expect(c.new_damage?.map((d) => `${d.zone} ${d.type}`)).toEqual(["bonnet chip"]);
  expect(c.worse_damage).toEqual([]);
  expect([c.odometer_delta, c.fuel_level_delta]).toEqual([480, -25]);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download PDF" }).click(),
  ]);
  const file = await download.path();
  const text = execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  expect(text).toMatch(/Concerns\s+480 mi\s+down 25%/);
  expect(text).toMatch(/New damage \(1\)\n/);
  const table = text.slice(text.indexOf("New damage (1)"), text.indexOf("Checklist"));
  expect(table.match(/New: /g)).toHaveLength(1);
  expect(table).toMatch(/1\s+Bonnet\s+Bonnet\s+New: minor chip/);
  const dir = mkdtempSync(path.join(tmpdir(), "kerbside-check-in-"));
  execFileSync("/usr/bin/pdftoppm", ["-r", "50", "-png", file, path.join(dir, "page")]);
  expect(readdirSync(dir).filter((f) => f.endsWith(".png")).length).toBeGreaterThanOrEqual(1);
});
