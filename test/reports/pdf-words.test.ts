// The report PDF prints names and VRMs whole (no mid-word hyphenation) and draws the
// vehicle's own body type: a motorbike's tank (zone `bonnet`) is named as such.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { handleApi } from "~/server/http/rest/rest-handler";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { newId } from "~/server/ids";
import { apiCompany } from "../api/http";
import { answeredReport, keyRequest } from "./helpers";

const LONG = "Wolfeschlegelsteinhausenbergerdorff";
const NAME = `Hubert Blaine ${LONG} Featherstonehaugh-Cholmondeley Marjoribanks`;
// A 1x1 PNG: the signatures only need to be there.
const DOT =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

async function pdfOf(vrm: string) {
  const { companyId, key } = await apiCompany();
  const customer = await db.customer.create({
    data: { id: newId("customer"), companyId, name: NAME, email: "hubert@example.test" },
  });
  const { api, report, inspections } = await answeredReport(companyId, { vrm });
  await api.reports.update({ id: report.id, customer_id: customer.id });
  await api.reports.updateInspection({
    id: inspections[0]!.id,
    verdict: "advisory",
    damage: { zone: "bonnet", type: "dent", severity: "moderate", x: null, y: null },
  });
  await api.reports.complete({ id: report.id });
  await api.reports.signOff({
    id: report.id,
    signed_by_name: NAME,
    signature_png: DOT,
    customer_signed_name: NAME,
    customer_signature_png: DOT,
  });
  const response = await handleApi(keyRequest("GET", `/reports/${report.id}/pdf`, key));
  return Buffer.from(await response.arrayBuffer());
}

const textOf = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");

describe("the report PDF's words", () => {
  it.each([
    ["MB10BKE", "motorbike", "Fuel tank"],
    ["AA19PPP", "hgv", "Cab roof"],
    ["AA19DSL", "van", "Bonnet"],
  ])(
    "prints a long name and %s whole, and names the %s's part as %s",
    async (vrm, bodyType, part) => {
      const pdf = await pdfOf(vrm);
      if (process.env.KEEP_PDF_PNG) {
        const file = path.join(process.env.KEEP_PDF_PNG, `${bodyType}.pdf`);
        writeFileSync(file, pdf);
        execFileSync("pdftoppm", [
          "-r",
          "80",
          "-png",
          file,
          path.join(process.env.KEEP_PDF_PNG, bodyType),
        ]);
      }
      const text = textOf(pdf);
      // The long word is printed whole three times (the hirer fact, two signature blocks), never split with a hyphen.
      expect(text.split(LONG).length - 1).toBe(3);
      expect(text).not.toMatch(/Wolfe\S*-\s*\n/);
      expect(text.split(vrm).length - 1).toBeGreaterThanOrEqual(3);
      expect(text).toContain(`(${part})`);
      if (bodyType !== "van") expect(text).not.toMatch(/bonnet/i);
    },
  );
});
