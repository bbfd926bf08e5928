// The evidence pack: 409 while draft, then the lines, the total and the Timeline (pdftotext),
// sealed (pdfsig valid), the same bytes until the next status change (the one before it then
// deleted), 404 for another company.
import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { handleApi } from "~/server/http/rest/rest-handler";
import { storage } from "~/server/integrations/storage";
import { apiRequest, call } from "../api/http";
import { agreementCompany } from "../agreements/helpers";
import { expectCrossTenantNotFound } from "../cross-tenant";
import { eventually } from "../eventually";
import { answerChargePage, createCharge, hireWithDamage, sendCharge } from "./helpers";

const run = promisify(execFile);

async function pdfFacts(bytes: Buffer) {
  const dir = await mkdtemp(join(tmpdir(), "charge-pack-"));
  const file = join(dir, "pack.pdf");
  await writeFile(file, bytes);
  const text = (await run("pdftotext", ["-layout", file, "-"])).stdout;
  const sig = await run("pdfsig", [file]).then(
    (r) => r.stdout,
    (e: { stdout: string }) => e.stdout,
  );
  return { text: text.replace(/\s+/g, " "), sig };
}

const pack = (key: string, id: string) =>
  handleApi(apiRequest("GET", `/damage-charges/${id}/pdf`, { key }));

describe("a damage charge's evidence pack", () => {
  it("is refused in draft, then sealed with the lines, total and timeline, frozen until the next change", async () => {
    const c = await agreementCompany();
    const { reportId } = await hireWithDamage(c);
    const charge = await createCharge(c, reportId);
    expect((await call("GET", `/damage-charges/${charge.id}/pdf`, { key: c.key })).status).toBe(
      409,
    );
    const { token } = await sendCharge(c, charge.id);
    const first = await pack(c.key, charge.id);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await first.arrayBuffer());
    const again = Buffer.from(await (await pack(c.key, charge.id)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    const { text, sig } = await pdfFacts(bytes);
    expect(text).toContain(charge.id);
    expect(text).toContain("£270.00");
    expect(text).toContain("Not recorded at handover");
    expect(text).toContain("Timeline");
    expect(text).toContain("Sent to the hirer");
    expect(sig).toMatch(/Signature is Valid/);

    const sentPack = await db.damageCharge.findUniqueOrThrow({
      where: { id: charge.id },
      select: { pdfKey: true },
    });
    await answerChargePage(token, { decision: "disputed", reason: "Not my dent." });
    const answered = await pdfFacts(
      Buffer.from(await (await pack(c.key, charge.id)).arrayBuffer()),
    );
    expect(answered.text).toContain("Disputed by the hirer. Not my dent.");
    // The pack of the sent charge is never served again: its file goes once the answer committed.
    await eventually(async () => ((await storage().get(sentPack.pdfKey!)) ? null : true), {
      what: "the superseded pack's deletion",
    });

    const intruder = await agreementCompany();
    await expectCrossTenantNotFound({
      owner: c,
      intruder,
      id: charge.id,
      endpoints: [{ method: "GET", path: "/damage-charges/{id}/pdf" }],
    });
  });
});
