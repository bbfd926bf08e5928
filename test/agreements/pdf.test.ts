// The signed agreement PDF: sealed with PAdES (pdfsig verifies it, and refuses it once
// one byte changes), and holding the company and the hirer (address, date of birth, licence
// and its latest check), the agreement, the terms, the countersignature line and the
// `Audit trail`.
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { formatUkDate } from "~/server/models/uk-format";
import { updateCompany } from "~/server/services/company/company-profile";
import { call } from "../api/http";
import {
  agreementCompany,
  agreementPdf,
  openPage,
  sentAgreement,
  signForm,
  submitPage,
} from "./helpers";

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), "kerbside-agreement-pdf-"));

async function pdfsig(bytes: Buffer, name: string): Promise<string> {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  // pdfsig exits non-zero for an invalid signature; its report is what we check.
  const result = await run("pdfsig", [file]).catch(
    (error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? "",
      stderr: error.stderr ?? "",
    }),
  );
  return `${result.stdout}\n${result.stderr}`;
}

async function signedPdf() {
  const c = await agreementCompany({ name: "Acme Hire" });
  await updateCompany({
    actor: { kind: "api_key" },
    companyId: c.companyId,
    input: { address_line1: "1 Depot Road", city: "Leeds", postcode: "LS1 1AA" },
  });
  const hirer = await call("PUT", `/customers/${c.customer.id}`, {
    key: c.key,
    body: {
      date_of_birth: "1990-04-12",
      licence_number: "MORGA753116SM9IJ",
      address: { line1: "12 Kerb Lane", city: "York", postcode: "yo1 7hh" },
    },
  });
  expect(hirer.status).toBe(200);
  const check = await call("POST", `/customers/${c.customer.id}/licence-checks`, {
    key: c.key,
    body: { share_code: "POINTS06", consent: true },
  });
  expect(check.status).toBe(201);
  const { id, token } = await sentAgreement(c, {
    reference: "BK-1042",
    starts_at: "2026-07-06T13:30:00Z",
    ends_at: "2026-07-09T14:30:00Z",
    excess_pence: 75000,
  });
  await openPage(token, { ip: "198.51.100.7", ua: "OpenerBrowser/2.0" });
  await submitPage(token, signForm, { ip: "203.0.113.99", ua: "SignerBrowser/3.1" });
  const response = await agreementPdf(c.key, id);
  expect(response.status).toBe(200);
  return { id, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("the signed agreement PDF", () => {
  it("carries a PAdES seal that pdfsig verifies, and that fails after one byte is changed", async () => {
    const { bytes } = await signedPdf();
    const report = await pdfsig(bytes, "sealed.pdf");
    expect(report).toContain("ETSI.CAdES.detached");
    expect(report).toContain("Total document signed");
    expect(report).toContain("Signature is Valid");

    // Change one byte inside the signed range: a letter of the page content stream area.
    const tampered = Buffer.from(bytes);
    const at = tampered.indexOf("/Type /Page") > 0 ? tampered.indexOf("/Type /Page") + 2 : 200;
    tampered[at] = tampered[at] === 0x54 ? 0x55 : 0x54;
    const broken = await pdfsig(tampered, "tampered.pdf");
    expect(broken).not.toContain("Signature is Valid");
    expect(broken).toMatch(/Digest Mismatch|Signature is Invalid|not valid/i);
  });

  it("prints the company and the hirer as a UK hire agreement carries them, and a line for the countersignature", async () => {
    const { id, bytes } = await signedPdf();
    const file = path.join(dir, `${id}-parties.pdf`);
    writeFileSync(file, bytes);
    const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
    const firstPage = stdout.slice(0, stdout.indexOf("Audit trail"));
    const text = firstPage.replace(/\s+/g, " ");
    for (const expected of [
      "1 Depot Road",
      "Leeds LS1 1AA",
      "BK-1042",
      "12 Kerb Lane, York, YO1 7HH",
      "12 Apr 1990",
      "MORGA753116SM9IJ",
      `6 penalty points (checked ${formatUkDate(new Date())})`,
      "Countersigned for Acme Hire",
    ])
      expect(text, expected).toContain(expected);
    for (const label of ["Signature", "Name", "Position", "Date"])
      expect(firstPage.slice(firstPage.indexOf("Countersigned for"))).toContain(label);
    // The terms are single-spaced: no blank line inside a paragraph.
    const terms = firstPage.slice(
      firstPage.indexOf("1. The vehicle."),
      firstPage.indexOf("2. Hire"),
    );
    expect(terms.trim().split("\n").length).toBeGreaterThan(1);
    expect(terms.trim()).not.toMatch(/\n\s*\n/);
  });

  it("prints the agreement, the terms and the audit trail, ids and names whole on one line", async () => {
    const { id, bytes } = await signedPdf();
    const file = path.join(dir, `${id}.pdf`);
    writeFileSync(file, bytes);
    const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
    const lines = stdout.split("\n").map((l) => l.trim());
    const hasLine = (text: string) => lines.some((l) => l.includes(text));
    for (const text of [
      id,
      "Amelia Hirer",
      "AA19AAA",
      "BK-1042",
      "Mon 6 Jul 2026, 14:30",
      "Thu 9 Jul 2026, 15:30",
      "£180.00",
      "£200.00",
      "£750.00",
      "Standard hire terms",
      "Damage and excess",
      "Audit trail",
    ]) {
      expect(hasLine(text), text).toBe(true);
    }
    const audit = stdout.slice(stdout.indexOf("Audit trail"));
    for (const text of [
      "(sent)",
      "(opened)",
      "(signed)",
      "198.51.100.7",
      "OpenerBrowser/2.0",
      "203.0.113.99",
      "SignerBrowser/3.1",
      "UTC",
    ])
      expect(audit, text).toContain(text);
    expect(audit).toMatch(/[0-9a-f]{64}/);
  });
});
