// A brand-new user is greeted "Welcome" on the dashboard; "Welcome back" once they have made a
// report of their own.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../axe";
import { signUp } from "../helpers";

test("a new user is welcomed, and welcomed back after their first report", async ({ page }) => {
  await signUp(page, { company: "Selby Self Drive" });
  const greeting = page.getByRole("main").getByText(/^Welcome/);
  await expect(greeting).toHaveText("Welcome, Nadia");
  await expectNoAxeViolations(page, "a new user's dashboard");

  const made = await page.request.post("/api/trpc/reports.create", {
    data: { vrm: "AA19AAA", type: "general" },
  });
  expect(made.status()).toBe(200);
  await page.reload();
  await expect(greeting).toHaveText("Welcome back, Nadia");
});
