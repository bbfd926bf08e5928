import { expect, test, type Page } from "@playwright/test";
import { logIn, logOut, PASSWORD, signUp, uniqueEmail, invitationLink } from "../helpers";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

/** Invites `email` with `role`, then joins through the link from the Sent email page (in its own browser context). */
async function addMember(page: Page, email: string, role: string): Promise<void> {
  await page.goto("/team");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption({ label: role });
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const href = await invitationLink(email);
  const invitee = await page.context().browser()!.newContext();
  const joining = await invitee.newPage();
  await joining.goto(href);
  await joining.getByLabel("Your name").fill(`${role} Person`);
  await joining.getByLabel("Choose a password").fill(PASSWORD);
  await joining.getByRole("button", { name: "Join the team" }).click();
  await expect(joining).toHaveURL(/\/dashboard$/);
  await invitee.close();
}

test("the Owner switches API access on, regenerates and copies the key, uses it, and edits the allow-list", async ({
  page,
  request,
}) => {
  await signUp(page, { company: "Whitby Van Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "API access" })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "API access", level: 1 })).toBeVisible();
  await expect(page.getByTestId("rate-limit")).toHaveText("60 requests per minute");
  await expect(page.getByTestId("curl-example")).toContainText("/api/v1/credits");

  const access = page.getByRole("switch", { name: "Allow API access" });
  await expect(access).toHaveAttribute("aria-checked", "false");
  await access.click();
  await expect(access).toHaveAttribute("aria-checked", "true");

  await page.getByRole("button", { name: "Generate key" }).click();
  const firstKey = (await page.getByTestId("new-api-key").textContent())!;
  expect(firstKey).toMatch(/^kbs_[0-9A-Za-z]{40}$/);
  await expect(page.getByTestId("key-last-used")).toHaveText("Never used");

  // Regenerating asks first, then shows the new key once.
  await page.getByRole("button", { name: "Regenerate key" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Regenerate the API key?" });
  await expect(dialog).toContainText("stops working at once");
  await dialog.getByRole("button", { name: "Regenerate key" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("new-api-key")).not.toHaveText(firstKey);
  const key = (await page.getByTestId("new-api-key").textContent())!;
  await expect(page.getByTestId("key-display")).toHaveText(
    `kbs_${key.slice(4, 8)}…${key.slice(-4)}`,
  );

  await page.getByRole("button", { name: "Copy key" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(key);

  const old = await request.get("/api/v1/credits", {
    headers: { Authorization: `Bearer ${firstKey}` },
  });
  expect(old.status()).toBe(401);
  const ok = await request.get("/api/v1/credits", {
    headers: { Authorization: `Bearer ${copied}` },
  });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toMatchObject({ balance: 10 });

  // The allow-list: an address range that is not ours shuts us out; clearing it lets us in.
  const allowList = page.getByLabel("Allowed IP addresses and ranges");
  await allowList.fill("not-an-address");
  await page.getByRole("button", { name: "Save allow-list" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "not-an-address" })).toBeVisible();
  await allowList.fill("203.0.113.0/24");
  await page.getByRole("button", { name: "Save allow-list" }).click();
  await expect(page.getByTestId("allow-list-status")).toContainText("1 entry in force");
  const blocked = await request.get("/api/v1/credits", { headers: { "X-API-Key": key } });
  expect(blocked.status()).toBe(403);
  expect(blocked.headers()["content-type"]).toContain("application/problem+json");
  expect(await blocked.json()).toMatchObject({ code: "ip_not_allowed" });

  await allowList.fill("");
  await page.getByRole("button", { name: "Save allow-list" }).click();
  await expect(page.getByTestId("allow-list-status")).toContainText("any address");
  expect((await request.get("/api/v1/credits", { headers: { "X-API-Key": key } })).status()).toBe(
    200,
  );

  // The key's last use, relative ("just now"), with the exact time on the <time> element.
  await page.reload();
  const lastUsed = page.getByTestId("key-last-used").locator("time");
  await expect(lastUsed).toHaveText(/^(just now|1 minute ago)$/);
  await expect(lastUsed).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  await expect(lastUsed).toHaveAttribute("title", /\d{4}/);
  await expect(page.getByTestId("new-api-key")).toHaveCount(0);
});

test("a Manager and an Inspector cannot see the API Access page", async ({ page }) => {
  await signUp(page, { company: "Scarborough Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const members = [
    { email: uniqueEmail("manager"), role: "Manager" },
    { email: uniqueEmail("inspector"), role: "Inspector" },
  ];
  for (const member of members) await addMember(page, member.email, member.role);
  await logOut(page);

  for (const member of members) {
    await logIn(page, member.email);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API access" }),
    ).toHaveCount(0);
    await page.goto("/settings/api");
    await expect(page.getByRole("heading", { name: "You don't have access" })).toBeVisible();
    // No API access switch (the header's Test mode switch is on every page).
    await expect(page.getByRole("switch", { name: "Allow API access" })).toHaveCount(0);
    await logOut(page);
  }
});
