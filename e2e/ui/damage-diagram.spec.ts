// Marking damage on each body type's own diagram, on a phone: a tap on a part marks that
// part (the "Where" field follows it, and the part chosen is said), a part too small for a
// finger is zoomed in on until it is at least 44 px each way, a motorbike is offered no car
// doors, and the inspection step passes axe. Screenshots per body type with E2E_SCREENSHOTS=1.
import { expect, test, type Page } from "@playwright/test";
import { BODY_DIAGRAMS, type BodyType } from "../../src/server/models/body-diagrams";
import { expectNoAxeViolations } from "../axe";
import { onScreen, tapDiagram } from "../diagram-taps";
import { signUp } from "../helpers";
import { preparedReport } from "../reports-app-api";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const VEHICLES: [BodyType, string][] = [
  ["car", "AA19AAA"],
  ["van", "AA19DSL"],
  ["hgv", "AA19PPP"],
  ["motorbike", "MB10BKE"],
];

async function firstArea(page: Page, reportId: string): Promise<string> {
  const res = await page.request.get(
    `/api/trpc/reports.listInspections?input=${encodeURIComponent(JSON.stringify({ report_id: reportId }))}`,
  );
  return (
    ((await res.json()) as { result: { data: { data: { id: string }[] } } }).result.data.data[0]
      ?.id ?? ""
  );
}

test("each body type's parts are marked where they are drawn, and Where follows the tap", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUp(page, { company: "Mixed Fleet Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const [bodyType, vrm] of VEHICLES) {
    const reportId = await preparedReport(page, { vrm, type: "outbound", complete: false });
    await page.goto(`/reports/${reportId}?step=${await firstArea(page, reportId)}`);
    const where = page.getByLabel("Where on the vehicle");
    const offered = await where.locator("option").allTextContents();
    if (bodyType === "motorbike")
      expect(offered.filter((o) => /door|wing|boot|bonnet/i.test(o))).toEqual([]);

    const said = page.getByTestId("chosen-part");
    for (const part of BODY_DIAGRAMS[bodyType].parts) {
      const { x, y, w, h } = part.rect;
      await tapDiagram(page, x + w / 2, y + h / 2);
      if ((await said.textContent())?.startsWith("Zoomed in")) {
        // Zoomed in until the part is a fingertip (44 px) across each way.
        const { pxPerUnit } = await onScreen(page, x, y);
        expect(w * 200 * pxPerUnit, `${part.label} zoomed`).toBeGreaterThanOrEqual(44);
        expect(h * 400 * pxPerUnit, `${part.label} zoomed`).toBeGreaterThanOrEqual(44);
        await tapDiagram(page, x + w / 2, y + h / 2);
      }
      await expect(said, `${bodyType}: ${part.label}`).toHaveText(`${part.label} chosen.`);
      await expect(where, `${bodyType}: ${part.label}`).toHaveValue(part.zone);
      await expect(where.locator("option:checked")).toHaveText(part.label);
    }
    await expectNoAxeViolations(page, `${bodyType} inspection step`);
    if (process.env.E2E_SCREENSHOTS) {
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.getByRole("img", { name: /Vehicle diagram/ }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `e2e/screenshots/diagram-${bodyType}-${width}.png` });
      }
      await page.setViewportSize({ width: 390, height: 844 });
    }
  }
});
