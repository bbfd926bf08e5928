// A staff page asks the server for no other page just because its links are on screen; a link
// reached for (pointer over it) is fetched ahead, and the click lands on its page.
import { expect, test } from "@playwright/test";
import { signUp } from "../helpers";

test.use({ viewport: { width: 1440, height: 900 } });

test("a page view fetches no page ahead until a link is reached for", async ({ page }) => {
  await signUp(page, { company: "Quiet Links Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const fetchedAhead: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.searchParams.has("_rsc")) fetchedAhead.push(url.pathname);
  });

  await page.goto("/dashboard");
  const vehicles = page.getByRole("navigation", { name: "Main" }).getByRole("link", {
    name: "Vehicles",
  });
  await expect(vehicles).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(fetchedAhead).toEqual([]);

  await vehicles.hover();
  await expect.poll(() => fetchedAhead).toContain("/vehicles");
  await vehicles.click();
  await expect(page).toHaveURL(/\/vehicles$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(new Set(fetchedAhead)).toEqual(new Set(["/vehicles"]));
});
