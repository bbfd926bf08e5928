// /api/v1/fines as an integrator sees it: the shape, refusals that change nothing, the state
// machine (transfer needs a match and a signed agreement; the hirer is emailed), filters with
// the cursor walk, and no event.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { call, json, problemOf } from "../api/http";
import { companySnapshot } from "../cross-tenant";
import { eventually } from "../eventually";
import { createDraft } from "../agreements/helpers";
import { fineBody, fineCompany, hireOver, recordFine, type FineBody } from "./helpers";

const FIELDS = [
  "id",
  "status",
  "kind",
  "issuer",
  "reference",
  "vrm",
  "vehicle_id",
  "contravention_at",
  "location",
  "amount_pence",
  "notice_date",
  "respond_by",
  "match",
  "agreement_id",
  "customer_id",
  "notes",
  "transferred_at",
  "paid_at",
  "cancelled_at",
  "created_at",
  "updated_at",
];

describe("/api/v1/fines", () => {
  it("records a fine with 201, exactly as GET then returns it, respond_by 28 days on, and no event", async () => {
    const c = await fineCompany();
    const events = await db.event.count({ where: { companyId: c.companyId } });
    const response = await call("POST", "/fines", {
      key: c.key,
      body: fineBody(c, {
        vrm: "aa19 aaa",
        issuer: "  Transport for London ",
        location: "Euston Road, NW1",
        kind: "congestion",
        notice_date: "2026-11-20",
        contravention_at: "2026-11-14T16:42:00Z",
      }),
    });
    expect(response.status).toBe(201);
    const fine = await json<FineBody>(response);
    expect(Object.keys(fine).sort()).toEqual([...FIELDS].sort());
    expect(fine).toMatchObject({
      status: "received",
      kind: "congestion",
      issuer: "Transport for London",
      vrm: "AA19AAA",
      vehicle_id: c.vehicle.id,
      contravention_at: "2026-11-14T16:42:00.000Z",
      location: "Euston Road, NW1",
      amount_pence: 13000,
      notice_date: "2026-11-20",
      respond_by: "2026-12-18",
      match: "no_hire",
      agreement_id: null,
      customer_id: null,
      notes: null,
      transferred_at: null,
      paid_at: null,
      cancelled_at: null,
    });
    expect(fine.id).toMatch(/^fin_[0-9a-z]{26}$/);
    expect(await json(await call("GET", `/fines/${fine.id}`, { key: c.key }))).toEqual(fine);
    expect(await db.event.count({ where: { companyId: c.companyId } })).toBe(events);
    const activity = await db.activityLog.findMany({ where: { objectId: fine.id } });
    expect(activity.map((a) => a.action)).toEqual(["fine.created"]);
  });

  it("refuses bad input, a VRM not in the fleet, a future notice, a duplicate reference, changing nothing", async () => {
    const c = await fineCompany();
    const first = await recordFine(c, { reference: "PCN-1" });
    const before = await companySnapshot(c.companyId);
    const bad = await problemOf(
      await call("POST", "/fines", {
        key: c.key,
        body: { ...fineBody(c), kind: "bogus", amount_pence: -1, issuer: "", status: "paid" },
      }),
      400,
    );
    expect(bad.errors?.map((e) => e.pointer).sort()).toEqual(
      ["/amount_pence", "/issuer", "/kind", "/status"].sort(),
    );
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await problemOf(
      await call("POST", "/fines", { key: c.key, body: fineBody(c, { notice_date: tomorrow }) }),
      400,
    );
    expect(future.errors).toEqual([expect.objectContaining({ pointer: "/notice_date" })]);
    // 23:00 UTC on 20 Jul is midnight BST, 21 Jul in UK time: after the end of the notice date.
    const late = await problemOf(
      await call("POST", "/fines", {
        key: c.key,
        body: fineBody(c, { contravention_at: "2026-07-20T23:00:00Z", notice_date: "2026-07-20" }),
      }),
      400,
    );
    expect(late.errors).toEqual([expect.objectContaining({ pointer: "/contravention_at" })]);
    const lastMinute = await recordFine(c, {
      contravention_at: "2026-07-20T22:59:59Z",
      notice_date: "2026-07-20",
    });
    expect(lastMinute.notice_date).toBe("2026-07-20");
    await call("POST", `/fines/${lastMinute.id}/pay`, { key: c.key });
    const snapshot = await companySnapshot(c.companyId);
    const unknown = await problemOf(
      await call("POST", "/fines", { key: c.key, body: fineBody(c, { vrm: "ZZ99ZZZ" }) }),
      404,
    );
    expect(unknown.errors).toEqual([expect.objectContaining({ pointer: "/vrm" })]);
    const duplicate = await problemOf(
      await call("POST", "/fines", { key: c.key, body: fineBody(c, { reference: "PCN-1" }) }),
      409,
    );
    expect(duplicate.code).toBe("conflict");
    expect(duplicate.detail).toContain(first.id);
    const badPut = await problemOf(
      await call("PUT", `/fines/${first.id}`, {
        key: c.key,
        body: { notice_date: tomorrow, amount_pence: 5 },
      }),
      400,
    );
    expect(badPut.errors).toEqual([expect.objectContaining({ pointer: "/notice_date" })]);
    expect(await companySnapshot(c.companyId)).toBe(snapshot);
    expect(before).not.toBe(snapshot);
  });

  it("transfers a matched fine of a signed hire, emailing the hirer; every other move is 409 and changes nothing", async () => {
    const c = await fineCompany();
    await hireOver(c, "2026-07-06T09:00:00+01:00", "2026-07-09T17:30:00+01:00");
    const unmatched = await recordFine(c, { contravention_at: "2026-07-10T12:00:00+01:00" });
    const refused = await problemOf(
      await call("POST", `/fines/${unmatched.id}/transfer`, { key: c.key }),
      409,
    );
    expect(refused.code).toBe("invalid_state");
    expect(refused.detail).toContain("not matched");
    const draft = await createDraft(c);
    const unsigned = await json<FineBody>(
      await call("PUT", `/fines/${unmatched.id}`, {
        key: c.key,
        body: { agreement_id: draft.id },
      }),
    );
    expect(unsigned.match).toBe("matched");
    const neverSigned = await problemOf(
      await call("POST", `/fines/${unmatched.id}/transfer`, { key: c.key }),
      409,
    );
    expect(neverSigned.detail).toContain("never signed");

    const fine = await recordFine(c, { location: "Camden High Street" });
    expect(fine.match).toBe("matched");
    const transferred = await json<FineBody>(
      await call("POST", `/fines/${fine.id}/transfer`, { key: c.key }),
    );
    expect(transferred.status).toBe("transferred");
    expect(transferred.transferred_at).not.toBeNull();
    const email = await eventually(
      () =>
        db.sentEmail.findFirst({
          where: { companyId: c.companyId, subject: { contains: String(fine.reference) } },
        }),
      { what: "the hirer's email" },
    );
    expect(email.to).toBe("amelia@example.test");
    expect(email.text).toContain("Camden High Street");
    expect(email.text).toContain("£130.00");
    expect(email.text).toContain(String(fine.reference));
    expect(email.text).toContain("will write to you");

    const snapshot = await companySnapshot(c.companyId);
    for (const [method, path] of [
      ["POST", `/fines/${fine.id}/transfer`],
      ["POST", `/fines/${fine.id}/pay`],
      ["PUT", `/fines/${fine.id}`],
    ] as const) {
      const problem = await problemOf(
        await call(method, path, { key: c.key, body: method === "PUT" ? { notes: "x" } : {} }),
        409,
      );
      expect(problem.code, path).toBe("invalid_state");
    }
    expect(await companySnapshot(c.companyId)).toBe(snapshot);
    const cancelled = await json<FineBody>(
      await call("DELETE", `/fines/${fine.id}`, { key: c.key }),
    );
    expect(cancelled).toMatchObject({ status: "cancelled" });
    expect(
      (await problemOf(await call("DELETE", `/fines/${fine.id}`, { key: c.key }), 409)).code,
    ).toBe("invalid_state");
    const paid = await json<FineBody>(
      await call("POST", `/fines/${unmatched.id}/pay`, { key: c.key }),
    );
    expect(paid).toMatchObject({ status: "paid" });
    expect(paid.paid_at).not.toBeNull();
    expect(
      (await problemOf(await call("DELETE", `/fines/${unmatched.id}`, { key: c.key }), 409)).code,
    ).toBe("invalid_state");
  });

  it("filters by status, kind, match, VRM, hire, hirer and respond_by_before, walking every page once", async () => {
    const c = await fineCompany();
    const agreementId = await hireOver(c, "2026-07-06T09:00:00+01:00", "2026-07-09T17:30:00+01:00");
    const matched = await recordFine(c, { kind: "speeding", notice_date: "2026-07-10" });
    const early = await recordFine(c, { notice_date: "2026-07-08" });
    const none = await recordFine(c, {
      kind: "ulez",
      contravention_at: "2026-08-01T10:00:00Z",
      notice_date: "2026-08-03",
    });
    const ids = async (query: string) =>
      (
        await json<{ data: FineBody[] }>(await call("GET", `/fines?${query}`, { key: c.key }))
      ).data.map((f) => f.id);
    expect(await ids("")).toEqual([none.id, early.id, matched.id]);
    expect(await ids("kind=speeding")).toEqual([matched.id]);
    expect(await ids("match=no_hire")).toEqual([none.id]);
    expect(await ids(`agreement_id=${agreementId}`)).toEqual([early.id, matched.id]);
    expect(await ids(`customer_id=${c.customer.id}`)).toEqual([early.id, matched.id]);
    expect(await ids("vrm=aa19%20aaa")).toHaveLength(3);
    expect(await ids("vrm=AB12CDE")).toEqual([]);
    expect(await ids("respond_by_before=2026-08-05")).toEqual([early.id]);
    expect(await ids("respond_by_before=2026-08-07")).toEqual([early.id, matched.id]);
    expect(await ids("status=received&respond_by_before=2026-08-31")).toEqual([
      none.id,
      early.id,
      matched.id,
    ]);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: FineBody[]; next_cursor: string | null } = await json(
        await call("GET", `/fines?limit=1${cursor ? `&cursor=${cursor}` : ""}`, { key: c.key }),
      );
      walked.push(...page.data.map((f) => f.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(walked).toEqual([none.id, early.id, matched.id]);
    for (const query of ["status=bogus", "match=maybe", "respond_by_before=soon", "kind=x"]) {
      const problem = await problemOf(await call("GET", `/fines?${query}`, { key: c.key }), 400);
      expect(problem.errors?.[0]?.parameter, query).toBe(query.split("=")[0]);
    }
  });
});
