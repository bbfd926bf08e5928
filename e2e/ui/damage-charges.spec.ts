// Damage charges, the journey: a hire checked out with one scratch, signed and handed
// over; checked in with that scratch worse, a 20 mm scratch (fair wear and tear) and a 60 mm dent.
// Staff see the comparison's marks, prepare the charge (the 20 mm line left out) and send it; the
// hirer, on a phone, sees both photos of each line and disputes with a reason; staff revise (a
// lower amount) and send again; the hirer accepts; staff collect from the deposit. The evidence
// pack holds the lines, total and timeline and its seal is valid; a webhook receiver got the four
// events, each signature verified. Every new page is looked at at both widths, axe clean.
import { createHmac } from "node:crypto";
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { companyWithKey, drawOnPad, Rest } from "../agreements-app-api";
import { expectGoodAtBothWidths, expectNoAxeViolations } from "../axe";
import { emailTo } from "../mailbox";
import { jpeg } from "../reports-app-api";
import { activitySection } from "../helpers";

test.use({ timezoneId: "Europe/London" });

type Damage = { zone: string; type: string; severity: string; size_mm: number };
type Received = { headers: IncomingHttpHeaders; body: string };

const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

/** A completed report of the hire with `damage` on its first checklist items, each with a photo. */
async function reportWithDamage(
  page: Page,
  api: Rest,
  body: { vrm: string; type: "outbound" | "inbound"; agreement_id: string; odometer: number },
  damage: Damage[],
  colour: { r: number; g: number; b: number },
) {
  const report = await api.call<{ id: string }>("POST", "/reports", body);
  const { data } = await api.call<{ data: { id: string }[] }>(
    "GET",
    `/reports/${report.id}/inspections`,
  );
  for (const [i, d] of damage.entries()) {
    const id = data[i]!.id;
    await api.call("PUT", `/inspections/${id}`, { damage: d, verdict: "advisory" });
    const upload = await page.request.post(`/api/v1/inspections/${id}/media`, {
      headers: { Authorization: `Bearer ${api.key}` },
      multipart: {
        file: { name: "damage.jpg", mimeType: "image/jpeg", buffer: await jpeg(colour) },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
  }
  await api.call("POST", `/reports/${report.id}/complete`);
  return report.id;
}

/** The hirer's phone: its own context, no staff cookies. */
async function hirerPhone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    userAgent: PHONE_UA,
    isMobile: true,
    hasTouch: true,
    timezoneId: "Europe/London",
  });
  return context.newPage();
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

/** Presses `button`, then the same in the confirmation it opens. */
async function confirmed(page: Page, button: string) {
  await page.getByRole("button", { name: button, exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
}

/** Sends the draft (confirmed) and answers the hirer link the charge page then shows. */
async function sentLink(page: Page): Promise<string> {
  await confirmed(page, "Send to hirer");
  const status = page.getByRole("status").filter({ hasText: "The hirer was emailed this link" });
  await expect(status).toBeVisible();
  return new URL((await status.textContent())!.match(/https?:\/\/\S+/)![0]).pathname;
}

test("a damage charge from check-in to collection: fair wear and tear left out, disputed, revised, accepted, collected, sealed", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const received: Received[] = [];
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    const api = new Rest(page.request, await companyWithKey(page, "Harbour Van Hire"));
    const endpoint = await api.call<{ secret: string }>("POST", "/webhook-endpoints", {
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
      events: [
        "damage_charge.sent",
        "damage_charge.accepted",
        "damage_charge.disputed",
        "damage_charge.collected",
      ],
    });

    // The empty list and the rate card before any charge.
    await page.goto("/damage-charges");
    await expectGoodAtBothWidths(page, "damage-charges-empty", () =>
      expect(page.getByText("No damage charges yet")).toBeVisible(),
    );
    await page.goto("/settings/damage-rates");
    await expectGoodAtBothWidths(page, "damage-rates", () =>
      expect(page.getByRole("group", { name: "Dent" }).getByLabel("Moderate")).toHaveValue(
        "150.00",
      ),
    );
    const crack = page.getByRole("group", { name: "Crack" }).getByLabel("Severe");
    await crack.fill("six hundred");
    await page.getByRole("button", { name: "Save rates" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Enter an amount" })).toBeVisible();
    await crack.fill("650");
    await page.getByRole("button", { name: "Save rates" }).click();
    await expect(page.getByText("Saved 1 rate.")).toBeVisible();
    const rates = await api.call<{ data: { id: string; amount_pence: number }[] }>(
      "GET",
      "/damage-rates",
    );
    expect(rates.data.find((r) => r.id === "drt_crack_severe")!.amount_pence).toBe(65000);

    // The hire: out with one scratch, signed on the hirer's page, handed over, back with more.
    const sent = await api.sentAgreement({ vrm: "AA19AAA" });
    const body = { vrm: "AA19AAA", agreement_id: sent.id };
    await reportWithDamage(
      page,
      api,
      { ...body, type: "outbound", odometer: 12000 },
      [{ zone: "nearside_front_door", type: "scratch", severity: "minor", size_mm: 10 }],
      { r: 40, g: 120, b: 60 },
    );
    await page.goto(sent.path);
    await page.getByRole("textbox", { name: "Full name" }).fill("Amelia Hirer");
    await page.getByRole("checkbox", { name: "I have read and agree to the terms" }).check();
    await drawOnPad(page);
    await page.getByRole("button", { name: "Sign", exact: true }).click();
    await expect(h1(page)).toHaveText("Agreement signed");
    await api.call("POST", `/agreements/${sent.id}/handover`, { odometer: 12000 });
    const inbound = await reportWithDamage(
      page,
      api,
      { ...body, type: "inbound", odometer: 12480 },
      [
        { zone: "nearside_front_door", type: "scratch", severity: "moderate", size_mm: 40 },
        { zone: "offside_rear_door", type: "scratch", severity: "minor", size_mm: 20 },
        { zone: "offside_front_door", type: "dent", severity: "moderate", size_mm: 60 },
      ],
      { r: 170, g: 40, b: 40 },
    );

    // The check-in's comparison marks each new or worse damage by the one rule.
    await page.goto(`/reports/${inbound}`);
    const fresh = page.getByTestId("comparison-new").getByRole("listitem");
    await expect(fresh.filter({ hasText: "20 mm" })).toContainText("Fair wear and tear");
    await expect(fresh.filter({ hasText: "60 mm" })).toContainText("Chargeable");
    await expect(page.getByTestId("comparison-worse")).toContainText("40 mm");
    await expect(page.getByTestId("comparison-worse")).toContainText("Chargeable");

    // Prepare: a draft with the 20 mm line left out; £120 + £150.
    await page.getByRole("button", { name: "Prepare damage charge" }).click();
    await expect(page).toHaveURL(/\/damage-charges\/dmc_[0-9a-z]+$/);
    const chargeId = page.url().split("/").pop()!;
    const lines = page.getByTestId("charge-line");
    await expect(lines).toHaveCount(3);
    const wearLine = lines.filter({ hasText: "20 mm" });
    await expect(wearLine).toContainText("Fair wear and tear");
    await expect(wearLine.getByRole("checkbox", { name: "Charge this line" })).not.toBeChecked();
    await expect(wearLine.getByRole("checkbox", { name: "Charge this line" })).toBeDisabled();
    await expect(page.getByTestId("charge-total")).toHaveText("£270.00");
    await expectGoodAtBothWidths(page, "damage-charge-draft", () => expect(lines).toHaveCount(3));
    const firstLink = await sentLink(page);
    const hirerMail = await emailTo("amelia@example.com", /^Damage charge from Harbour Van Hire/);
    expect(hirerMail.text).toContain(firstLink);
    await expect(page.getByTestId("charge-status")).toHaveText("Waiting for the hirer");
    await expect(page.getByText("10 days left to answer")).toBeVisible();
    await expectGoodAtBothWidths(page, "damage-charge-sent", () =>
      expect(page.getByTestId("charge-status")).toHaveText("Waiting for the hirer"),
    );

    // The hirer, on a phone: both photos of each charged line, then a dispute with a reason.
    const phone = await hirerPhone(browser, baseURL!);
    await phone.goto(firstLink);
    await expect(h1(phone)).toHaveText("Damage charge");
    // The worse scratch has its handover photo beside the return's; the new dent was not there.
    const charged = phone.locator("article.line");
    await expect(charged).toHaveCount(2);
    const worse = charged.filter({ hasText: "40 mm" });
    const added = charged.filter({ hasText: "60 mm" });
    await expect(worse.getByRole("img")).toHaveCount(2);
    await expect(added.getByRole("img")).toHaveCount(1);
    await expect(added).toContainText("Not recorded at handover");
    for (const line of [worse, added]) {
      for (const img of await line.getByRole("img").all()) {
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
          .toBe(true);
      }
    }
    await expect(phone.getByText("Fair wear and tear", { exact: true })).toBeVisible();
    await expect(phone.getByText("£270.00")).toBeVisible();
    await expectGoodAtBothWidths(phone, "charge-hirer-open", () =>
      expect(h1(phone)).toHaveText("Damage charge"),
    );
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.getByRole("button", { name: "Dispute charge" }).click();
    await expect(phone.getByRole("alert")).toHaveText("Tell us why you dispute this charge.");
    await expectNoAxeViolations(phone, "charge hirer page, reason missing");
    await phone
      .getByRole("textbox", { name: "Why do you dispute this charge?" })
      .fill("The dent was there when I collected the van.");
    await phone.getByRole("button", { name: "Dispute charge" }).click();
    await expect(h1(phone)).toHaveText("Charge disputed");
    await phone.goto(firstLink);
    await expectGoodAtBothWidths(phone, "charge-hirer-disputed", () =>
      expect(h1(phone)).toHaveText("Charge disputed"),
    );

    // Staff revise: the dent lowered to £100, sent again; the old link is withdrawn, then dead.
    await page.reload();
    // The hirer's answer (its activity row quotes it too, after "Comment: ").
    await expect(
      page.getByText("The dent was there when I collected the van.", { exact: true }),
    ).toBeVisible();
    await confirmed(page, "Revise");
    await expect(page.getByTestId("charge-status")).toHaveText("Draft");
    await phone.goto(firstLink);
    await expect(h1(phone)).toHaveText("This charge has been withdrawn");
    await expectGoodAtBothWidths(phone, "charge-hirer-withdrawn", () =>
      expect(h1(phone)).toHaveText("This charge has been withdrawn"),
    );
    await lines
      .filter({ hasText: "60 mm" })
      .getByRole("textbox", { name: "Amount in pounds" })
      .fill("100");
    const secondLink = await sentLink(page);
    expect(secondLink).not.toBe(firstLink);
    await expect(page.getByTestId("charge-total")).toHaveText("£220.00");
    await phone.goto(firstLink);
    await expect(h1(phone)).toHaveText("This link is not valid");

    // The hirer accepts on the new link.
    await phone.goto(secondLink);
    await expect(phone.getByText("£220.00")).toBeVisible();
    await phone.getByRole("button", { name: "Accept charge" }).click();
    await expect(h1(phone)).toHaveText("Charge accepted");
    await phone.goto(secondLink);
    await expectGoodAtBothWidths(phone, "charge-hirer-accepted", () =>
      expect(h1(phone)).toHaveText("Charge accepted"),
    );

    // Collected from the deposit.
    await page.reload();
    await page.getByRole("button", { name: "Record collection" }).click();
    const collect = page.getByRole("alertdialog", { name: "Record £220.00 as collected?" });
    await collect.getByLabel("Collected by").selectOption({ label: "From the deposit" });
    await expectNoAxeViolations(page, "collect dialog");
    await collect.getByRole("button", { name: "Record collection" }).click();
    await expect(page.getByTestId("charge-status")).toHaveText("Collected");
    const collected = await api.call<{
      status: string;
      collected_pence: number;
      collection_method: string;
    }>("GET", `/damage-charges/${chargeId}`);
    expect(collected).toMatchObject({
      status: "collected",
      collected_pence: 22000,
      collection_method: "deposit",
    });
    await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();
    await activitySection(page);
    await expect(page.getByTestId("activity-row").first()).toBeVisible();

    // The list (status chips) and the agreement's and hirer's pages show it.
    await page.goto("/damage-charges");
    const row = page.getByTestId("damage-charge-row");
    await expect(row).toContainText("£220.00");
    await page.getByRole("button", { name: "Disputed" }).click();
    await expect(page.getByText("No damage charges have this status.")).toBeVisible();
    await page.getByRole("button", { name: "Collected" }).click();
    await expect(row).toHaveCount(1);
    await expectGoodAtBothWidths(page, "damage-charges-list", () =>
      expect(page.getByTestId(/^damage-charge-(row|card)$/).filter({ visible: true })).toHaveCount(
        1,
      ),
    );
    await page.goto(`/agreements/${sent.id}`);
    const section = page.getByRole("region", { name: "Damage charges" });
    await expect(section.getByTestId("damage-charge-row")).toContainText("£220.00");
    await expect(section.getByTestId("damage-charge-row")).toContainText("Collected");

    // The evidence pack: lines, total and timeline, sealed.
    const pdf = await page.request.get(`/api/v1/damage-charges/${chargeId}/pdf`, {
      headers: { Authorization: `Bearer ${api.key}` },
    });
    expect(pdf.status()).toBe(200);
    const file = testInfo.outputPath("evidence-pack.pdf");
    writeFileSync(file, await pdf.body());
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(
      /\s+/g,
      " ",
    );
    for (const words of ["40 mm", "20 mm", "60 mm", "Fair wear and tear", "£220.00", "Timeline"])
      expect(text).toContain(words);
    expect(text).toContain("The dent was there when I collected the van.");
    const sig = (() => {
      try {
        return execFileSync("pdfsig", [file], { encoding: "utf8" });
      } catch (error) {
        return String((error as { stdout?: string }).stdout);
      }
    })();
    expect(sig).toMatch(/Signature is Valid/);

    // The receiver got the four kinds (sent twice), each signed both ways with the secret.
    await expect
      .poll(() => received.map((r) => (JSON.parse(r.body) as { type: string }).type).sort(), {
        timeout: 30_000,
      })
      .toEqual([
        "damage_charge.accepted",
        "damage_charge.collected",
        "damage_charge.disputed",
        "damage_charge.sent",
        "damage_charge.sent",
      ]);
    const hook = new Webhook(endpoint.secret);
    for (const r of received) {
      const headers = {
        "webhook-id": String(r.headers["webhook-id"]),
        "webhook-timestamp": String(r.headers["webhook-timestamp"]),
        "webhook-signature": String(r.headers["webhook-signature"]),
      };
      expect(() => hook.verify(r.body, headers)).not.toThrow();
      const hex = createHmac("sha256", endpoint.secret).update(r.body).digest("hex");
      expect(r.headers["x-webhook-signature"]).toBe(`sha256=${hex}`);
      expect((JSON.parse(r.body) as { data: { object: { id: string } } }).data.object.id).toBe(
        chargeId,
      );
    }
    await phone.context().close();
  } finally {
    receiver.close();
  }
});
