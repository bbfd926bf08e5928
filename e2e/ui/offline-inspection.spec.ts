// Inspections with no signal (issue 31), on a 390 x 844 phone against the production build and
// its service worker: a report opened once opens again offline (a reload, a new page), every
// answer, photo and damage made offline is kept on the phone and reaches the server exactly once
// when the signal returns, even when the connection drops in the middle of a photo's upload; a
// report completed elsewhere meanwhile keeps the phone's changes aside as not applied; a queued
// answer's retry carries the same Idempotency-Key; logging out asks before unsent changes go,
// then leaves no change and no stored report page on the phone.
// Screenshots of the status bar's states with E2E_SCREENSHOTS=1.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../axe";
import { signUp, trpc } from "../helpers";
import { apiKeyOf } from "../page-api-key";
import { jpeg } from "../reports-app-api";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: "allow" });

type Item = {
  id: string;
  area: string;
  verdict: string | null;
  damage: { zone: string; type: string; severity: string } | null;
};

const status = (page: Page) => page.getByTestId("sync-status-text");
const verdict = (page: Page, name: string) =>
  page.locator("label:visible").filter({ hasText: new RegExp(`^${name}$`) });

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.getByTestId("sync-status").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `e2e/screenshots/offline-${name}-390.png` });
}

async function checklist(page: Page, reportId: string): Promise<Item[]> {
  const res = await page.request.get(
    `/api/trpc/reports.listInspections?input=${encodeURIComponent(JSON.stringify({ report_id: reportId }))}`,
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { result: { data: { data: Item[] } } }).result.data.data;
}

/** What the phone holds: report pages the service worker stored, and changes in the outbox. */
function onPhone(page: Page): Promise<{ pages: number; changes: number }> {
  return page.evaluate(async () => {
    let pages = 0;
    for (const name of await caches.keys())
      if (name.includes("kerbside-inspections"))
        pages += (await (await caches.open(name)).keys()).length;
    const changes = await new Promise<number>((resolve, reject) => {
      const opening = indexedDB.open("kerbside-offline");
      opening.onerror = () => reject(opening.error ?? new Error("IndexedDB"));
      opening.onsuccess = () => {
        const db = opening.result;
        const counting = db.transaction("outbox").objectStore("outbox").count();
        counting.onsuccess = () => {
          db.close();
          resolve(counting.result);
        };
        counting.onerror = () => reject(counting.error ?? new Error("IndexedDB"));
      };
    });
    return { pages, changes };
  });
}

/** A draft report opened once with signal, with the service worker in charge of the page. */
async function openedOnce(page: Page, company: string) {
  await signUp(page, { company });
  const report = (await trpc(page.request, "reports.create", {
    vrm: "AA19AAA",
    type: "outbound",
  })) as { id: string };
  const items = await checklist(page, report.id);
  await page.goto(`/reports/${report.id}`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Once the worker controls the page, a load stores the page for later.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto(`/reports/${report.id}?step=${items[0]!.id}`);
  await expect(page.getByRole("heading", { name: items[0]!.area })).toBeVisible();
  await expect(status(page)).toHaveText("All saved");
  return { reportId: report.id, items };
}

/** Offline: Fail, three photos and a damage on the first area, Pass on the next four. */
async function inspectOffline(context: BrowserContext, page: Page, items: Item[]) {
  await context.setOffline(true);
  await expect(status(page)).toHaveText("Offline: saved on this phone");
  await shot(page, "offline");
  await verdict(page, "Fail").click();
  for (const colour of [
    { r: 200, g: 40, b: 40 },
    { r: 40, g: 200, b: 40 },
    { r: 40, g: 40, b: 200 },
  ])
    await page.getByLabel("Take photo").setInputFiles({
      name: `damage-${colour.r}.jpg`,
      mimeType: "image/jpeg",
      buffer: await jpeg(colour),
    });
  await expect(page.getByText("Saved on this phone, waiting to upload.")).toHaveCount(3);
  await page.getByLabel("Where on the vehicle").selectOption("front_bumper");
  await verdict(page, "Scratch").click();
  await verdict(page, "Minor").click();
  await expect(page.getByTestId("sync-status")).toContainText(/\d changes waiting to upload/);
  await expectNoAxeViolations(page, "an area answered offline");
  await page.getByRole("link", { name: "Next" }).click();
  for (const item of items.slice(1, 5)) {
    await expect(page.getByRole("heading", { name: item.area })).toBeVisible();
    await verdict(page, "Pass").click();
  }
  await expect(page.getByRole("heading", { name: items[5]!.area })).toBeVisible();
  await expect(page.getByTestId("sync-status")).toContainText("waiting to upload");
}

/** What the phone shows of that work: the answers, the photos waiting, the damage. */
async function expectKept(page: Page, reportId: string, items: Item[]) {
  await page.goto(`/reports/${reportId}?step=${items[0]!.id}`);
  await expect(page.getByRole("heading", { name: items[0]!.area })).toBeVisible();
  await expect(status(page)).toHaveText("Offline: saved on this phone");
  await expect(page.getByText("Saved on this phone, waiting to upload.")).toHaveCount(3);
  await expect(page.getByLabel("Fail")).toBeChecked();
  await expect(page.getByLabel("Where on the vehicle")).toHaveValue("front_bumper");
  await page.goto(`/reports/${reportId}/sync`);
  const entries = page.getByTestId("sync-entry");
  await expect(entries.filter({ hasText: "Photo damage-" })).toHaveCount(3);
  await expect(entries.filter({ hasText: `${items[0]!.area}: Fail` })).toHaveCount(1);
  await expect(entries.filter({ hasText: "damage: scratch" })).toHaveCount(1);
  for (const item of items.slice(1, 5))
    await expect(entries.filter({ hasText: `${item.area}: Pass` })).toHaveCount(1);
}

async function expectOnServer(page: Page, reportId: string, items: Item[], key: string) {
  const stored = await checklist(page, reportId);
  expect(stored.slice(0, 5).map((i) => i.verdict)).toEqual([
    "fail",
    "pass",
    "pass",
    "pass",
    "pass",
  ]);
  expect(stored.filter((i) => i.damage !== null)).toHaveLength(1);
  expect(stored[0]!.damage).toMatchObject({
    zone: "front_bumper",
    type: "scratch",
    severity: "minor",
  });
  expect(stored.slice(5).every((i) => i.verdict === null)).toBe(true);
  const media = await page.request.get(`/api/v1/reports/${reportId}/media`, {
    headers: { "X-API-Key": key },
  });
  expect(media.status()).toBe(200);
  const list = (
    (await media.json()) as { data: { id: string; inspection_id: string; sha256: string }[] }
  ).data;
  expect(list).toHaveLength(3);
  expect(new Set(list.map((m) => m.sha256)).size).toBe(3);
  expect(list.every((m) => m.inspection_id === items[0]!.id)).toBe(true);
}

test("an inspection with no signal is kept on the phone and reaches the server once", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const { reportId, items } = await openedOnce(page, "No Signal Yard Hire");
  const key = await apiKeyOf(page);
  await inspectOffline(context, page, items);

  // A reload, then a new page, still with no signal.
  await page.reload();
  await expectKept(page, reportId, items);
  await page.close();
  const again = await context.newPage();
  await expectKept(again, reportId, items);
  await again.goto(`/reports/${reportId}?step=review`);
  await expect(again.getByRole("button", { name: "Complete report" })).toBeDisabled();
  await expect(
    again.getByText(/\d+ changes on this phone must upload before the report can be completed/),
  ).toBeVisible();
  await shot(again, "waiting");

  await context.setOffline(false);
  await expect(status(again)).toHaveText("All saved", { timeout: 30_000 });
  await shot(again, "all-saved");
  await expectOnServer(again, reportId, items, key);
});

test("a connection that drops in the middle of a photo's upload sends it once", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const { reportId, items } = await openedOnce(page, "Patchy Signal Hire");
  const key = await apiKeyOf(page);
  await inspectOffline(context, page, items);

  // Each answer goes with its own Idempotency-Key: the first one's reply is lost, and its retry
  // carries the same key (the server then answers as before and does nothing twice).
  const answerKeys: string[] = [];
  await context.route("**/api/trpc/reports.updateInspection*", async (route) => {
    answerKeys.push(route.request().headers()["idempotency-key"] ?? "");
    if (answerKeys.length > 1) return route.continue();
    await route.fetch();
    await route.abort("connectionreset");
  });
  // The first photo reaches the server, but its answer is lost and the signal goes with it.
  let dropped = 0;
  await context.route("**/api/app/inspections/*/media", async (route) => {
    if (dropped > 0) return route.continue();
    dropped += 1;
    await expect(status(page)).toHaveText("Uploading 1 of 3 photos");
    await shot(page, "uploading");
    await route.fetch();
    await context.setOffline(true);
    await route.abort("internetdisconnected");
  });
  const uploading = page.waitForRequest((r) => r.url().includes("/media") && r.method() === "POST");
  await context.setOffline(false);
  await uploading;
  await expect(status(page)).toHaveText("Offline: saved on this phone");
  await context.setOffline(false);
  await expect(status(page)).toHaveText("All saved", { timeout: 30_000 });
  expect(dropped).toBe(1);
  expect(answerKeys[0]).toMatch(/^kbs_[0-9a-f]{32}$/);
  expect(answerKeys[1]).toBe(answerKeys[0]);
  expect(new Set(answerKeys).size).toBe(answerKeys.length - 1);
  await expectOnServer(page, reportId, items, key);
});

test("changes made while the report was completed elsewhere are shown as not applied", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { reportId, items } = await openedOnce(page, "Two Phones Hire");
  const key = await apiKeyOf(page);
  await context.setOffline(true);
  await verdict(page, "Advisory").click();
  await page.getByLabel("Notes").fill("Stone chip low on the nearside");
  await expect(page.getByTestId("sync-status")).toContainText("2 changes waiting to upload");

  // Another device completes the report (the API takes readiness as advice).
  const completed = await page.request.post(`/api/v1/reports/${reportId}/complete`, {
    headers: { "X-API-Key": key },
    data: {},
  });
  expect(completed.status(), await completed.text()).toBe(200);

  await context.setOffline(false);
  await expect(page.getByTestId("sync-status")).toContainText(/\d not applied/, {
    timeout: 30_000,
  });
  await page.goto(`/reports/${reportId}/sync`);
  const notApplied = page.getByRole("region", { name: /Not applied/ });
  await expect(notApplied.getByTestId("sync-entry").first()).toContainText(
    "The report was completed, signed off or cancelled meanwhile",
  );
  await expect(notApplied.getByTestId("sync-entry")).toHaveText([
    new RegExp(`${items[0]!.area}: Advisory`),
    new RegExp(`${items[0]!.area}: notes`),
  ]);
  await shot(page, "not-applied");
  await expectNoAxeViolations(page, "the sync screen with changes not applied");
  const stored = await checklist(page, reportId);
  expect(stored[0]).toMatchObject({ verdict: null, notes: null });

  // Logging out of a shared phone asks before the changes kept aside go, then leaves no change
  // and no report page behind.
  const kept = await onPhone(page);
  expect(kept.changes).toBe(2);
  expect(kept.pages).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  const ask = page.getByRole("alertdialog", { name: "Delete 2 changes not uploaded?" });
  await expect(ask).toContainText("2 changes made on this phone have not uploaded yet.");
  await expectNoAxeViolations(page, "logging out with changes not uploaded");
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeHidden();
  expect((await onPhone(page)).changes).toBe(2);
  await page.getByRole("button", { name: "Log out" }).click();
  await ask.getByRole("button", { name: "Delete and log out" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await onPhone(page)).toEqual({ pages: 0, changes: 0 });
});
