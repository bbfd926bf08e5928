// Inspection templates and the walk-around, on a 390 x 844 phone: a van template with two
// custom items, four angles and an accessory made in Settings; an outbound van report made with
// it on New report; the flow asks for the four angles in order and refuses to complete until
// they are taken; signed off, the PDF lists each photo's SHA-256, equal to GET /media/{id}'s
// bytes. The editor and the walk-around looked at (screenshots with E2E_SCREENSHOTS=1), axe clean.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { expectGoodAtBothWidths, expectNoAxeViolations } from "../axe";
import { signUp, trpc } from "../helpers";
import { jpeg } from "../reports-app-api";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const ANGLES = ["Front", "Nearside", "Rear", "Offside"];

const photo = async (name: string) => ({
  name: `${name}.jpg`,
  mimeType: "image/jpeg",
  buffer: await jpeg({ r: 30, g: 110, b: 170 }),
});

async function query<T>(page: Page, procedure: string, input?: unknown): Promise<T> {
  const search = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await page.request.get(`/api/trpc/${procedure}${search}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

const choose = (page: Page, text: string) =>
  page
    .locator("label:visible")
    .filter({ hasText: new RegExp(`^${text}$`) })
    .first()
    .click();

test("a van template's walk-around from Settings to a signed PDF whose hashes match the photos", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUp(page, { company: "Van Yard Hire" });

  // Settings › Inspection templates: a van template.
  await page.goto("/settings/inspection-templates");
  await expect(page.getByRole("heading", { name: "Inspection templates" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Inspection templates" })).toContainText(
    "Van inspection",
  );
  await page.getByRole("button", { name: "New template" }).click();
  const form = page.getByRole("form", { name: "Inspection template" });
  await form.getByLabel("Name").fill("Van out");
  await form.getByRole("checkbox", { name: "Van", exact: true }).check();
  await form.getByRole("checkbox", { name: "Car", exact: true }).uncheck();
  await form.getByLabel("Item 1", { exact: true }).fill("Load straps");
  await form.getByRole("button", { name: "Add item" }).click();
  await form.getByLabel("Item 2", { exact: true }).fill("Tail lift");
  await form.getByLabel("Guidance for Tail lift").fill("Raise and lower it once");
  await form.getByRole("button", { name: "Move Tail lift up" }).click();
  await expect(form.getByLabel("Item 1", { exact: true })).toHaveValue("Tail lift");
  for (const corner of [
    "Front nearside corner",
    "Rear nearside corner",
    "Rear offside corner",
    "Front offside corner",
  ])
    await form.getByRole("checkbox", { name: corner, exact: true }).uncheck();
  await form.getByLabel("New accessory").fill("Locking wheel nut");
  await form.getByRole("button", { name: "Add accessory" }).click();
  const preview = page.getByRole("region", { name: "Preview: what the inspector will see" });
  await expect(preview).toContainText("Walk-around (4 photos)");
  await expect(preview).toContainText("Raise and lower it once");
  await form.getByRole("button", { name: "Create template" }).click();
  await expect(page.getByRole("button", { name: /Van out/ })).toBeVisible();
  await expectGoodAtBothWidths(page, "inspection-template-editor", async () => {
    await expect(page.getByRole("form", { name: "Inspection template" })).toBeVisible();
    await expect(
      page.getByRole("form", { name: "Inspection template" }).getByLabel("Name"),
    ).toHaveValue("Van out");
  });
  await page.setViewportSize({ width: 390, height: 844 });

  // New report: an outbound van report with the template.
  await page.goto("/reports/new");
  await page.getByLabel("Registration (VRM)").fill("AA19PPX");
  await expect(page.getByTestId("vrm-check")).toContainText("(van)");
  await page.getByLabel("Inspection template").selectOption({ label: "Van out" });
  await expectNoAxeViolations(page, "new report with a template");
  await page.getByRole("button", { name: "Create report" }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: "Use 1 credit and create" })
    .click();
  await expect(page).toHaveURL(/\/reports\/rep_[a-z0-9]+$/);
  const reportId = page.url().split("/").pop()!;

  // The walk-around comes first, one angle at a time, in the template's order.
  await expect(page.getByRole("heading", { name: "Front", exact: true })).toBeVisible();
  await expect(page.getByText("Each photo can record where it was taken")).toBeVisible();
  // The question comes with the page from the server (it is the phone's first screen), and
  // once answered the server leaves it out.
  const question = "Each photo can record where it was taken";
  expect(await (await page.request.get(`/reports/${reportId}`)).text()).toContain(question);
  await page.getByRole("button", { name: "Not now" }).click();
  expect(await (await page.request.get(`/reports/${reportId}`)).text()).not.toContain(question);
  await page.getByLabel("Front photo", { exact: true }).setInputFiles(await photo("front"));
  await expect(page.getByText("1 photo taken.")).toBeVisible();
  await expectGoodAtBothWidths(page, "walk-around", async () => {
    await expect(
      page.getByRole("img", { name: /Stand here for the Front photo of the van/ }),
    ).toBeVisible();
  });
  await page.setViewportSize({ width: 390, height: 844 });

  // Completing now is refused, naming each missing angle by its label.
  await page.goto(`/reports/${reportId}?step=review`);
  const missing = page.getByTestId("readiness-missing");
  for (const angle of ANGLES.slice(1))
    await expect(missing).toContainText(`Take the ${angle} photo.`);
  await expect(missing).not.toContainText("Take the Front photo.");
  await expect(page.getByRole("button", { name: "Complete report" })).toBeDisabled();

  await page.goto(`/reports/${reportId}`);
  await expect(page.getByRole("heading", { name: "Front", exact: true })).toBeVisible();
  await expect(page.getByText(question)).toHaveCount(0);
  for (const [index, angle] of ANGLES.entries()) {
    await expect(page.getByRole("heading", { name: angle, exact: true })).toBeVisible();
    if (index > 0) {
      await page.getByLabel(`${angle} photo`, { exact: true }).setInputFiles(await photo(angle));
      await expect(page.getByText("1 photo taken.")).toBeVisible();
    }
    await page.getByRole("link", { name: "Next" }).click();
  }

  // Readings with the odometer and fuel gauge photos.
  await page.getByLabel("Odometer", { exact: true }).fill("42150");
  await choose(page, "75%");
  await page.getByLabel("Odometer photo").setInputFiles(await photo("odometer"));
  await page.getByLabel("Fuel gauge photo").setInputFiles(await photo("fuel"));
  await expect(page.getByText("1 photo taken.")).toHaveCount(2);

  // The two items, with their guidance, then the accessory.
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Tail lift", exact: true })).toBeVisible();
  await expect(page.getByText("Raise and lower it once")).toBeVisible();
  await choose(page, "Pass");
  await expect(page.getByRole("heading", { name: "Load straps", exact: true })).toBeVisible();
  await choose(page, "Pass");
  await expect(page.getByRole("heading", { name: "Accessories", exact: true })).toBeVisible();
  await page
    .getByRole("group", { name: "Locking wheel nut" })
    .locator("label")
    .filter({ hasText: "There" })
    .click();
  await expect(
    page.getByRole("group", { name: "Locking wheel nut" }).getByRole("radio", { name: "There" }),
  ).toBeChecked();
  await page.getByRole("link", { name: "Review" }).click();
  await expect(page.getByRole("button", { name: "Complete report" })).toBeEnabled();
  await page.getByRole("button", { name: "Complete report" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Complete report" }).click();
  // Completed once the page offers the sign-off (the completion goes out from the phone first).
  await expect(page.getByRole("heading", { name: "Sign off" })).toBeVisible();

  // Sign off through the app, then read the PDF.
  const signers = await query<{ id: string; is_you: boolean }[]>(page, "reports.signers");
  await trpc(page.request, "reports.signOffAsMember", {
    id: reportId,
    signed_by_user_id: signers.find((s) => s.is_you)!.id,
    signature_png:
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=",
  });
  const pdf = await page.request.get(`/api/app/reports/${reportId}/pdf`);
  expect(pdf.status()).toBe(200);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "kerbside-walk-")), "r.pdf");
  writeFileSync(file, await pdf.body());
  const text = execFileSync("/usr/bin/pdftotext", [file, "-"], { encoding: "utf8" });
  expect(text).toContain("Walk-around (6)");
  const media = await query<{ data: { id: string }[] }>(page, "reports.listMedia", {
    report_id: reportId,
    limit: 100,
  });
  expect(media.data).toHaveLength(6);
  for (const m of media.data) {
    const bytes = await (await page.request.get(`/api/app/media/${m.id}`)).body();
    expect(text).toContain(`SHA-256 ${createHash("sha256").update(bytes).digest("hex")}`);
  }
});
