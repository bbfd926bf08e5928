// Every page Next.js renders runs its scripts under a per-request nonce, never 'unsafe-inline':
// the policy says so, the browser reports no violation, and the pages hydrate (a control that
// only React drives answers a click).
import { expect, test, type Page, type Response } from "@playwright/test";
import { logIn, signUpOverHttp } from "../helpers";

test.use({
  viewport: { width: 390, height: 844 },
  permissions: ["clipboard-read", "clipboard-write"],
});

/** Collects the page's CSP violations: the DOM event and Chromium's console message. */
async function watchViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => found.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (text: string) => void })
      .reportCspViolation;
    document.addEventListener(
      "securitypolicyviolation",
      (e) =>
        report(
          `${e.violatedDirective} blocked ${e.blockedURI || "inline"} on ${location.pathname}`,
        ),
      true,
    );
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      found.push(message.text());
  });
  return found;
}

function expectNonceScripts(response: Response | null, label: string) {
  const policy = response?.headers()["content-security-policy"] ?? "";
  const scriptSrc =
    policy
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src")) ?? "";
  expect(scriptSrc, label).toMatch(/'nonce-[A-Za-z0-9+/]+=*'/);
  expect(scriptSrc, label).toContain("'strict-dynamic'");
  expect(scriptSrc, label).not.toContain("'unsafe-inline'");
}

/** Opens `path` afresh, checks its policy and waits for Next.js's client to have started. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expectNonceScripts(response, path);
  await page.waitForFunction(() => "next" in window);
}

test("pages carry a nonce policy without 'unsafe-inline', break none of it, and hydrate", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const email = await signUpOverHttp(request, { company: "Nonce Van Hire" });

  // The public reference: the copy button is React's.
  await open(page, "/docs");
  await page.getByRole("button", { name: "Copy base URL" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();

  // Log in through the form: it signs in from script and moves on to the dashboard.
  await open(page, "/login");
  await logIn(page, email);

  // The dashboard: the phone's menu opens.
  await open(page, "/dashboard");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("#mobile-nav")).toBeVisible();

  // A detail page, reached by adding a vehicle: Archive asks first.
  await open(page, "/vehicles/new");
  await page.getByLabel("Registration").fill("AA19AAA");
  await page.getByRole("button", { name: "Look up" }).click();
  await page.getByRole("button", { name: "Add to fleet" }).click();
  await expect(page).toHaveURL(/\/vehicles\/veh_[0-9a-z]+$/);
  await open(page, new URL(page.url()).pathname);
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Archive AA19AAA?");
  await page.keyboard.press("Escape");

  // A list page: the search goes into the address.
  await open(page, "/vehicles");
  await page.getByRole("searchbox", { name: "Search" }).fill("AA19");
  await expect(page).toHaveURL(/\?q=AA19$/);
  await expect(page.getByRole("link", { name: /AA19 AAA/ })).toBeVisible();

  // The rest of the app's areas and the public pages start their scripts too.
  for (const path of [
    "/reports",
    "/reports/new",
    "/customers",
    "/agreements",
    "/tickets",
    "/billing",
    "/team",
    "/email",
    "/settings/company",
    "/settings/terms",
    "/settings/security",
    "/problems",
    "/docs/webhooks",
    "/no-such-page",
  ]) {
    await open(page, path);
  }
  expect(violations).toEqual([]);
});
