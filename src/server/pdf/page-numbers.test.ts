// Page numbers drawn on a rendered PDF: "Page n of N" on every page, ending at the right margin
// on the footer's baseline (where react-pdf's own footer text sits).
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Document, Page, renderToBuffer, Text } from "@react-pdf/renderer";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { numberPages } from "./page-numbers";
import { FOOTER, styles } from "./report-style";

const A4_WIDTH = 595.28;

describe("numberPages", () => {
  it("writes Page n of N at the footer's right end on each page", async () => {
    // Three pages, each with a footer line like the report's (no JSX in a .ts test).
    const page = (word: string) =>
      createElement(
        Page,
        { key: word, size: "A4", style: styles.page },
        createElement(Text, { style: styles.footer, fixed: true }, `Footer ${word}`),
        createElement(Text, null, `Page ${word}`),
      );
    const rendered = await renderToBuffer(
      createElement(Document, null, ["one", "two", "three"].map(page)),
    );
    const numbered = await numberPages(rendered, {
      right: FOOTER.side,
      baseline: FOOTER.baseline,
      size: FOOTER.fontSize,
      colour: FOOTER.colour,
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), "kerbside-pages-")), "numbered.pdf");
    writeFileSync(file, numbered);
    const text = execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    expect(text.match(/Page \d of \d/g)).toEqual(["Page 1 of 3", "Page 2 of 3", "Page 3 of 3"]);
    const boxes = execFileSync("/usr/bin/pdftotext", ["-bbox", "-f", "2", "-l", "2", file, "-"], {
      encoding: "utf8",
    });
    const word = (w: string) => {
      const found = new RegExp(
        `xMin="([\\d.]+)" yMin="[\\d.]+" xMax="([\\d.]+)" yMax="([\\d.]+)">${w}<`,
      ).exec(boxes);
      return found ? found.slice(1).map(Number) : [];
    };
    const [, lastRight, lastBottom] = word("3");
    const [footerLeft, , footerBottom] = word("Footer");
    expect(footerLeft).toBeCloseTo(FOOTER.side, 1);
    expect(lastRight).toBeCloseTo(A4_WIDTH - FOOTER.side, 1);
    expect(lastBottom).toBeCloseTo(footerBottom!, 0);
  });
});
