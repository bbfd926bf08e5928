// Matching a fine to the hire that had the vehicle out, exact at both edges, in UK summer
// time (BST, UTC+1): at the handover's moment it is that hire's, a second before it is not; a
// second before the close it is, at the close and after it is not. Overlapping hires of the
// vehicle are ambiguous; a changed time or a correction works it out again.
import { describe, expect, it } from "vitest";
import { call, json, problemOf } from "../api/http";
import { fineCompany, hireOver, recordFine, type FineBody } from "./helpers";

// Handed over 09:00 BST on Mon 6 Jul 2026, closed 17:30 BST on Thu 9 Jul 2026.
const HANDOVER = "2026-07-06T09:00:00+01:00";
const CLOSE = "2026-07-09T17:30:00+01:00";

describe("matching a fine to its hire", () => {
  it("is exact at the handover and at the close, in UK summer time", async () => {
    const c = await fineCompany();
    const agreementId = await hireOver(c, HANDOVER, CLOSE);
    const at = async (time: string) => {
      const fine = await recordFine(c, { contravention_at: time });
      return [fine.match, fine.agreement_id, fine.customer_id];
    };
    const hired = ["matched", agreementId, c.customer.id];
    const none = ["no_hire", null, null];
    expect(await at("2026-07-06T08:59:59+01:00")).toEqual(none);
    expect(await at("2026-07-06T07:59:59Z")).toEqual(none);
    expect(await at(HANDOVER)).toEqual(hired);
    expect(await at("2026-07-06T08:00:00.000Z")).toEqual(hired);
    expect(await at("2026-07-08T03:00:00+01:00")).toEqual(hired);
    expect(await at("2026-07-09T17:29:59+01:00")).toEqual(hired);
    expect(await at(CLOSE)).toEqual(none);
    expect(await at("2026-07-09T17:30:01+01:00")).toEqual(none);
  });

  it("matches a hire still out from its handover on", async () => {
    const c = await fineCompany();
    const agreementId = await hireOver(c, HANDOVER, null);
    expect((await recordFine(c, { contravention_at: "2026-07-06T08:59:59+01:00" })).match).toBe(
      "no_hire",
    );
    const later = await recordFine(c, {
      contravention_at: "2026-11-01T10:00:00Z",
      notice_date: "2026-11-05",
    });
    expect(later).toMatchObject({ match: "matched", agreement_id: agreementId });
  });

  it("is ambiguous while two hires of the vehicle overlap, and a PUT corrects or re-runs it", async () => {
    const c = await fineCompany();
    const first = await hireOver(c, HANDOVER, CLOSE);
    const second = await hireOver(c, "2026-07-09T12:00:00+01:00", "2026-07-12T10:00:00+01:00");
    const fine = await recordFine(c, { contravention_at: "2026-07-09T13:00:00+01:00" });
    expect(fine).toMatchObject({ match: "ambiguous", agreement_id: null, customer_id: null });

    const corrected = await json<FineBody>(
      await call("PUT", `/fines/${fine.id}`, { key: c.key, body: { agreement_id: second } }),
    );
    expect(corrected).toMatchObject({
      match: "matched",
      agreement_id: second,
      customer_id: c.customer.id,
    });
    const rerun = await json<FineBody>(
      await call("PUT", `/fines/${fine.id}`, { key: c.key, body: { agreement_id: null } }),
    );
    expect(rerun).toMatchObject({ match: "ambiguous", agreement_id: null });
    const moved = await json<FineBody>(
      await call("PUT", `/fines/${fine.id}`, {
        key: c.key,
        body: { contravention_at: "2026-07-08T13:00:00+01:00" },
      }),
    );
    expect(moved).toMatchObject({ match: "matched", agreement_id: first });
    const other = await fineCompany();
    const elsewhere = await hireOver(other, HANDOVER, CLOSE);
    const refused = await problemOf(
      await call("PUT", `/fines/${fine.id}`, { key: c.key, body: { agreement_id: elsewhere } }),
      404,
    );
    expect(refused.errors).toEqual([expect.objectContaining({ pointer: "/agreement_id" })]);
    expect(await json(await call("GET", `/fines/${fine.id}`, { key: c.key }))).toEqual(moved);
  });
});
