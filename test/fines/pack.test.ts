// The "done when": a hire handed over and closed; three fines inside it, one before it,
// one while a second hire of the vehicle overlaps it: matched, no_hire, ambiguous; the matched
// one transferred; its pack (pdftotext) holds the hirer's name and address, the agreement's
// times and document_sha256 and the statement of liability, and pdfsig says the seal is valid.
import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { apiRequest, call, json, problemOf } from "../api/http";
import { handleApi } from "~/server/http/rest/rest-handler";
import { fineCompany, hireOver, recordFine, type FineBody } from "./helpers";

const run = promisify(execFile);

async function pdfFacts(bytes: Buffer) {
  const dir = await mkdtemp(join(tmpdir(), "fine-pack-"));
  const file = join(dir, "pack.pdf");
  await writeFile(file, bytes);
  const text = (await run("pdftotext", ["-layout", file, "-"])).stdout;
  const sig = await run("pdfsig", [file]).then(
    (r) => r.stdout,
    (e: { stdout: string }) => e.stdout,
  );
  return { text: text.replace(/\s+/g, " "), sig };
}

describe("a fine's transfer pack", () => {
  it("matches three fines, refuses one before the hire and one in an overlap, transfers one and seals its pack", async () => {
    const c = await fineCompany();
    await db.customer.update({
      where: { id: c.customer.id },
      data: { addressLine1: "12 Acacia Avenue", addressCity: "Leeds", addressPostcode: "LS1 1AA" },
    });
    const agreementId = await hireOver(c, "2026-07-06T09:00:00+01:00", "2026-07-12T17:30:00+01:00");
    await hireOver(c, "2026-07-11T10:00:00+01:00", "2026-07-14T10:00:00+01:00");
    const inside = [];
    for (const time of [
      "2026-07-06T09:00:00+01:00",
      "2026-07-08T14:15:00+01:00",
      "2026-07-11T09:59:59+01:00",
    ])
      inside.push(await recordFine(c, { contravention_at: time, location: "Camden High Street" }));
    const before = await recordFine(c, { contravention_at: "2026-07-06T08:59:59+01:00" });
    const overlap = await recordFine(c, { contravention_at: "2026-07-11T12:00:00+01:00" });
    expect(inside.map((f) => [f.match, f.agreement_id, f.customer_id])).toEqual(
      Array(3).fill(["matched", agreementId, c.customer.id]),
    );
    expect(before).toMatchObject({ match: "no_hire", agreement_id: null });
    expect(overlap).toMatchObject({ match: "ambiguous", agreement_id: null });
    expect(
      (await problemOf(await call("GET", `/fines/${before.id}/pdf`, { key: c.key }), 409)).code,
    ).toBe("invalid_state");

    const fine = inside[1]!;
    const transferred = await json<FineBody>(
      await call("POST", `/fines/${fine.id}/transfer`, { key: c.key }),
    );
    expect(transferred.status).toBe("transferred");
    const response = await handleApi(apiRequest("GET", `/fines/${fine.id}/pdf`, { key: c.key }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain(`${fine.id}.pdf`);
    const agreement = await json<{ document_sha256: string; signed_at: string }>(
      await call("GET", `/agreements/${agreementId}`, { key: c.key }),
    );
    const { text, sig } = await pdfFacts(Buffer.from(await response.arrayBuffer()));
    for (const expected of [
      "Transfer of liability",
      "Amelia Hirer",
      "12 Acacia Avenue, Leeds, LS1 1AA",
      agreementId,
      agreement.document_sha256,
      "Mon 6 Jul 2026, 09:00 UK time", // start of the hire's handover
      "Sun 12 Jul 2026, 17:30 UK time", // the return
      "Wed 8 Jul 2026, 14:15 UK time", // the contravention
      "Statement of liability",
      "You accept liability",
      String(fine.reference),
      "Camden Council",
      "£130.00",
      "Audit trail", // the signed agreement itself, appended
    ])
      expect(text, expected).toContain(expected);
    expect(sig).toContain("Signature Validation: Signature is Valid.");
    expect(sig.match(/Signature #/g)).toHaveLength(1);
  });
});
