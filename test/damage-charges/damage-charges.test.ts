// Damage charges through /api/v1 and the hirer's page: the rate card, a charge from a check-in
// (fair wear and tear excluded), every refusal changing nothing, the hirer's one answer under
// a race, revise and send again, collection, and the four events.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { call, json } from "../api/http";
import { agreementCompany, h1Of, HIRER_HEADERS, expectHirerHeaders } from "../agreements/helpers";
import { companySnapshot, expectCrossTenantNotFound } from "../cross-tenant";
import {
  answerChargePage,
  createCharge,
  hireWithDamage,
  openChargePage,
  sendCharge,
  type Charge,
} from "./helpers";

const problem = async (response: Response) =>
  json<{ code: string; detail: string; errors?: { pointer?: string }[] }>(response);

const eventsOf = async (companyId: string) =>
  (await db.event.findMany({ where: { companyId }, orderBy: { id: "asc" } }))
    .map((e) => e.type)
    .filter((t) => t.startsWith("damage_charge."));

describe("the damage rate card", () => {
  it("lists the 21 contract defaults and changes only the caller's rate; bad input changes nothing", async () => {
    const owner = await agreementCompany();
    const other = await agreementCompany();
    const rates = await json<{ data: { id: string; amount_pence: number }[]; has_more: boolean }>(
      await call("GET", "/damage-rates", { key: owner.key }),
    );
    expect(rates.data).toHaveLength(21);
    expect(rates.has_more).toBe(false);
    expect(rates.data.slice(0, 3)).toEqual([
      { id: "drt_scratch_minor", type: "scratch", severity: "minor", amount_pence: 6000 },
      { id: "drt_scratch_moderate", type: "scratch", severity: "moderate", amount_pence: 12000 },
      { id: "drt_scratch_severe", type: "scratch", severity: "severe", amount_pence: 25000 },
    ]);
    expect(rates.data.find((r) => r.id === "drt_crack_severe")!.amount_pence).toBe(60000);

    const changed = await call("PUT", "/damage-rates/drt_dent_moderate", {
      key: owner.key,
      body: { amount_pence: 17500 },
    });
    expect(changed.status).toBe(200);
    expect((await json<{ amount_pence: number }>(changed)).amount_pence).toBe(17500);
    const theirs = await json<{ data: { id: string; amount_pence: number }[] }>(
      await call("GET", "/damage-rates", { key: other.key }),
    );
    expect(theirs.data.find((r) => r.id === "drt_dent_moderate")!.amount_pence).toBe(15000);

    const before = await companySnapshot(owner.companyId);
    const bad = await call("PUT", "/damage-rates/drt_dent_moderate", {
      key: owner.key,
      body: { amount_pence: 10_000_001, currency: "gbp" },
    });
    expect(bad.status).toBe(400);
    expect((await problem(bad)).errors!.map((e) => e.pointer).sort()).toEqual([
      "/amount_pence",
      "/currency",
    ]);
    const unknown = await call("PUT", "/damage-rates/drt_dent_huge", {
      key: owner.key,
      body: { amount_pence: 1 },
    });
    expect(unknown.status).toBe(404);
    expect(await companySnapshot(owner.companyId)).toBe(before);
  });
});

describe("a damage charge", () => {
  it("is prepared from a check-in, edited, refused when wrong, answered once by the hirer, revised, accepted and collected", async () => {
    const c = await agreementCompany();
    const { agreementId, reportId } = await hireWithDamage(c, [
      { zone: "bonnet", type: "chip", severity: "minor", size_mm: null },
    ]);
    const draft = await createCharge(c, reportId);
    expect(draft).toMatchObject({
      status: "draft",
      agreement_id: agreementId,
      report_id: reportId,
    });
    expect(
      draft.lines.map((l) => [
        l.zone,
        l.change,
        l.size_mm,
        l.wear_and_tear,
        l.included,
        l.amount_pence,
      ]),
    ).toEqual([
      ["nearside_front_door", "worse", 40, false, true, 12000],
      ["offside_rear_door", "new", 20, true, false, 0],
      ["offside_front_door", "new", 60, false, true, 15000],
      ["bonnet", "new", null, null, true, 4000],
    ]);
    expect(draft.total_pence).toBe(31000);

    // Refusals: a second charge, including fair wear and tear, sending unmeasured, PDF of a draft.
    const snapshot = await companySnapshot(c.companyId);
    const second = await call("POST", "/damage-charges", {
      key: c.key,
      body: { report_id: reportId },
    });
    expect(second.status).toBe(409);
    expect(await problem(second)).toMatchObject({ code: "conflict" });
    expect(
      (
        await problem(
          await call("POST", "/damage-charges", { key: c.key, body: { report_id: reportId } }),
        )
      ).detail,
    ).toContain(draft.id);
    const wearLine = draft.lines[1]!;
    const includeWear = await call("PUT", `/damage-charges/${draft.id}`, {
      key: c.key,
      body: {
        lines: [
          { id: wearLine.id, included: true },
          { id: "dml_nope", amount_pence: -1 },
        ],
      },
    });
    expect(includeWear.status).toBe(400);
    expect((await problem(includeWear)).errors!.map((e) => e.pointer).sort()).toEqual([
      "/lines/1/amount_pence",
    ]);
    const includeOnly = await call("PUT", `/damage-charges/${draft.id}`, {
      key: c.key,
      body: { lines: [{ id: wearLine.id, included: true }] },
    });
    expect(includeOnly.status).toBe(400);
    expect((await problem(includeOnly)).errors![0]!.pointer).toBe("/lines/0/included");
    const unmeasured = await call("POST", `/damage-charges/${draft.id}/send`, { key: c.key });
    expect(unmeasured.status).toBe(409);
    expect((await problem(unmeasured)).detail).toContain(draft.lines[3]!.area);
    expect(await companySnapshot(c.companyId)).toBe(snapshot);

    // Measuring the chip makes it fair wear and tear; the dent goes down by hand.
    const edited = await json<Charge>(
      await call("PUT", `/damage-charges/${draft.id}`, {
        key: c.key,
        body: {
          lines: [
            { id: draft.lines[3]!.id, size_mm: 2 },
            { id: draft.lines[2]!.id, amount_pence: 14000 },
          ],
        },
      }),
    );
    expect(edited.lines[3]).toMatchObject({
      wear_and_tear: true,
      included: false,
      amount_pence: 0,
    });
    expect(edited.total_pence).toBe(26000);

    const { sent, token } = await sendCharge(c, draft.id);
    expect(sent.status).toBe("sent");
    expect(new Date(sent.respond_by!).getTime() - Date.now()).toBeGreaterThan(239 * 3600 * 1000);
    const early = await call("POST", `/damage-charges/${draft.id}/collect`, {
      key: c.key,
      body: { method: "deposit" },
    });
    expect(early.status).toBe(409);

    const page = await openChargePage(token);
    expect(page.status).toBe(200);
    expect(await h1Of(page)).toBe("Damage charge");
    expect(expectHirerHeaders(page)).toEqual(HIRER_HEADERS);
    const text = await page.text();
    expect(text).toContain("Fair wear and tear");
    expect(text).toContain("£260.00");
    expect(text).toContain("Not recorded at handover");
    const viewed = await json<Charge>(
      await call("GET", `/damage-charges/${draft.id}`, { key: c.key }),
    );
    expect(viewed.viewed_at).not.toBeNull();

    const empty = await answerChargePage(token, { decision: "disputed", reason: "  " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Tell us why you dispute this charge.");

    // Two tabs answer at once: exactly one answer is recorded, one event fires.
    const reasons = ["The dent was there before.", "I returned it without that scratch."];
    const answers = await Promise.all(
      reasons.map((reason) => answerChargePage(token, { decision: "disputed", reason })),
    );
    expect(await Promise.all(answers.map(h1Of))).toEqual(["Charge disputed", "Charge disputed"]);
    const stored = await json<Charge>(
      await call("GET", `/damage-charges/${draft.id}`, { key: c.key }),
    );
    expect(reasons).toContain(stored.response!.comment);
    expect(await eventsOf(c.companyId)).toEqual(["damage_charge.sent", "damage_charge.disputed"]);
    expect(
      await db.damageChargeStep.count({ where: { chargeId: draft.id, kind: "disputed" } }),
    ).toBe(1);
    expect(await h1Of(await answerChargePage(token, { decision: "accepted" }))).toBe(
      "Charge disputed",
    );

    const revised = await json<Charge>(
      await call("POST", `/damage-charges/${draft.id}/revise`, { key: c.key }),
    );
    expect(revised).toMatchObject({ status: "draft", response: null });
    const withdrawn = await openChargePage(token);
    expect(withdrawn.status).toBe(410);
    expect(await h1Of(withdrawn)).toBe("This charge has been withdrawn");
    const again = await sendCharge(c, draft.id);
    const old = await openChargePage(token);
    expect(old.status).toBe(404);
    expect(await h1Of(old)).toBe("This link is not valid");
    expect(expectHirerHeaders(old)).toEqual(HIRER_HEADERS);

    expect(await h1Of(await answerChargePage(again.token, { decision: "accepted" }))).toBe(
      "Charge accepted",
    );
    const over = await call("POST", `/damage-charges/${draft.id}/collect`, {
      key: c.key,
      body: { method: "deposit", amount_pence: 26001 },
    });
    expect(over.status).toBe(400);
    expect((await problem(over)).errors![0]!.pointer).toBe("/amount_pence");
    const collected = await json<Charge & { collected_pence: number; collection_method: string }>(
      await call("POST", `/damage-charges/${draft.id}/collect`, {
        key: c.key,
        body: { method: "deposit" },
      }),
    );
    expect(collected).toMatchObject({
      status: "collected",
      collected_pence: 26000,
      collection_method: "deposit",
    });
    expect(await h1Of(await openChargePage(again.token))).toBe("Charge accepted");
    const waive = await call("POST", `/damage-charges/${draft.id}/waive`, { key: c.key });
    expect(waive.status).toBe(409);
    expect(await eventsOf(c.companyId)).toEqual([
      "damage_charge.sent",
      "damage_charge.disputed",
      "damage_charge.sent",
      "damage_charge.accepted",
      "damage_charge.collected",
    ]);
    const list = await json<{ data: Charge[] }>(
      await call("GET", `/damage-charges?status=collected&agreement_id=${agreementId}`, {
        key: c.key,
      }),
    );
    expect(list.data.map((d) => d.id)).toEqual([draft.id]);
    const badFilter = await call("GET", "/damage-charges?status=bogus", { key: c.key });
    expect(badFilter.status).toBe(400);
  });

  it("is refused for a report that is not a completed check-in, deleted while draft, and waived", async () => {
    const c = await agreementCompany();
    const { reportId } = await hireWithDamage(c);
    const draftReport = await json<{ id: string }>(
      await call("POST", "/reports", { key: c.key, body: { vrm: c.vehicle.vrm, type: "inbound" } }),
    );
    const notDone = await call("POST", "/damage-charges", {
      key: c.key,
      body: { report_id: draftReport.id },
    });
    expect(notDone.status).toBe(409);
    const wrongKind = await call("POST", "/damage-charges", {
      key: c.key,
      body: { report_id: c.vehicle.id },
    });
    expect(wrongKind.status).toBe(404);
    expect((await problem(wrongKind)).errors![0]!.pointer).toBe("/report_id");

    const first = await createCharge(c, reportId);
    expect((await call("DELETE", `/damage-charges/${first.id}`, { key: c.key })).status).toBe(204);
    expect((await call("GET", `/damage-charges/${first.id}`, { key: c.key })).status).toBe(404);
    const second = await createCharge(c, reportId);
    const { token } = await sendCharge(c, second.id);
    expect((await call("DELETE", `/damage-charges/${second.id}`, { key: c.key })).status).toBe(409);
    const waived = await json<Charge>(
      await call("POST", `/damage-charges/${second.id}/waive`, { key: c.key }),
    );
    expect(waived.status).toBe("waived");
    const page = await openChargePage(token);
    expect(page.status).toBe(410);
    expect(await h1Of(page)).toBe("This charge has been withdrawn");
    expect((await answerChargePage(token, { decision: "accepted" })).status).toBe(410);
  });

  it("answers 404 on every route for another company's charge and rate changes stay the caller's", async () => {
    const owner = await agreementCompany();
    const intruder = await agreementCompany();
    const { reportId } = await hireWithDamage(owner);
    const charge = await createCharge(owner, reportId);
    await expectCrossTenantNotFound({
      owner,
      intruder,
      id: charge.id,
      endpoints: [
        { method: "GET", path: "/damage-charges/{id}" },
        { method: "PUT", path: "/damage-charges/{id}", body: { lines: [] } },
        { method: "POST", path: "/damage-charges/{id}/send" },
        { method: "POST", path: "/damage-charges/{id}/revise" },
        { method: "POST", path: "/damage-charges/{id}/waive" },
        { method: "POST", path: "/damage-charges/{id}/collect", body: { method: "card" } },
        { method: "DELETE", path: "/damage-charges/{id}" },
      ],
    });
    const theirReport = await call("POST", "/damage-charges", {
      key: intruder.key,
      body: { report_id: reportId },
    });
    expect(theirReport.status).toBe(404);
    expect((await problem(theirReport)).errors![0]!.pointer).toBe("/report_id");
    const list = await json<{ data: unknown[] }>(
      await call("GET", "/damage-charges", { key: intruder.key }),
    );
    expect(list.data).toEqual([]);
  });
});
