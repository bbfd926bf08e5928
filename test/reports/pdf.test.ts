import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { handleApi } from "~/server/http/rest/rest-handler";
import { describe, expect, it } from "vitest";
import { GET as sharedGet } from "~/app/r/[token]/route";
import { db } from "~/server/db";
import { newId } from "~/server/ids";
import { formatUkDate } from "~/server/models/uk-format";
import { storage } from "~/server/integrations/storage";
import { setCompanyLogo } from "~/server/services/company/company-logo";
import { uploadMedia } from "~/server/services/media/upload-media";
import { eventually } from "../eventually";
import { apiKeyCaller } from "../factories";
import { apiCompany, problemOf } from "../api/http";
import { answeredReport, cameraJpeg, keyRequest, params } from "./helpers";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "kerbside-pdf-")), "report.pdf");
  writeFileSync(file, pdf);
  return execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

async function signature(text: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 70 C 60 10, 90 90, 140 40 S 220 80, 290 30" stroke="#0f172a" stroke-width="4" fill="none"/><text x="10" y="95" font-size="10">${text}</text></svg>`;
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString("base64");
}

async function signedReport() {
  const company = await apiCompany();
  const { companyId, key } = company;
  const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="240" height="80" rx="12" fill="#0f766e"/><text x="20" y="52" font-size="34" fill="white" font-family="sans-serif">HARBOUR</text></svg>`;
  await setCompanyLogo({
    actor: { kind: "api_key" },
    companyId,
    bytes: await sharp(Buffer.from(logo)).png().toBuffer(),
  });
  await db.company.update({
    where: { id: companyId },
    data: { addressLine1: "1 Quay Street", city: "Whitby", postcode: "YO21 1AA" },
  });
  const customer = await db.customer.create({
    data: { id: newId("customer"), companyId, name: "Hana Hirer", email: "hana@example.test" },
  });
  const { api, report, inspections } = await answeredReport(companyId);
  await api.reports.update({
    id: report.id,
    customer_id: customer.id,
    notes: "Handed over with a full tank.",
  });
  await api.reports.updateInspection({
    id: inspections[0]!.id,
    verdict: "advisory",
    notes: "Scuff by the number plate",
    damage: { zone: "front_bumper", type: "scuff", severity: "minor", x: 0.4, y: 0.02 },
  });
  for (const [index, inspection] of inspections.slice(0, 3).entries()) {
    await uploadMedia({
      actor: { kind: "api_key" },
      companyId,
      inspectionId: inspection.id,
      bytes: await cameraJpeg({ width: 800, height: 600, orientation: index === 0 ? 6 : 1 }),
      caption: `Photo ${index + 1}`,
    });
  }
  const before = await handleApi(keyRequest("GET", `/reports/${report.id}/pdf`, key));
  await api.reports.complete({ id: report.id });
  const signed = await api.reports.signOff({
    id: report.id,
    signed_by_name: "Sam Inspector",
    signature_png: `data:image/png;base64,${await signature("Sam")}`,
    customer_signed_name: "Hana Hirer",
    customer_signature_png: await signature("Hana"),
  });
  return { ...company, api, report, signed, before, customer };
}

describe("the signed PDF", () => {
  it("is 409 before sign-off, then served frozen: its SHA-256 matches, and it names the VRM and the report", async () => {
    const { key, report, signed, before, api } = await signedReport();
    expect((await problemOf(before, 409)).code).toBe("invalid_state");

    const response = await handleApi(keyRequest("GET", `/reports/${report.id}/pdf`, key));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="AA19AAA-${report.id}.pdf"`,
    );
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(sha256(pdf)).toBe(signed.pdf_sha256);
    const stored = await db.report.findUniqueOrThrow({ where: { id: report.id } });
    expect(stored.pdfSha256).toBe(sha256(pdf));

    const text = pdfText(pdf);
    // It leads with what people call it: the VRM, the type and the day it was done.
    const completed = await db.report.findUniqueOrThrow({ where: { id: report.id } });
    expect(
      text
        .split("\n")
        .find((line) => line.trim())
        ?.trim(),
    ).toBe(`AA19 AAA · Check-out inspection · ${formatUkDate(completed.completedAt!)}`);
    expect(text).toContain("AA19AAA");
    expect(text).toContain(report.id);
    expect(text).toContain("Sam Inspector");
    expect(text).toContain("Hana Hirer");
    expect(text).toContain("1 Quay Street");
    expect(text).toContain("Scuff by the number plate");
    expect(text).toMatch(/Photos \(3\)/);
    expect(text).toMatch(/42,150 mi/);
    // The footer's hash is the content's, never the file's own (a file cannot contain its own hash).
    expect(text).toMatch(/Content SHA-256 [0-9a-f]{64}/);
    expect(text).not.toContain(signed.pdf_sha256!);

    // Never regenerated: a second download is the same bytes.
    const again = await handleApi(keyRequest("GET", `/reports/${report.id}/pdf`, key));
    expect(sha256(Buffer.from(await again.arrayBuffer()))).toBe(signed.pdf_sha256);
    expect((await api.reports.get({ id: report.id })).pdf_sha256).toBe(signed.pdf_sha256);
    // The logo, the three photos and the two signatures are embedded as images.
    const images = execFileSync("/usr/bin/pdfimages", ["-list", "-"], {
      input: pdf,
      encoding: "utf8",
    })
      .trim()
      .split("\n")
      .slice(2);
    expect(images.length).toBeGreaterThanOrEqual(6);
    // The photos are the 800 x 600 originals (the upright one 600 x 800), not the 400 px thumbnails.
    const jpegs = images
      .filter((line) => line.includes(" jpeg "))
      .map((line) => line.trim().split(/\s+/).slice(3, 5).join("x"));
    expect(jpegs.sort()).toEqual(["600x800", "800x600", "800x600"]);
  });

  it("is emailed to the linked customer as an attachment", async () => {
    const { companyId, report } = await signedReport();
    const mail = await eventually(
      () => db.sentEmail.findFirst({ where: { companyId, to: "hana@example.test" } }),
      { what: "the signed report's mail" },
    );
    expect(mail.subject).toContain("AA19AAA");
    const stored = await db.report.findUniqueOrThrow({ where: { id: report.id } });
    const pdf = (await storage().get(stored.pdfKey!))!;
    expect(mail.attachments).toEqual([
      {
        filename: `AA19AAA-${report.id}.pdf`,
        content_type: "application/pdf",
        size_bytes: pdf.length,
      },
    ]);
  });

  it("can be shared for 30 days through a link that needs no account; a new link replaces the old", async () => {
    const { api, report, signed } = await signedReport();
    const link = await api.reports.createShareLink({ id: report.id });
    expect(link.url).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const token = link.url.split("/r/")[1]!;
    const shared = await sharedGet(new Request(link.url), params({ token }));
    expect(shared.status).toBe(200);
    expect(shared.headers.get("content-type")).toBe("application/pdf");
    expect(sha256(Buffer.from(await shared.arrayBuffer()))).toBe(signed.pdf_sha256);
    const stored = await db.report.findUniqueOrThrow({ where: { id: report.id } });
    expect(stored.shareTokenHash).not.toContain(token);

    const replacement = await api.reports.createShareLink({ id: report.id });
    expect((await sharedGet(new Request(link.url), params({ token }))).status).toBe(404);
    const newToken = replacement.url.split("/r/")[1]!;
    await db.report.update({
      where: { id: report.id },
      data: { shareExpiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await sharedGet(new Request(replacement.url), params({ token: newToken }));
    expect(expired.status).toBe(404);
    expect(await expired.text()).toContain("This link is not available");
  });

  it("is shared with the hirer pages' robots header, noindex, nofollow, as is a link that is not available", async () => {
    const { api, report } = await signedReport();
    const link = await api.reports.createShareLink({ id: report.id });
    const shared = await sharedGet(
      new Request(link.url),
      params({ token: link.url.split("/r/")[1]! }),
    );
    expect(shared.status).toBe(200);
    expect(shared.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const unknown = await sharedGet(
      new Request("http://localhost/r/AbCdEfGhIjKlMnOpQrStUv"),
      params({ token: "AbCdEfGhIjKlMnOpQrStUv" }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("keeps the PDF when a sign-off loses a race, and deletes the loser's files", async () => {
    const { companyId } = await apiCompany();
    const { api, report } = await answeredReport(companyId);
    await api.reports.complete({ id: report.id });
    const results = await Promise.allSettled([
      api.reports.signOff({ id: report.id, signed_by_name: "First" }),
      api.reports.signOff({ id: report.id, signed_by_name: "Second" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const stored = await db.report.findUniqueOrThrow({ where: { id: report.id } });
    const pdf = (await storage().get(stored.pdfKey!))!;
    expect(sha256(pdf)).toBe(stored.pdfSha256);
  });

  it("is available to the company only", async () => {
    const { report } = await signedReport();
    const other = await apiCompany();
    await problemOf(
      await handleApi(keyRequest("GET", `/reports/${report.id}/pdf`, other.key)),
      404,
    );
    await expect(
      apiKeyCaller(other.companyId).reports.createShareLink({ id: report.id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
