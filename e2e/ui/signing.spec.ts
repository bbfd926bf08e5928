// The hirer's signing page in a real browser on a phone (390x844): the whole typical
// integration (hirer, vehicle, agreement with default terms, send, sign, PDF, handover,
// close), the form's own checks announced in an alert, every state routed with its
// headers, and axe-core's WCAG 2.2 A/AA rules in every state.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { createHash } from "node:crypto";
import { companyWithKey, drawOnPad, Rest } from "../agreements-app-api";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

async function expectState(page: Page, path: string, status: number, h1: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  const headers = response?.headers() ?? {};
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  await expect(page.locator("h1")).toHaveCount(1);
  const scrollsSideways = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(scrollsSideways).toBe(false);
  await expectAccessible(page);
}

test("an integration's agreement is signed on a phone, downloaded, handed over and closed", async ({
  page,
  request,
}) => {
  const api = new Rest(request, await companyWithKey(page, "Harbour Van Hire"));
  const { id, path } = await api.sentAgreement();

  await expectState(page, path, 200, "Review and sign");
  for (const text of [
    "Harbour Van Hire",
    id,
    "Amelia Hirer",
    "AA19 AAA",
    "Mon 6 Jul 2026, 14:30",
    "Thu 9 Jul 2026, 14:30",
    "£45.00",
    "£135.00",
    "£200.00",
    "£750.00",
    "150 miles a day",
  ]) {
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await expect(page.getByText("Damage and excess", { exact: false })).toBeVisible();

  // Nothing filled in: nothing is sent, and each missing piece has its sentence in the alert.
  await page.getByRole("button", { name: "Sign", exact: true }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Enter your full name.");
  await expect(alert).toContainText(
    "Tick the box to confirm you have read and agree to the terms.",
  );
  await expect(alert).toContainText("Draw your signature in the box.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Review and sign");
  await expectAccessible(page);

  await page.getByRole("textbox", { name: "Full name" }).fill("Amelia Hirer");
  await page.getByRole("checkbox", { name: "I have read and agree to the terms" }).check();
  await drawOnPad(page);
  await page.getByRole("button", { name: "Clear signature" }).click();
  await page.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(alert).toHaveText("Draw your signature in the box.");
  await drawOnPad(page);
  await page.getByRole("button", { name: "Sign", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agreement signed");
  await expect(page.getByRole("button", { name: "Sign", exact: true })).toHaveCount(0);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download signed agreement (PDF)" }).click();
  const pdfPath = await (await download).path();
  const { readFile } = await import("node:fs/promises");
  const pdf = await readFile(pdfPath);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

  const signed = await api.call<{
    status: string;
    document_sha256: string;
    signature: { signed_by_name: string };
  }>("GET", `/agreements/${id}`);
  expect(signed).toMatchObject({ status: "signed", signature: { signed_by_name: "Amelia Hirer" } });
  expect(createHash("sha256").update(pdf).digest("hex")).toBe(signed.document_sha256);
  const apiPdf = await request.get(`/api/v1/agreements/${id}/pdf`, {
    headers: { Authorization: `Bearer ${api.key}` },
  });
  expect(Buffer.from(await apiPdf.body()).equals(pdf)).toBe(true);

  const report = await api.call<{ id: string }>("POST", "/reports", {
    vrm: "AA19AAA",
    type: "outbound",
    agreement_id: id,
  });
  expect(
    await api.call("POST", `/agreements/${id}/handover`, { odometer: 12000, report_id: report.id }),
  ).toMatchObject({ status: "out", outbound_report_id: report.id });
  expect(
    await api.call("POST", `/agreements/${id}/close`, { odometer: 12480, notes: "Returned clean" }),
  ).toMatchObject({ status: "closed", end_odometer: 12480 });
  await expectState(page, path, 200, "Agreement signed");
});

test("expired, cancelled and not-valid links are routed by state, with their headers, accessible", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = new Rest(request, await companyWithKey(page, "Harbour Van Hire"));
  const cancelled = await api.sentAgreement();
  await api.call("DELETE", `/agreements/${cancelled.id}`);
  const replaced = await api.sentAgreement();
  await api.call("POST", `/agreements/${replaced.id}/send`);

  await expectState(page, cancelled.path, 410, "This agreement has been cancelled");
  await expectState(page, replaced.path, 404, "This link is not valid");
  const altered = replaced.path.slice(0, -1) + (replaced.path.endsWith("A") ? "B" : "A");
  await expectState(page, altered, 404, "This link is not valid");
  await expectState(page, "/sign/not-a-token", 404, "This link is not valid");

  // The link expires while the form is open: signing answers the expired state, nothing is signed.
  // (Made last and given 20 s, so that a busy machine opens the form before it expires.)
  const expiring = await api.sentAgreement({ expiresIn: 20 });
  const expiresAt = Date.now() + 20_000;
  await page.goto(expiring.path);
  await page.getByRole("textbox", { name: "Full name" }).fill("Amelia Hirer");
  await page.getByRole("checkbox", { name: "I have read and agree to the terms" }).check();
  await drawOnPad(page);
  await page.waitForTimeout(Math.max(0, expiresAt + 500 - Date.now()));
  await page.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");
  expect((await api.call<{ status: string }>("GET", `/agreements/${expiring.id}`)).status).toBe(
    "sent",
  );
  await expectState(page, expiring.path, 410, "This link has expired");
});

test("a second tab's signature is not recorded: the first one stands", async ({
  page,
  context,
  request,
}) => {
  const api = new Rest(request, await companyWithKey(page, "Harbour Van Hire"));
  const { id, path } = await api.sentAgreement();
  const second = await context.newPage();
  for (const [tab, name] of [
    [page, "First Tab"],
    [second, "Second Tab"],
  ] as const) {
    await tab.goto(path);
    await tab.getByRole("textbox", { name: "Full name" }).fill(name);
    await tab.getByRole("checkbox", { name: "I have read and agree to the terms" }).check();
    await drawOnPad(tab);
  }
  await page.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agreement signed");
  await second.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(second.getByRole("heading", { level: 1 })).toHaveText("Agreement signed");
  const agreement = await api.call<{ signature: { signed_by_name: string } }>(
    "GET",
    `/agreements/${id}`,
  );
  expect(agreement.signature.signed_by_name).toBe("First Tab");
});
