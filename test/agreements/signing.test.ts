// The hirer's signing page, routed by state with its headers, and signing itself:
// one transaction with the audit rows, the frozen sealed PDF and agreement.signed.
import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { db } from "~/server/db";
import { hashSigningToken } from "~/server/services/signing/signing-token";
import { call, json } from "../api/http";
import { captureLog } from "../log-capture";
import {
  agreementCompany,
  agreementPdf,
  expectHirerHeaders,
  h1Of,
  HIRER_HEADERS,
  hirerPdf,
  openPage,
  PHONE_UA,
  sentAgreement,
  signForm,
  submitPage,
} from "./helpers";

const alter = (token: string) => (token[0] === "A" ? "B" : "A") + token.slice(1);

describe("the signing page", () => {
  it("shows a live link's agreement in plain words, records the first open, and carries the hirer headers", async () => {
    const c = await agreementCompany({ name: "Acme Hire" });
    const { id, token } = await sentAgreement(c, {
      starts_at: "2026-07-06T13:30:00Z",
      ends_at: "2026-07-09T13:30:00Z",
    });
    const page = await openPage(token);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(expectHirerHeaders(page)).toEqual(HIRER_HEADERS);
    expect(await h1Of(page)).toBe("Review and sign");
    const text = await page.text();
    for (const fact of [
      "Acme Hire",
      id,
      "Amelia Hirer",
      "AA19 AAA",
      "Mon 6 Jul 2026, 14:30",
      "Thu 9 Jul 2026, 14:30",
      "£45.00",
      "£135.00",
      "£200.00",
      "£0.00",
      "Unlimited",
      "Standard hire terms",
      "Damage and excess",
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('aria-label="Signature"');
    expect(text.match(/>Sign<\/button>/g)).toHaveLength(1);

    await openPage(token);
    const audit = await db.agreementAudit.findMany({
      where: { agreementId: id },
      orderBy: { id: "asc" },
    });
    expect(audit.map((a) => a.kind)).toEqual(["sent", "opened"]);
    expect(audit[1]).toMatchObject({ ipAddress: "198.51.100.7", userAgent: PHONE_UA });
    const agreement = await json(await call("GET", `/agreements/${id}`, { key: c.key }));
    expect(agreement.viewed_at).toEqual(audit[1]!.createdAt.toISOString());
  });

  it("leads with the agreement's reference, before the company and before the smaller id", async () => {
    const c = await agreementCompany({ name: "Acme Hire" });
    const { id, token } = await sentAgreement(c, { reference: "BK-1042" });
    const words = (html: string) =>
      html
        .slice(html.indexOf("<main>"))
        .replace(/<[^>]*>/g, "\n")
        .split("\n")
        .map((line) => line.replace(/\s+/g, " ").trim())
        .filter(Boolean);
    const lines = words(await (await openPage(token)).text());
    expect(lines.slice(0, 3)).toEqual(["Hire agreement", "BK-1042", "Acme Hire"]);
    expect(lines.indexOf("Reference")).toBeGreaterThan(lines.indexOf("The agreement"));
    expect(lines[lines.indexOf("Reference") + 1]).toBe("BK-1042");
    expect(lines[lines.indexOf("Reference") + 3]).toBe(id);
    await submitPage(token, signForm);
    expect(words(await (await openPage(token)).text()).slice(0, 4)).toEqual([
      "Hire agreement",
      "BK-1042",
      "Acme Hire",
      "Agreement signed",
    ]);

    // Without a reference the page starts with the company, and no empty reference is shown.
    const plain = await sentAgreement(c);
    const plainLines = words(await (await openPage(plain.token)).text());
    expect(plainLines.slice(0, 2)).toEqual(["Acme Hire", "Review and sign"]);
    expect(plainLines).not.toContain("Reference");
  });

  it("answers 404 `This link is not valid` to an altered, malformed, unknown or replaced token", async () => {
    const c = await agreementCompany();
    const { id, token } = await sentAgreement(c);
    for (const bad of [
      alter(token),
      token.slice(0, -1),
      "not a token",
      "x".repeat(43),
      `${token}A`,
    ]) {
      const page = await openPage(encodeURIComponent(bad));
      expect(page.status, bad).toBe(404);
      expect(await h1Of(page)).toBe("This link is not valid");
      expect(expectHirerHeaders(page)).toEqual(HIRER_HEADERS);
    }
    const resent = await call("POST", `/agreements/${id}/send`, { key: c.key });
    const fresh = (await json<{ signing_url: string }>(resent)).signing_url.split("/sign/")[1]!;
    expect((await openPage(token)).status).toBe(404);
    expect(await h1Of(await openPage(fresh))).toBe("Review and sign");
    const stored = await db.agreement.findUniqueOrThrow({ where: { id } });
    expect(stored.signingTokenHash).toBe(hashSigningToken(fresh));
    expect(JSON.stringify(stored)).not.toContain(fresh);
  });

  it("answers 410 `This link has expired` past the expiry, and a new send gives a live link", async () => {
    const c = await agreementCompany();
    const { id, token } = await sentAgreement(c);
    await db.agreement.update({
      where: { id },
      data: { signingExpiresAt: new Date(Date.now() - 1000) },
    });
    const page = await openPage(token);
    expect(page.status).toBe(410);
    expect(await h1Of(page)).toBe("This link has expired");
    expect(expectHirerHeaders(page)).toEqual(HIRER_HEADERS);
    const submitted = await submitPage(token, signForm);
    expect(submitted.status).toBe(410);
    expect((await db.agreement.findUniqueOrThrow({ where: { id } })).status).toBe("sent");
    const again = await json<{ signing_url: string; status: string }>(
      await call("POST", `/agreements/${id}/send`, { key: c.key }),
    );
    expect(again.status).toBe("sent");
    expect(await h1Of(await openPage(again.signing_url.split("/sign/")[1]!))).toBe(
      "Review and sign",
    );
  });

  it("answers 410 `This agreement has been cancelled`, signed or not", async () => {
    const c = await agreementCompany();
    const unsigned = await sentAgreement(c);
    await call("DELETE", `/agreements/${unsigned.id}`, { key: c.key });
    const page = await openPage(unsigned.token);
    expect(page.status).toBe(410);
    expect(await h1Of(page)).toBe("This agreement has been cancelled");
    expect((await submitPage(unsigned.token, signForm)).status).toBe(410);
    expect(
      (await db.agreement.findUniqueOrThrow({ where: { id: unsigned.id } })).signedAt,
    ).toBeNull();

    const signed = await sentAgreement(c);
    await submitPage(signed.token, signForm);
    await call("DELETE", `/agreements/${signed.id}`, { key: c.key });
    expect(await h1Of(await openPage(signed.token))).toBe("This agreement has been cancelled");
    expect((await agreementPdf(c.key, signed.id)).status).toBe(200);
    expect((await agreementPdf(c.key, unsigned.id)).status).toBe(409);
  });
});

describe("signing", () => {
  it("signs in one go: status, signature, audit rows, frozen PDF hash and agreement.signed", async () => {
    const c = await agreementCompany();
    const { id, token } = await sentAgreement(c);
    await openPage(token);
    const page = await submitPage(token, signForm, { ip: "203.0.113.99", ua: "HirerPhone/1.0" });
    expect(page.status).toBe(200);
    expect(await h1Of(page)).toBe("Agreement signed");
    const html = await page.text();
    expect(html).toContain(`href="/sign/${token}/pdf"`);
    expect(html).toContain("Download signed agreement (PDF)");
    expect(html).not.toMatch(/>Sign<\/button>/);

    const agreement = await json(await call("GET", `/agreements/${id}`, { key: c.key }));
    expect(agreement).toMatchObject({
      status: "signed",
      signature: {
        signed_by_name: "Amelia Hirer",
        ip_address: "203.0.113.99",
        user_agent: "HirerPhone/1.0",
      },
    });
    const pdf = Buffer.from(await (await hirerPdf(token)).arrayBuffer());
    expect(createHash("sha256").update(pdf).digest("hex")).toBe(agreement.document_sha256);
    const apiPdf = await agreementPdf(c.key, id);
    expect(apiPdf.headers.get("content-type")).toBe("application/pdf");
    expect(apiPdf.headers.get("content-disposition")).toBe(`attachment; filename="${id}.pdf"`);
    expect(Buffer.from(await apiPdf.arrayBuffer()).equals(pdf)).toBe(true);

    const kinds = (
      await db.agreementAudit.findMany({ where: { agreementId: id }, orderBy: { id: "asc" } })
    ).map((a) => a.kind);
    expect(kinds).toEqual(["sent", "opened", "signed"]);
    const events = await db.event.findMany({
      where: { companyId: c.companyId, type: "agreement.signed" },
    });
    expect(events).toHaveLength(1);
    expect((events[0]!.payload as { object: unknown }).object).toEqual(agreement);
    expect(await h1Of(await openPage(token))).toBe("Agreement signed");
  });

  it("keeps the first signature: a second submit or a second tab changes nothing", async () => {
    const c = await agreementCompany();
    const { id, token } = await sentAgreement(c);
    const [first, second] = await Promise.all([
      submitPage(token, signForm),
      submitPage(token, { ...signForm, full_name: "Someone Else" }),
    ]);
    expect([await h1Of(first), await h1Of(second)]).toEqual([
      "Agreement signed",
      "Agreement signed",
    ]);
    const before = await db.agreement.findUniqueOrThrow({ where: { id } });
    const third = await submitPage(token, { ...signForm, full_name: "Third Tab" });
    expect(await h1Of(third)).toBe("Agreement signed");
    const after = await db.agreement.findUniqueOrThrow({ where: { id } });
    expect(after).toEqual(before);
    expect(["Amelia Hirer", "Someone Else"]).toContain(after.signedByName);
    expect(await db.agreementAudit.count({ where: { agreementId: id, kind: "signed" } })).toBe(1);
    expect(
      await db.event.count({ where: { companyId: c.companyId, type: "agreement.signed" } }),
    ).toBe(1);
    const files = await db.agreement.count({ where: { id, pdfKey: after.pdfKey } });
    expect(files).toBe(1);
  });

  it("checks the form again on the server and names every missing piece", async () => {
    const c = await agreementCompany();
    const { id, token } = await sentAgreement(c);
    const page = await submitPage(token, { full_name: "   " });
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('role="alert"');
    for (const sentence of [
      "Enter your full name.",
      "Tick the box to confirm you have read and agree to the terms.",
      "Draw your signature in the box.",
    ])
      expect(html).toContain(sentence);
    const notPng = await submitPage(token, {
      ...signForm,
      signature: "data:image/png;base64,aGVsbG8=",
    });
    expect(notPng.status).toBe(400);
    expect(await notPng.text()).toContain("Draw your signature in the box.");
    expect((await db.agreement.findUniqueOrThrow({ where: { id } })).status).toBe("sent");
  });

  it("has no PDF before signing", async () => {
    const c = await agreementCompany();
    const { id, token } = await sentAgreement(c);
    expect((await hirerPdf(token)).status).toBe(404);
    const problem = await agreementPdf(c.key, id);
    expect(problem.status).toBe(409);
    expect(await json(problem)).toMatchObject({ code: "invalid_state" });
  });
});

describe("signing tokens", () => {
  it("never appear in logs, in stored rows or in the agreement", async () => {
    const lines: string[] = [];
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(" "));
      }),
    );
    const log = captureLog();
    try {
      const c = await agreementCompany();
      const { id, token } = await sentAgreement(c);
      await openPage(token);
      await submitPage(token, { full_name: "" });
      await submitPage(token, signForm);
      await openPage(alter(token));
      await hirerPdf(token);
      const stored = JSON.stringify(
        await db.agreement.findUniqueOrThrow({ where: { id }, include: { audit: true } }),
      );
      const events = JSON.stringify(await db.event.findMany({ where: { companyId: c.companyId } }));
      expect(stored).not.toContain(token);
      expect(events).not.toContain(token);
    } finally {
      for (const spy of spies) spy.mockRestore();
      log.restore();
    }
    expect(lines.join("\n")).not.toMatch(/sign\/[A-Za-z0-9_-]{22,}/);
    expect(log.text()).not.toMatch(/sign\/[A-Za-z0-9_-]{22,}/);
  });
});

describe("every response under /sign", () => {
  it("carries the hirer headers, errors included", async () => {
    const { GET: bare } = await import("~/app/sign/route");
    const { POST: rest } = await import("~/app/sign/[token]/[...rest]/route");
    const { DELETE: pdfDelete } = await import("~/app/sign/[token]/pdf/route");
    const { GET: logo } = await import("~/app/sign/[token]/logo/route");
    const params = { params: Promise.resolve({ token: "x".repeat(43) }) };
    const responses = [
      bare(),
      await rest(new Request("http://localhost/sign/x/y", { method: "POST" }), params),
      pdfDelete(),
      await logo(new Request("http://localhost/sign/x/logo"), params),
    ];
    expect(responses.map((r) => r.status)).toEqual([404, 404, 405, 404]);
    for (const response of responses) expect(expectHirerHeaders(response)).toEqual(HIRER_HEADERS);
    expect(await h1Of(responses[0]!)).toBe("This link is not valid");
  });
});
