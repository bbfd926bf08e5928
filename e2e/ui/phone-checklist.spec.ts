// The inspection checklist in a yard, on a 390 x 844 phone: a clean car in under 12 taps (Pass
// moves on by itself, "Mark the rest as pass" answers the rest in one write), a fail that stays
// for its notes, the one-line header of a step, steps that change with no request to the server
// (and the back button that retraces them), a near miss on the diagram that names the part
// it chose, and fuel written one way (75%, down 50%) on the report and its comparison.
// Screenshots of each screen at 390 and 1440 wide with E2E_SCREENSHOTS=1.
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "../axe";
import { markOnDiagram, onScreen, tapDiagram } from "../diagram-taps";
import { signUp, trpc } from "../helpers";
import { preparedReport, takeWalkAround } from "../reports-app-api";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** With E2E_SCREENSHOTS=1: the screen at the phone's width and at a desktop's, `on` in view. */
async function shots(page: Page, name: string, on?: Locator) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (on) await on.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: `e2e/screenshots/phone-${name}-${width}.png` });
  }
}

async function draftReport(page: Page, vrm = "AA19AAA", type = "outbound") {
  const report = (await trpc(page.request, "reports.create", { vrm, type })) as { id: string };
  return report.id;
}

async function listInspections(page: Page, reportId: string) {
  const response = await page.request.get(
    `/api/trpc/reports.listInspections?input=${encodeURIComponent(JSON.stringify({ report_id: reportId }))}`,
  );
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as {
      result: { data: { data: { id: string; verdict: string | null; notes: string | null }[] } };
    }
  ).result.data.data;
}

/** The page's layout shift so far (the sum of its shifts not caused by input, as CLS counts them). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const shifts = list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[];
          resolve(shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        // No shift at all: the observer is never called.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

const verdict = (page: Page, name: string) =>
  page.locator("label:visible").filter({ hasText: new RegExp(`^${name}$`) });

test("a clean car's checklist in under 12 taps, with a step header of one line", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { company: "Quick Yard Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const reportId = await draftReport(page);
  await page.goto(`/reports/${reportId}`);
  // The overview keeps the full header.
  await expect(page.getByRole("heading", { name: /Outbound report/ })).toBeVisible();
  // The walk-around photos (inspection-templates.spec.ts takes them in the app), then readings.
  await takeWalkAround(page, reportId);
  await page.goto(`/reports/${reportId}?step=details`);

  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };
  const writes: string[] = [];
  page.on("request", (request) => {
    const procedures = /\/api\/trpc\/([^?]+)/.exec(request.url())?.[1];
    if (request.method() === "POST" && procedures) writes.push(...procedures.split(","));
  });

  await tap(page.getByLabel("Odometer", { exact: true }));
  await page.getByLabel("Odometer", { exact: true }).fill("42150");
  await tap(verdict(page, "75%"));
  await tap(page.getByRole("link", { name: "Next" }));

  // A step: one line (plate, where, the way back), and the verdicts high on the screen.
  await expect(page.getByRole("heading", { name: "Front bumper" })).toBeVisible();
  const header = page.getByTestId("step-header");
  await expect(header).toContainText("Area 1 of 23");
  await expect(header.getByRole("heading", { level: 1 })).toHaveAccessibleName(
    /Outbound report for AA19 AAA/,
  );
  await expect(page.getByRole("link", { name: "Overview" })).toHaveAttribute(
    "href",
    `/reports/${reportId}`,
  );
  expect((await header.boundingBox())?.height).toBeLessThanOrEqual(48);
  expect((await verdict(page, "Pass").boundingBox())?.y).toBeLessThan(844 * 0.4);
  await shots(page, "step");
  await expectNoAxeViolations(page, "area step with the one-line header");

  // A walk-around photo (the report needs one), then Pass: it moves on by itself.
  taps += 1;
  await page.getByLabel("Take photo").setInputFiles({
    name: "walk-around.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 90, b: 90 } },
    })
      .jpeg()
      .toBuffer(),
  });
  await expect(page.getByTestId("photo-thumbnail")).toHaveCount(1);
  await tap(verdict(page, "Pass"));
  await expect(page.getByRole("heading", { name: "Bonnet" })).toBeVisible();
  await expect(page.getByTestId("passed-notice")).toHaveText("Front bumper passed.");
  await expect(header).toContainText("Area 2 of 23");
  await tap(verdict(page, "Pass"));
  await expect(page.getByRole("heading", { name: "Windscreen" })).toBeVisible();

  // The rest in one go, confirmed with the count, in one write.
  await tap(page.getByRole("button", { name: "Mark the rest as pass" }));
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Mark the 21 remaining areas as pass?");
  await expect(dialog).toContainText("Areas you have already answered keep their answer.");
  await shots(page, "mark-the-rest");
  await expectNoAxeViolations(page, "mark the rest as pass, confirmation");
  const before = writes.length;
  await tap(dialog.getByRole("button", { name: "Mark as pass" }));
  await expect(page.getByRole("heading", { name: "Review and complete" })).toBeVisible();
  await expect(page.getByTestId("passed-notice")).toHaveText("21 areas passed.");
  await expect(page.getByTestId("readiness-ok")).toBeVisible();
  expect(writes.slice(before)).toEqual(["reports.passInspections"]);
  await expect(page.getByTestId("verdict-counts")).toContainText("Pass23");
  await shots(page, "review");
  await expectNoAxeViolations(page, "review after marking the rest as pass");

  await tap(page.getByRole("button", { name: "Complete report" }));
  await tap(page.getByRole("alertdialog").getByRole("button", { name: "Complete report" }));
  await expect(page.getByRole("heading", { name: "Sign off" })).toBeVisible();
  expect(taps).toBeLessThan(12);
});

test("a fail or an advisory stays on its area for notes and photos", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, { company: "Careful Yard Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const reportId = await draftReport(page);
  // The walk-around photos taken, the readings step leads to the first area.
  await takeWalkAround(page, reportId);
  await page.goto(`/reports/${reportId}?step=details`);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Front bumper" })).toBeVisible();

  await verdict(page, "Fail").click();
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
  await expect(page.getByRole("heading", { name: "Front bumper" })).toBeVisible();
  await expect(page.getByLabel("Notes")).toHaveAttribute("placeholder", "What is wrong, and where");
  await page.getByLabel("Notes").fill("Cracked below the number plate");
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
  await shots(page, "fail");

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Bonnet" })).toBeVisible();
  await verdict(page, "Advisory").click();
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
  await expect(page.getByRole("heading", { name: "Bonnet" })).toBeVisible();

  // Marking the rest leaves both answers alone.
  await page.getByRole("button", { name: "Mark the rest as pass" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Mark the 21 remaining areas as pass?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Mark as pass" }).click();
  await expect(page.getByTestId("verdict-counts")).toContainText("Pass21");
  // The counts are the phone's; the server has them once the outbox has sent the write.
  await expect(page.getByTestId("sync-status-text")).toHaveText("All saved");
  await expect
    .poll(async () => {
      const list = await listInspections(page, reportId);
      return { first: list.slice(0, 2), rest: [...new Set(list.slice(2).map((i) => i.verdict))] };
    })
    .toMatchObject({
      first: [
        { verdict: "fail", notes: "Cracked below the number plate" },
        { verdict: "advisory" },
      ],
      rest: ["pass"],
    });
});

test("a near miss on the diagram goes to the nearest part and says which", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, { company: "Near Miss Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const reportId = await draftReport(page);
  const list = await listInspections(page, reportId);
  const pagesAsked: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).searchParams.has("_rsc")) pagesAsked.push(r.url());
  });
  await page.goto(`/reports/${reportId}?step=${list[5]?.id}`);
  const said = page.getByTestId("chosen-part");
  const where = page.getByLabel("Where on the vehicle");
  // Nothing on the step moves once drawn (the status bar and the photos keep their places while
  // they load), so a finger aiming at the diagram lands where it aimed.
  await expect(page.getByTestId("sync-status-text")).toHaveText("All saved");
  await expect(page.getByText("No photos of this area yet.")).toBeVisible();
  expect(await layoutShift(page)).toBe(0);
  // Nor does the phone fetch other pages meanwhile: the steps, the overview, a ticket and the
  // list are not prefetched (each a server render, while this one is still starting up).
  await page.waitForLoadState("networkidle");
  expect(pagesAsked).toEqual([]);

  // Just off the nearside rear door, outside the car: the door, said politely (after zooming in
  // first when the door is thinner than a fingertip at this width).
  await markOnDiagram(page, 0.01, 0.6);
  await expect(said).toHaveText("Nearside rear door chosen.");
  await expect(said).toHaveAttribute("role", "status");
  await expect(where).toHaveValue("nearside_rear_door");
  await shots(page, "near-miss", page.getByRole("img", { name: /Vehicle diagram/ }));
  await expectNoAxeViolations(page, "diagram with the part chosen");

  // A mirror is too small for a finger: the diagram zooms in until it is 44 px across.
  await tapDiagram(page, 0.03, 0.3);
  await expect(said).toHaveText("Zoomed in. Tap the part you mean.");
  const { pxPerUnit } = await onScreen(page, 0, 0.28);
  expect(0.06 * 200 * pxPerUnit).toBeGreaterThanOrEqual(44);
  await shots(page, "zoomed", page.getByRole("img", { name: /Vehicle diagram/ }));
  await expectNoAxeViolations(page, "diagram zoomed in");
  await tapDiagram(page, 0.03, 0.3);
  await expect(said).toHaveText("Nearside mirror chosen.");
  await expect(where).toHaveValue("nearside_mirror");

  // The same again through the helper other specs use.
  expect(await markOnDiagram(page, 0.5, 0.5)).toBe(false);
  await expect(said).toHaveText("Roof chosen.");
});

test("moving between steps asks nothing of the server; the back button walks them back", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page, { company: "Step Walk Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const reportId = await draftReport(page);
  const list = await listInspections(page, reportId);
  await page.goto(`/reports/${reportId}?step=details`);
  await expect(page.getByTestId("sync-status-text")).toHaveText("All saved");
  await page.waitForLoadState("networkidle");
  const pagesAsked: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document" || new URL(r.url()).searchParams.has("_rsc"))
      pagesAsked.push(r.url());
  });
  const area = (name: string) => page.getByRole("heading", { name, exact: true });

  // Next from the bottom of the readings: the first area, from the top of the screen.
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
  await page.getByRole("link", { name: "Next" }).click();
  await expect(area("Front bumper")).toBeVisible();
  await expect(page).toHaveURL(`/reports/${reportId}?step=${list[0]?.id}`);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(area("Bonnet")).toBeVisible();
  await page.getByRole("link", { name: "Back" }).click();
  await expect(area("Front bumper")).toBeVisible();
  // The whole checklist, an area further down, then the report's overview.
  await page.getByRole("link", { name: "Show the whole checklist" }).click();
  const checklist = page.getByRole("navigation", { name: "Inspection checklist" });
  await checklist.getByRole("link", { name: /Windscreen/ }).click();
  await expect(area("Windscreen")).toBeVisible();
  await page.getByRole("link", { name: "Overview" }).click();
  await expect(page.getByRole("heading", { name: /Outbound report/ })).toBeVisible();

  // The phone's back button retraces them.
  await page.goBack();
  await expect(area("Windscreen")).toBeVisible();
  await page.goBack();
  await expect(checklist).toBeVisible();
  await expect(area("Front bumper")).toBeHidden();
  await page.goBack();
  await expect(area("Front bumper")).toBeVisible();
  expect(pagesAsked).toEqual([]);

  // A reload is the whole page again, at the same step.
  await page.reload();
  await expect(area("Front bumper")).toBeVisible();
});

test("fuel is written in percent on the report, and its change as down or up", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, { company: "Fuel Gauge Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await preparedReport(page, { vrm: "AA19AAA", type: "outbound" });
  const inbound = await preparedReport(page, {
    vrm: "AA19AAA",
    type: "inbound",
    complete: false,
  });
  await trpc(page.request, "reports.update", { id: inbound, fuel_level: 25 });
  await trpc(page.request, "reports.complete", { id: inbound });

  await page.goto(`/reports/${inbound}`);
  const readings = page.getByRole("region", { name: "Readings" });
  await expect(readings).toContainText("Fuel level25%");
  const comparison = page.getByRole("region", { name: "Damage since check-out" });
  await expect(comparison.getByTestId("fuel-delta")).toHaveText("down 50%");
  await shots(page, "comparison");
  await expectNoAxeViolations(page, "completed check-in with the comparison");
});

type SavedReadings = {
  odometer: number | null;
  tyre_readings: { position: string; tread_depth_mm: number | null }[];
};

test("what is typed or tapped while the page is still coming to life is kept", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, { company: "Slow Phone Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const reportId = await draftReport(page);
  const [first] = await listInspections(page, reportId);
  // A slow phone: the page is drawn by the server at once, its script arrives 3 s after the
  // page is there (each page's scripts are held until `arrived` lets them through).
  let arrived = Promise.resolve();
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await arrived;
    await route.continue();
  });
  const slowly = async (url: string) => {
    let release = () => {};
    arrived = new Promise((resolve) => (release = resolve));
    await page.goto(url, { waitUntil: "domcontentloaded" });
    setTimeout(release, 3000);
  };

  await slowly(`/reports/${reportId}?step=${first?.id}`);
  await verdict(page, "Fail").click();
  await page.getByLabel("Notes").fill("Scuffed on the left corner");
  await expect(page.getByTestId("sync-status-text")).toHaveText("All saved");
  await expect
    .poll(async () => (await listInspections(page, reportId))[0])
    .toMatchObject({ verdict: "fail", notes: "Scuffed on the left corner" });

  await slowly(`/reports/${reportId}?step=details`);
  await page.getByLabel("Front left tread depth in mm").fill("4.5");
  await page.getByRole("textbox", { name: "Odometer" }).fill("31000");
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/api/trpc/reports.get?input=${encodeURIComponent(JSON.stringify({ id: reportId }))}`,
      );
      const saved = ((await response.json()) as { result: { data: SavedReadings } }).result.data;
      return {
        odometer: saved.odometer,
        tread: saved.tyre_readings.find((t) => t.position === "front_left")?.tread_depth_mm,
      };
    })
    .toEqual({ odometer: 31000, tread: 4.5 });
});
