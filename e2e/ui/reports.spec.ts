// The inspection report lifecycle in a real browser on a phone-sized screen: create
// (1 credit), readings, verdicts, a real photo upload, damage on the diagram,
// complete, sign off with a signature drawn by finger (touch input), download the PDF; and running out of credits.
import { expect, test, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expectNoAxeViolations } from "../axe";
import { markOnDiagram } from "../diagram-taps";
import { logOut, signUp } from "../helpers";
import { preparedReport, takeWalkAround } from "../reports-app-api";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

async function jpegFile(): Promise<string> {
  const file = path.join(tmpdir(), `kerbside-e2e-${Date.now()}.jpg`);
  await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 180, g: 40, b: 40 } },
  })
    .jpeg({ quality: 80 })
    .toFile(file);
  return file;
}

/** Spends credits through the app's own tRPC endpoint with the page's session (faster than the form). */
async function spendCredits(page: Page, count: number) {
  for (let i = 0; i < count; i++) {
    const res = await page.request.post("/api/trpc/reports.create", {
      data: { vrm: `AB${10 + i}CDE`, type: "general" },
    });
    expect(res.status()).toBe(200);
  }
}

/** Signs with a finger: real touch input (CDP touch events, as a phone sends them); the page must not scroll meanwhile. */
async function drawSignature(page: Page, name: string) {
  const pad = page.getByRole("img", { name });
  // The page reloads what the last action changed (the report, its activity); the pad must
  // stay where it was measured while the finger moves.
  await page.waitForLoadState("networkidle");
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("signature pad not on screen");
  const scrolled = await page.evaluate(() => window.scrollY);
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number, y: number) => [
    { x: box.x + x, y: box.y + y, id: 1, radiusX: 4, radiusY: 4, force: 0.5 },
  ];
  await cdp.send("Input.dispatchTouchEvent", {
    type: "touchStart",
    touchPoints: at(30, box.height * 0.6),
  });
  for (let step = 1; step <= 12; step++) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: at(30 + step * 20, box.height * (step % 2 ? 0.3 : 0.7)),
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
}

/** Clicks the visible radio-button label with exactly this text (verdicts, chips). */
const choose = (page: Page, text: string) =>
  page
    .locator("label:visible")
    .filter({ hasText: new RegExp(`^${text}$`) })
    .click();

const saved = (page: Page) => expect(page.getByTestId("save-state")).toHaveText("Saved");

test("an outbound report from creation to a signed PDF, on a phone", async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, { company: "Yard Test Hire" });
  await expect(page.getByTestId("credit-balance")).toHaveText("10");

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { name: "No reports yet" })).toBeVisible();
  await expectNoAxeViolations(page, "reports, empty");
  await page.getByRole("main").getByRole("link", { name: "New report" }).first().click();

  await page.getByLabel("Registration (VRM)").fill("aa19 aaa");
  await expect(page.getByLabel("Registration (VRM)")).toHaveValue("AA19AAA");
  await expect(page.getByTestId("vrm-check")).toContainText("On the DVLA register");
  await expectNoAxeViolations(page, "new report");
  await expect(page.getByRole("radio", { name: /Outbound/ })).toBeChecked();
  await page.getByRole("button", { name: "Create report" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("This report will use 1 credit. You have 10 credits.");
  await dialog.getByRole("button", { name: "Use 1 credit and create" }).click();
  await expect(page).toHaveURL(/\/reports\/rep_[a-z0-9]+$/);
  const reportUrl = page.url();
  await expect(page.getByRole("heading", { name: /Outbound report/ })).toBeVisible();
  // Straight back to the list it was created from (no reload): it shows the new report at once.
  await page.getByRole("main").getByRole("link", { name: "Reports" }).click();
  await expect(page.getByTestId("report-card")).toHaveCount(1);
  await expect(page.getByTestId("report-card")).toContainText("AA19 AAA");

  await page.goto("/dashboard");
  await expect(page.getByTestId("credit-balance")).toHaveText("9");
  // The walk-around photos (inspection-templates.spec.ts takes them in the app), then readings.
  await takeWalkAround(page, reportUrl.split("/").pop() ?? "");
  await page.goto(`${reportUrl}?step=details`);

  // Readings.
  await page.getByLabel("Odometer", { exact: true }).fill("42150");
  await choose(page, "75%");
  await saved(page);
  await expectNoAxeViolations(page, "readings step");

  // Area 1: advisory, notes, a photo and a scratch on the diagram.
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Front bumper" })).toBeVisible();
  await choose(page, "Advisory");
  await page.getByLabel("Notes").fill("Light scuff on the nearside corner");
  await page.getByLabel("Take photo").setInputFiles(await jpegFile());
  await expect(page.getByTestId("photo-thumbnail")).toHaveCount(1);
  await expect(page.getByTestId("photo-thumbnail")).toHaveJSProperty("complete", true);
  expect(
    await page.getByTestId("photo-thumbnail").evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  // The bumper is thin: the diagram zooms in on it, and the second tap marks it.
  expect(await markOnDiagram(page, 0.3, 0.025)).toBe(true);
  await expect(page.getByTestId("chosen-part")).toHaveText("Front bumper chosen.");
  await choose(page, "Scratch");
  await choose(page, "Minor");
  await saved(page);
  await expect(page.getByLabel("Where on the vehicle")).toHaveValue("front_bumper");
  await expectNoAxeViolations(page, "area step with damage");

  // A few areas one by one (Pass moves on by itself), then the rest in one go from the review step.
  await page.getByRole("link", { name: "Next" }).click();
  for (const [area, next] of [
    ["Bonnet", "Windscreen"],
    ["Windscreen", "Roof"],
    ["Roof", "Nearside front wing"],
  ] as const) {
    await expect(page.getByRole("heading", { name: area })).toBeVisible();
    await choose(page, "Pass");
    await expect(page.getByRole("heading", { name: next })).toBeVisible();
    await expect(page.getByTestId("passed-notice")).toHaveText(`${area} passed.`);
  }
  await page.getByRole("link", { name: "Show the whole checklist" }).click();
  await expect(page.getByTestId("checklist-progress")).toContainText("4 of 23 areas checked");
  await page.getByRole("link", { name: "Review and complete" }).click();
  await page.getByRole("button", { name: "Mark the rest as pass" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Mark the 19 remaining areas as pass?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Mark as pass" }).click();
  await expect(page.getByTestId("readiness-ok")).toBeVisible();
  await expect(page.getByTestId("verdict-counts")).toContainText("Pass22");
  await expectNoAxeViolations(page, "review step");

  await page.getByRole("button", { name: "Complete report" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Complete report" }).click();
  await expect(page.getByRole("heading", { name: "Sign off" })).toBeVisible();
  // The header's status (the activity rows below say it too).
  await expect(page.getByText("Completed", { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page, "completed report, sign-off");

  // Sign off with a drawn signature, then download the frozen PDF.
  await expect(page.getByLabel("Signed by").locator("option:checked")).toHaveText(
    "Nadia Owner (you)",
  );
  await page.getByRole("button", { name: "Sign off" }).click();
  await expect(page.getByText("Sign in the box.")).toBeVisible();
  await drawSignature(page, "Inspector's signature");
  await page.getByRole("button", { name: "Sign off" }).click();
  await expect(page.getByRole("heading", { name: "Signed off" })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download PDF" }).click(),
  ]);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 4).toString("latin1")).toBe("%PDF");

  await page.getByRole("button", { name: "Create share link" }).click();
  await expect(page.getByLabel("Share link")).toHaveValue(/^https?:\/\/.+/);
  await expectNoAxeViolations(page, "signed-off report");

  await page.goto("/reports");
  await expect(page.getByTestId("report-card").first()).toContainText("Signed off");
  await expectNoAxeViolations(page, "reports list");
});

test("with no credits left nothing is created and the way to buy credits is shown", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { company: "Empty Purse Hire" });
  await expect(page.getByTestId("credit-balance")).toHaveText("10");
  await spendCredits(page, 9);

  // The form still believes there is 1 credit; the server refuses the create.
  await page.goto("/reports/new");
  await expect(page.getByTestId("new-report-balance")).toContainText("Credit balance: 1.");
  await spendCredits(page, 1);
  await page.getByLabel("Registration (VRM)").fill("AA19AAA");
  await page.getByRole("button", { name: "Create report" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("You have 1 credit.");
  await page.getByRole("button", { name: "Use 1 credit and create" }).click();
  await expect(page.getByTestId("out-of-credits")).toContainText("You have no credits left");
  await expect(page.getByRole("link", { name: "Buy credits" })).toHaveAttribute("href", "/billing");

  // Knowing the balance is 0, the form says so without asking the server to charge.
  await page.reload();
  await expect(page.getByTestId("new-report-balance")).toContainText("Credit balance: 0.");
  await page.getByLabel("Registration (VRM)").fill("AA19AAA");
  await page.getByRole("button", { name: "Create report" }).click();
  await expect(page.getByTestId("out-of-credits")).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  await page.goto("/reports");
  await expect(page.getByTestId("report-card")).toHaveCount(10);
  await page.goto("/dashboard");
  await expect(page.getByTestId("credit-balance")).toHaveText("0");
});

test("the registration field says at once when a registration is not GB or not on the register; nothing is charged", async ({
  page,
}) => {
  await signUp(page, { company: "Typo Van Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/reports/new");
  const field = page.getByLabel("Registration (VRM)");

  // A full current-style plate is looked up as it is typed.
  await field.fill("AA19AAA");
  await expect(page.getByTestId("vrm-check")).toHaveText(
    "On the DVLA register: blue ford fiesta (car).",
  );

  // A French plate is refused when the field is left, before anything is asked of the server.
  await field.fill("AB123CD");
  await field.blur();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "AB123CD does not look like a GB or Northern Ireland registration",
  );

  // Well-formed but unknown to the DVLA: said at the field, and Create goes no further.
  await field.fill("ER19NFD");
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "The DVLA has no vehicle registered as ER19 NFD",
  );
  await page.getByRole("button", { name: "Create report" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  // The register not answering is no reason to stop: creating tries again and explains.
  await field.fill("ER19ERR");
  await expect(page.getByTestId("vrm-check")).toContainText("could not be checked just now");
  await page.getByRole("button", { name: "Create report" }).click();
  await page.getByRole("button", { name: "Use 1 credit and create" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("not answering");
  await expect(page.getByTestId("new-report-balance")).toContainText("Credit balance: 10.");
});

test("a photo that fails to upload waits with Retry, keeps the notes, and big photos are scaled down", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { company: "Weak Signal Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const reportId = await preparedReport(page, {
    vrm: "AA19AAA",
    type: "outbound",
    complete: false,
  });
  // The walk-around is taken: the readings step leads to the first area.
  await page.goto(`/reports/${reportId}?step=details`);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Front bumper" })).toBeVisible();
  const thumbnails = page.getByTestId("photo-thumbnail");
  await expect(thumbnails).toHaveCount(1);

  // No signal: the upload fails, the photo stays queued, the notes stay and are saved.
  await page.route("**/api/app/inspections/*/media", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  const big = path.join(tmpdir(), `kerbside-e2e-big-${Date.now()}.jpg`);
  await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toFile(big);
  await page.getByLabel("Notes").fill("Chip low on the offside");
  await page.getByLabel("Upload").setInputFiles(big);
  await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
  await expect(page.getByText("No connection. The photo is kept here")).toBeVisible();
  await saved(page);
  await expect(page.getByLabel("Notes")).toHaveValue("Chip low on the offside");

  // Signal back: Retry sends it, scaled to 2560 px on the long side. The queue also tries again
  // by itself (back-off from 1 s): on a slow run that try can send it first, and Retry goes.
  await page.unroute("**/api/app/inspections/*/media");
  await page
    .getByRole("button", { name: "Retry" })
    .click({ timeout: 5_000 })
    .catch(async () => expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0));
  await expect(thumbnails).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
  const inspections = await page.request.get(
    `/api/trpc/reports.listMedia?input=${encodeURIComponent(JSON.stringify({ report_id: reportId, limit: 10 }))}`,
  );
  const media = (
    (await inspections.json()) as {
      result: { data: { data: { width: number; height: number }[] } };
    }
  ).result.data.data;
  expect(media.map((m) => Math.max(m.width, m.height)).sort((a, b) => b - a)[0]).toBe(2560);
});

test("another company's report is simply not found", async ({ page }) => {
  await signUp(page, { company: "First Fleet" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const theirs = await preparedReport(page, { vrm: "AA19AAA", type: "general", complete: false });
  await logOut(page);
  await signUp(page, { company: "Second Fleet" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/reports/${theirs}`);
  await expect(page.getByRole("heading", { name: "Report not found" })).toBeVisible();
  await expect(page.getByText("AA19 AAA")).toHaveCount(0);
});
