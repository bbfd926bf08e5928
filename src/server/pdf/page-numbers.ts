// "Page 3 of 12" at the right end of a PDF's footer line, drawn on the rendered file. react-pdf
// can number pages itself (a Text with a `render` prop), but a dynamic node makes it lay out all
// the content left again for every page it breaks: a third of a 12-page report's CPU time.
import { measureText, PDF, rgb, StandardFonts } from "@libpdf/core";

/** Where the numbers go: the footer's right margin and baseline (points from the page's edges), its size and colour. */
export type PageNumberPlace = {
  right: number;
  baseline: number;
  size: number;
  /** #rrggbb */
  colour: string;
};

const channel = (hex: string, at: number) => parseInt(hex.slice(at, at + 2), 16) / 255;

export async function numberPages(bytes: Buffer, place: PageNumberPlace): Promise<Buffer> {
  const pdf = await PDF.load(new Uint8Array(bytes));
  const pages = pdf.getPages();
  const color = rgb(channel(place.colour, 1), channel(place.colour, 3), channel(place.colour, 5));
  pages.forEach((page, index) => {
    const text = `Page ${index + 1} of ${pages.length}`;
    const width = measureText(text, StandardFonts.Helvetica, place.size);
    page.drawText(text, {
      x: page.width - place.right - width,
      y: place.baseline,
      font: StandardFonts.Helvetica,
      size: place.size,
      color,
    });
  });
  return Buffer.from(await pdf.save());
}
