// Tapping the damage diagram as a finger does, at (x, y), fractions of the drawing, wherever the
// SVG puts them on screen (it zooms in when a tap could mean more than one small part).
import { expect, type Page } from "@playwright/test";

const diagram = (page: Page) => page.getByRole("img", { name: /Vehicle diagram/ });

/** Where (x, y) of the drawing is on screen, and how many pixels the drawing's width takes. */
export async function onScreen(page: Page, x: number, y: number) {
  return diagram(page).evaluate(
    async (svg: SVGSVGElement, [fx, fy]) => {
      // In the middle of the screen, clear of the sticky header and footer, once it stays put
      // (the page may still be scrolling or laying out what loaded above it).
      svg.scrollIntoView({ block: "center" });
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const where = () => JSON.stringify(svg.getScreenCTM());
      for (let last = "", tries = 0; tries < 60; tries++) {
        await frame();
        const now = where();
        if (now === last) break;
        last = now;
      }
      const matrix = svg.getScreenCTM();
      if (!matrix) throw new Error("diagram not laid out");
      const p = new DOMPoint(fx! * 200, fy! * 400).matrixTransform(matrix);
      return { x: p.x, y: p.y, pxPerUnit: matrix.a };
    },
    [x, y],
  );
}

/** One tap at (x, y) of the drawing. */
export async function tapDiagram(page: Page, x: number, y: number) {
  const point = await onScreen(page, x, y);
  await page.touchscreen.tap(point.x, point.y);
}

/**
 * Taps (x, y); while the diagram says it zoomed in to tell parts apart, taps the same place
 * again, as a finger would (a tap during the zoom's movement can land between parts and zoom
 * again). Says whether it zoomed.
 */
export async function markOnDiagram(page: Page, x: number, y: number): Promise<boolean> {
  await tapDiagram(page, x, y);
  const said = page.getByTestId("chosen-part");
  await expect(said).not.toHaveText("");
  if (!(await said.textContent())?.startsWith("Zoomed in")) return false;
  for (let tries = 0; tries < 3; tries++) {
    await tapDiagram(page, x, y);
    const chosen = await expect(said)
      .not.toHaveText(/^Zoomed in/, { timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (chosen) return true;
  }
  await expect(said).not.toHaveText(/^Zoomed in/);
  return true;
}
