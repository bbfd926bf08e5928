// Screenshots of every report page and state at phone and desktop widths, for a person
// to look at (E2E_SCREENSHOTS=1; written to e2e/screenshots/, which git ignores).
import { expect, test, type Page } from "@playwright/test";
import { signUp } from "../helpers";
import { jpeg, preparedReport } from "../reports-app-api";

test.skip(!process.env.E2E_SCREENSHOTS, "set E2E_SCREENSHOTS=1 to take screenshots");

const shoot = async (page: Page, name: string, width: number) => {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `e2e/screenshots/h5-${name}-${width}.png`, fullPage: true });
};

test("reports: list, new, draft steps, failed upload, review, sign-off, signed off, comparison", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { company: "Screenshot Fleet Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/reports");
  await shoot(page, "list-empty", 1440);
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, "list-empty", 375);

  // An outbound check-out with damage, then the inbound return with new and worse damage.
  const scuff = {
    zone: "front_bumper",
    type: "scuff",
    severity: "minor",
    verdict: "advisory",
    notes: "Scuff on the corner",
    x: 0.3,
    y: 0.02,
  };
  const outbound = await preparedReport(page, {
    vrm: "AA19AAA",
    type: "outbound",
    damage: { 1: scuff },
  });
  const inbound = await preparedReport(page, {
    vrm: "AA19AAA",
    type: "inbound",
    damage: {
      1: { ...scuff, severity: "severe", verdict: "fail", notes: "Bumper cracked" },
      6: {
        zone: "nearside_front_door",
        type: "dent",
        severity: "moderate",
        verdict: "advisory",
        x: 0.1,
        y: 0.4,
      },
    },
  });
  const draft = await preparedReport(page, {
    vrm: "AA19EEE",
    type: "general",
    complete: false,
    damage: { 2: { ...scuff, zone: "bonnet", x: 0.5, y: 0.15 } },
  });
  const fresh = await preparedReport(page, { vrm: "AA19PPP", type: "pickup", complete: false });
  const inspections = await page.request.get(
    `/api/trpc/reports.listInspections?input=${encodeURIComponent(JSON.stringify({ report_id: draft }))}`,
  );
  const firstArea =
    ((await inspections.json()) as { result: { data: { data: { id: string }[] } } }).result.data
      .data[0]?.id ?? "";

  const pages: [string, string][] = [
    ["list", "/reports"],
    ["list-filtered", "/reports?status=completed&type=inbound"],
    ["new", "/reports/new"],
    ["draft-readings", `/reports/${fresh}`],
    ["draft-readings-ev", `/reports/${draft}?step=details`],
    ["draft-area", `/reports/${draft}?step=${firstArea}`],
    ["draft-checklist", `/reports/${draft}?step=checklist`],
    ["draft-review", `/reports/${fresh}?step=review`],
    ["completed-sign-off", `/reports/${outbound}`],
    ["inbound-comparison", `/reports/${inbound}`],
    ["not-found", "/reports/rep_01jd8x3m5kf3v9w2q7r4t6y8z0"],
  ];
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const [name, path] of pages) {
      await page.goto(path);
      await shoot(page, name, width);
    }
    await page.goto("/reports/new");
    await page.getByLabel("Registration (VRM)").fill("AB12CDE");
    await page.getByRole("button", { name: "Create report" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await shoot(page, "new-confirm", width);
  }

  // A photo upload that fails (no signal) stays in the queue with Retry.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.route("**/api/app/inspections/*/media", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.goto(`/reports/${draft}?step=${firstArea}`);
  await page.getByLabel("Upload").setInputFiles({
    name: "yard.jpg",
    mimeType: "image/jpeg",
    buffer: await jpeg({ r: 120, g: 120, b: 40 }),
  });
  await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
  await page
    .getByRole("button", { name: "Retry" })
    .evaluate((button) => button.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: "e2e/screenshots/h5-draft-upload-failed-375.png" });
  await page.unroute("**/api/app/inspections/*/media");

  // Sign off the outbound report, then its signed-off page.
  await page.goto(`/reports/${outbound}`);
  const pad = page.getByRole("img", { name: "Inspector's signature" });
  // The pad must stay where it is measured: once the page has settled, on screen.
  await page.waitForLoadState("networkidle");
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("no signature pad");
  await page.mouse.move(box.x + 40, box.y + 80);
  await page.mouse.down();
  await page.mouse.move(box.x + 200, box.y + 40, { steps: 8 });
  await page.mouse.move(box.x + 280, box.y + 110, { steps: 8 });
  await page.mouse.up();
  await page.getByRole("button", { name: "Sign off" }).click();
  await expect(page.getByRole("heading", { name: "Signed off" })).toBeVisible();
  await page.getByRole("button", { name: "Create share link" }).click();
  await expect(page.getByLabel("Share link")).toHaveValue(/^http/);
  await shoot(page, "signed-off", 375);
  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(page, "signed-off", 1440);
});
