// Test mode in the browser (contract section 8): API Access shows the live key and the test
// key; a request made with the test key shows on the Requests tab (method, path, status, and
// an error's problem body when opened); the header's Test mode switch shows the test data with
// a banner on every page, at a phone's and a desktop's width, and none of the live data (and
// back); company settings (the team) stay the live company's; an endpoint made in Test mode
// offers Recover failed deliveries. axe on each screen at both widths (screenshots with
// E2E_SCREENSHOTS=1).
import { expect, test, type Page } from "@playwright/test";
import { expectGoodAtBothWidths } from "../axe";
import { signUp } from "../helpers";
import { apiKeyOf, apiPost } from "../page-api-key";

const LIVE_PLATE = /AA19\s?AAA/;
const TEST_PLATE = /AA19\s?EEE/;

const banner = (page: Page) => page.getByTestId("test-mode-banner");
const testModeSwitch = (page: Page) => page.getByRole("switch", { name: "Test mode" });

async function shoot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}

test("test mode: both keys, the request log, the banner on every page, test data only, recovery", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { company: "Harrogate Van Hire" });
  const liveKey = await apiKeyOf(page);
  const liveVehicle = await apiPost<{ id: string }>(page, liveKey, "vehicles", { vrm: "AA19AAA" });

  // API Access: the live key, and a test key generated beside it, shown once.
  await page.goto("/settings/api");
  await expect(testModeSwitch(page)).toHaveAttribute("aria-checked", "false");
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByTestId("key-display")).toHaveText(/^kbs_[0-9A-Za-z]{4}…/);
  await expect(page.getByTestId("test-key-display")).toHaveText("No key yet");
  await page.getByRole("button", { name: "Generate test key" }).click();
  const testKey = (await page.getByTestId("new-test-key").textContent())!;
  expect(testKey).toMatch(/^kbs_test_[0-9A-Za-z]{32,}$/);
  await expect(page.getByTestId("test-key-display")).toHaveText(
    `kbs_test_${testKey.slice(9, 13)}…${testKey.slice(-4)}`,
  );
  await shoot(page, "test-mode-new-test-key");
  await expectGoodAtBothWidths(page, "test-mode-api-access", async () => {
    await expect(page.getByTestId("key-display")).toHaveText(/^kbs_[0-9A-Za-z]{4}…/);
    await expect(page.getByTestId("test-key-display")).toHaveText(/^kbs_test_/);
  });

  // The test key works on the test data alone: the live vehicle is 404 to it.
  const testVehicle = await apiPost<{ id: string }>(page, testKey, "vehicles", { vrm: "AA19EEE" });
  const missing = await page.request.get(`/api/v1/vehicles/${liveVehicle.id}`, {
    headers: { "X-API-Key": testKey },
  });
  expect(missing.status()).toBe(404);

  // Test mode on: the banner on every page at both widths, the test vehicle, not the live one.
  await page.goto("/vehicles");
  await expect(page.getByRole("main")).toContainText(LIVE_PLATE);
  await testModeSwitch(page).click();
  await expect(testModeSwitch(page)).toHaveAttribute("aria-checked", "true");
  await expect(banner(page)).toBeVisible();
  await expectGoodAtBothWidths(page, "test-mode-vehicles", async () => {
    await expect(banner(page)).toContainText("Test mode: you see and make test data");
    await expect(page.getByRole("main")).toContainText(TEST_PLATE);
  });
  await expect(page.getByRole("main")).not.toContainText(LIVE_PLATE);
  await page.goto(`/vehicles/${liveVehicle.id}`);
  await expect(page.getByRole("heading", { name: "Vehicle not found" })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await page.goto(`/vehicles/${testVehicle.id}`);
  await expect(page.getByRole("main")).toContainText(TEST_PLATE);

  // The team is the company's, not test data: the Owner is on it in Test mode too.
  await page.goto("/team");
  await expectGoodAtBothWidths(page, "test-mode-team", async () => {
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Nadia Owner");
  });

  // Requests: the test key's requests (this mode's log), each with its method, path and status;
  // opening the 404 shows its problem body.
  await page.goto("/settings/api");
  const openRequests = async () => {
    await page.getByRole("tab", { name: "Requests" }).click();
    await expect(page.getByRole("tab", { name: "Requests" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  };
  const refused = page
    .getByTestId("request-row")
    .filter({ hasText: `/api/v1/vehicles/${liveVehicle.id}` });
  // The log is written in batches after each answer: it shows within a second or so.
  await expect(async () => {
    await page.reload();
    await openRequests();
    await expect(refused).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(refused).toContainText("404");
  await expect(refused).toContainText("GET");
  await expect(refused.getByTestId("request-error-code")).toHaveText("not_found");
  const made = page.getByTestId("request-row").filter({ hasText: /POST\s*\/api\/v1\/vehicles/ });
  await expect(made).toContainText("201");
  // The live key's requests belong to the live log.
  await expect(page.getByTestId("request-row")).toHaveCount(2);
  await refused.getByRole("button", { name: /Show problem details/ }).click();
  await expect(refused.getByTestId("problem-body")).toContainText('"status": 404');
  await expectGoodAtBothWidths(page, "test-mode-requests", async () => {
    await openRequests();
    await refused.getByRole("button", { name: /Show problem details/ }).click();
    await expect(refused.getByTestId("problem-body")).toContainText('"code": "not_found"');
    await expect(banner(page)).toBeVisible();
  });

  // Webhooks: an endpoint made in Test mode, and Recover failed deliveries on it.
  await page.goto("/settings/webhooks");
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await page.getByLabel("Endpoint URL").fill("http://127.0.0.1:9/kerbside");
  await page.getByRole("checkbox", { name: /vehicle\.created/ }).check();
  await page.getByRole("button", { name: "Add endpoint" }).last().click();
  const card = page.getByTestId("webhook-endpoint");
  await expect(card.getByTestId("endpoint-state")).toHaveText("Enabled");
  await card.getByRole("button", { name: "Recover failed deliveries" }).click();
  await expect(card.getByTestId("recover-result")).toHaveText(
    "Nothing to recover: no failed deliveries since then.",
  );
  await shoot(page, "test-mode-recover-1440");
  await expectGoodAtBothWidths(page, "test-mode-webhooks", async () => {
    await expect(banner(page)).toBeVisible();
    await expect(card.getByRole("button", { name: "Recover failed deliveries" })).toBeVisible();
  });

  // The recovery is test mode's own activity, in words.
  await page.goto("/settings/activity");
  await expect(
    page.getByTestId("activity-row").filter({ hasText: "started recovering failed deliveries to" }),
  ).toContainText(
    /Since\s*\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\s*Events\s*0 events to send again/,
  );

  // Test mode off: no banner, the live vehicle again and none of the test data.
  await testModeSwitch(page).click();
  await expect(testModeSwitch(page)).toHaveAttribute("aria-checked", "false");
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByTestId("activity-row").filter({ hasText: "recovering" })).toHaveCount(0);
  await expect(
    page.getByTestId("activity-row").filter({ hasText: "made a new test key for API access" }),
  ).toContainText(/Test API key\s*changed/);
  await page.goto("/vehicles");
  await expect(page.getByRole("main")).toContainText(LIVE_PLATE);
  await expect(page.getByRole("main")).not.toContainText(TEST_PLATE);
  await expect(banner(page)).toHaveCount(0);
});
