// The signed agreement PDF: sealed with PAdES (pdfsig verifies it, and refuses it once
// one byte changes), and holding the agreement, the terms and the `Audit trail`.
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
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
