// The signed check-in PDF: both diagrams, the table of new damage with its photos,
// the mileage and fuel since check-out, and the verdict, read back with pdftotext and
// rendered with pdftoppm.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { handleApi } from "~/server/http/rest/rest-handler";
import { describe, expect, it } from "vitest";
import { uploadMedia } from "~/server/services/media/upload-media";
import { apiCompany } from "../api/http";
import { answeredReport, cameraJpeg, keyRequest } from "./helpers";

const DOOR = "nearside_front_door";

async function signedPdf(
  key: string,
  reportId: string,
  api: Awaited<ReturnType<typeof answeredReport>>["api"],
) {
  await api.reports.complete({ id: reportId });
  await api.reports.signOff({ id: reportId, signed_by_name: "Sam Inspector" });
  const response = await handleApi(keyRequest("GET", `/reports/${reportId}/pdf`, key));
  expect(response.status).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), "kerbside-inbound-"));
  const file = path.join(dir, "report.pdf");
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return {
    dir,
    file,
    text: execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"], { encoding: "utf8" }),
  };
}

describe("the signed inbound PDF", () => {
  it("shows the verdict, the deltas, both diagrams and exactly the new damage with its photo", async () => {
    const { companyId, key } = await apiCompany({ credits: 10 });
    const {
      api,
      report: out,
      inspections: outItems,
    } = await answeredReport(companyId, { type: "outbound" });
    const door = outItems[0]!;
    await api.reports.updateInspection({
      id: door.id,
      damage: { zone: DOOR, type: "dent", severity: "minor" },
    });
    await api.reports.createInspection({
      report_id: out.id,
      area: door.area,
      verdict: "pass",
      damage: { zone: DOOR, type: "scratch", severity: "minor" },
    });
    await api.reports.update({ id: out.id, odometer: 42000, fuel_level: 80 });
    await signedPdf(key, out.id, api);

    const { report: back, inspections } = await answeredReport(companyId, { type: "inbound" });
    await api.reports.update({ id: back.id, odometer: 42480, fuel_level: 55 });
    await api.reports.updateInspection({
      id: inspections[0]!.id,
      damage: { zone: DOOR, type: "dent", severity: "minor", change: "existing" },
    });
    await api.reports.createInspection({
      report_id: back.id,
      area: inspections[0]!.area,
      verdict: "pass",
      damage: { zone: DOOR, type: "scratch", severity: "minor", change: "repaired" },
    });
    const fresh = await api.reports.createInspection({
      report_id: back.id,
      area: "Bonnet chip",
      verdict: "advisory",
      damage: { zone: "bonnet", type: "chip", severity: "moderate" },
    });
    await uploadMedia({
      actor: { kind: "api_key" },
      companyId,
      inspectionId: fresh.id,
      bytes: await cameraJpeg({ width: 1600, height: 1200 }),
      caption: "Stone chip",
    });

    const { text, file, dir } = await signedPdf(key, back.id, api);
    if (process.env.KEEP_PDF_PNG)
      execFileSync("/usr/bin/pdftoppm", [
        "-r",
        "60",
        "-png",
        file,
        path.join(process.env.KEEP_PDF_PNG, "page"),
      ]);
    expect(text).toContain("Since check-out");
    expect(text).toMatch(/Verdict\s+Mileage since check-out\s+Fuel since check-out/i);
    expect(text).toMatch(/Concerns\s+480 mi\s+down 25%/);
    expect(text).toMatch(/FUEL LEVEL.*\n\s*55%/);
    expect(text).toContain(`Check-out (${out.id})`);
    expect(text).toContain("Check-in (this report)");
    expect(text).toMatch(/New damage \(1\)\n/);
    const table = text.slice(text.indexOf("New damage (1)"), text.indexOf("Checklist"));
    expect(table).toMatch(/1\s+Bonnet chip\s+Bonnet\s+New: moderate chip/);
    expect(table).not.toMatch(/dent|scratch/);
    expect(text).not.toMatch(/Hirer|Agreement\s+-/);

    execFileSync("/usr/bin/pdftoppm", ["-r", "60", "-png", file, path.join(dir, "page")]);
    const pages = readdirSync(dir).filter((f) => f.endsWith(".png"));
    expect(pages.length).toBeGreaterThanOrEqual(1);
  });
});
