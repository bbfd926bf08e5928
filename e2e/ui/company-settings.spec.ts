import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "../axe";
import { signUp } from "../helpers";

test("the Owner edits the company's details, with the API's own validation, and they stay saved", async ({
  page,
}) => {
  await signUp(page, { company: "Selby Self Drive" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Company" })
    .click();
  await expect(page.getByRole("heading", { name: "Company settings" })).toBeVisible();

  await page.getByLabel("VAT number").fill("12345");
  await page.getByLabel("Postcode").fill("not a postcode");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("must be a UK VAT number, for example GB123456789")).toBeVisible();
  await expect(page.getByText("must be a UK postcode, for example SW1A 1AA")).toBeVisible();
  await expectNoAxeViolations(page, "company settings with errors");

  await page.getByLabel("Business name").fill("Selby Self Drive Ltd");
  await page.getByLabel("VAT number").fill("gb 123 4567 89");
  await page.getByLabel("Address line 1").fill("4 Ousegate");
  await page.getByLabel("Town or city").fill("Selby");
  await page.getByLabel("Postcode").fill("yo8 4nh");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Company details saved.")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Business name")).toHaveValue("Selby Self Drive Ltd");
  await expect(page.getByLabel("VAT number")).toHaveValue("GB123456789");
  await expect(page.getByLabel("Postcode")).toHaveValue("YO8 4NH");
  // The shell shows the new name too.
  await expect(page.getByText("Owner · Selby Self Drive Ltd")).toBeVisible();
});

test("the Owner uploads a logo, which is served back resized; a GIF is refused", async ({
  page,
}) => {
  await signUp(page, { company: "Tadcaster Trucks" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings/company");
  await expect(page.getByText("No logo yet")).toBeVisible();

  const gif = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#c00" } })
    .gif()
    .toBuffer();
  await page
    .getByLabel("Logo file")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: gif });
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "The logo must be a PNG, JPEG or WebP image.",
  );

  const jpeg = await sharp({
    create: { width: 1500, height: 500, channels: 3, background: "#1d4ed8" },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel("Logo file")
    .setInputFiles({ name: "logo.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(page.getByText("Logo updated.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Your company logo" })).toBeVisible();
  await expectNoAxeViolations(page, "company settings with a logo");

  const served = await page.request.get("/api/company/logo");
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(await sharp(await served.body()).metadata()).toMatchObject({
    format: "png",
    width: 600,
    height: 200,
  });

  await page.getByRole("button", { name: "Remove" }).click();
  await page.getByRole("button", { name: "Remove logo" }).click();
  await expect(page.getByText("No logo yet")).toBeVisible();
  expect((await page.request.get("/api/company/logo")).status()).toBe(404);
});
