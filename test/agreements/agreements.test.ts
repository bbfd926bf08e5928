// Agreements through the REST API: create (money, rental days, frozen terms), edit,
// search, the state machine (every other move 409, nothing changes), send, handover,
// close (agreement.closed) and cancel.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { newId } from "~/server/ids";
import { SIGNING_LINK_REMOVED } from "~/server/services/signing/signing-email";
import { call, json, problemOf } from "../api/http";
import { companySnapshot } from "../cross-tenant";
import { eventually } from "../eventually";
import {
  agreementCompany,
  createDraft,
  draftBody,
  HIRE_WITHIN_MOT,
  sendDraft,
  signForm,
  submitPage,
} from "./helpers";

type Agreement = Record<string, unknown> & { id: string; status: string };

describe("creating and editing agreements", () => {
  it("creates a draft with the contract's fields, computed days and total, and the default terms frozen", async () => {
    const c = await agreementCompany();
    const created = await call("POST", "/agreements", {
      key: c.key,
      body: draftBody(c, { starts_at: "2027-03-01T10:00:00+01:00", reference: "BK-1042" }),
    });
    expect(created.status).toBe(201);
    const a = await json<Agreement>(created);
    expect(Object.keys(a).sort()).toEqual(
      [
        "id",
        "status",
        "reference",
        "customer_id",
        "customer",
        "vehicle_id",
        "vehicle",
        "terms",
        "starts_at",
        "ends_at",
        "rental_days",
        "daily_rate_pence",
        "total_pence",
        "deposit_pence",
        "excess_pence",
        "mileage_allowance_per_day",
        "notes",
        "sent_at",
        "signing_expires_at",
        "viewed_at",
        "signed_at",
        "signature",
        "document_sha256",
        "handed_over_at",
        "start_odometer",
        "outbound_report_id",
        "closed_at",
        "end_odometer",
        "return_notes",
        "inbound_report_id",
        "handover_override_reason",
        "cancelled_at",
        "created_at",
        "updated_at",
        "warnings",
      ].sort(),
    );
    expect(a).toMatchObject({
      status: "draft",
      reference: "BK-1042",
      customer: { id: c.customer.id, name: "Amelia Hirer", email: "amelia@example.test" },
      vehicle: { id: c.vehicle.id, vrm: "AA19AAA" },
      starts_at: "2027-03-01T09:00:00.000Z",
      rental_days: 3,
      total_pence: 13500,
      deposit_pence: 20000,
      excess_pence: 0,
      mileage_allowance_per_day: null,
      sent_at: null,
      signature: null,
    });
    expect(a.id).toMatch(/^agr_[0-9a-z]{26}$/);
    expect(Object.keys(a.customer as object).sort()).toEqual(["email", "id", "name"]);
    expect(Object.keys(a.vehicle as object).sort()).toEqual(["id", "make", "model", "vrm"]);
    expect(a.terms).toMatchObject({ version: 1, name: "Standard hire terms" });
    expect(await json(await call("GET", `/agreements/${a.id}`, { key: c.key }))).toEqual(a);
  });

  it("counts started 24-hour periods: 72 h is 3, 73 h is 4, 1 h is 1, and recomputes on every change", async () => {
    const c = await agreementCompany();
    const days = async (ends: string) =>
      (await createDraft(c, { starts_at: "2027-03-01T09:00:00Z", ends_at: ends })).rental_days;
    expect(await days("2027-03-04T09:00:00Z")).toBe(3);
    expect(await days("2027-03-04T10:00:00Z")).toBe(4);
    expect(await days("2027-03-01T10:00:00Z")).toBe(1);
    const a = await createDraft(c);
    const put = await json<Agreement>(
      await call("PUT", `/agreements/${a.id}`, {
        key: c.key,
        body: { ends_at: "2027-03-06T09:00:01Z", daily_rate_pence: 1000, notes: "Airport" },
      }),
    );
    expect(put).toMatchObject({
      rental_days: 6,
      total_pence: 6000,
      notes: "Airport",
      deposit_pence: 20000,
    });
    const cleared = await json<Agreement>(
      await call("PUT", `/agreements/${a.id}`, { key: c.key, body: { notes: null } }),
    );
    expect(cleared.notes).toBeNull();
  });

  it("refuses bad input with every field named, and unknown links with 404 on the field; nothing is stored", async () => {
    const c = await agreementCompany();
    const before = await companySnapshot(c.companyId);
    const bad = await problemOf(
      await call("POST", "/agreements", {
        key: c.key,
        body: { ...draftBody(c), daily_rate_pence: -1, deposit_pence: 1.5, status: "signed" },
      }),
      400,
    );
    expect(bad.code).toBe("invalid_request");
    expect(bad.errors?.map((e) => e.pointer).sort()).toEqual(
      ["/daily_rate_pence", "/deposit_pence", "/status"].sort(),
    );
    const backwards = await problemOf(
      await call("POST", "/agreements", {
        key: c.key,
        body: draftBody(c, { ends_at: "2027-03-01T09:00:00Z" }),
      }),
      400,
    );
    expect(backwards.errors).toEqual([{ pointer: "/ends_at", detail: "must be after starts_at" }]);
    const wrongKind = await problemOf(
      await call("POST", "/agreements", {
        key: c.key,
        body: draftBody(c, { customer_id: c.vehicle.id }),
      }),
      404,
    );
    expect(wrongKind.errors?.[0]?.pointer).toBe("/customer_id");
    const noTerms = await problemOf(
      await call("POST", "/agreements", {
        key: c.key,
        body: draftBody(c, { terms_id: "trm_01jd8x3m5kf3v9w2q7r4t6y8z0" }),
      }),
      404,
    );
    expect(noTerms.errors?.[0]?.pointer).toBe("/terms_id");
    await problemOf(await call("GET", "/agreements?status=bogus", { key: c.key }), 400);
    expect(await companySnapshot(c.companyId)).toBe(before);
  });

  it("accepts overlapping agreements of one vehicle", async () => {
    const c = await agreementCompany();
    const first = await createDraft(c);
    const second = await createDraft(c, { starts_at: "2027-03-02T09:00:00Z" });
    expect([first.status, second.status]).toEqual(["draft", "draft"]);
  });

  it("searches by status, hirer, vehicle, VRM and text, newest first", async () => {
    const c = await agreementCompany();
    const a = await createDraft(c, { reference: "BK-77" });
    const b = await createDraft(c);
    await sendDraft(c, b.id);
    const ids = async (query: string) =>
      (
        await json<{ data: Agreement[] }>(await call("GET", `/agreements${query}`, { key: c.key }))
      ).data.map((x) => x.id);
    expect(await ids("")).toEqual([b.id, a.id]);
    expect(await ids("?status=sent")).toEqual([b.id]);
    expect(await ids(`?customer_id=${c.customer.id}`)).toEqual([b.id, a.id]);
    expect(await ids(`?vehicle_id=${c.vehicle.id}&vrm=aa19%20aaa`)).toEqual([b.id, a.id]);
    expect(await ids("?q=bk-7")).toEqual([a.id]);
    expect(await ids("?q=AMELIA")).toEqual([b.id, a.id]);
    expect(await ids("?vrm=ZZ99ZZZ")).toEqual([]);
  });

  it("finds by text what the agreement and its hirer say now: reference, name, email, VRM as typed", async () => {
    const c = await agreementCompany();
    const other = await db.customer.create({
      data: { id: newId("customer"), companyId: c.companyId, name: "Bob Other" },
    });
    const a = await createDraft(c, { reference: "BK-100" });
    const b = await createDraft(c, { customer_id: other.id });
    const ids = async (q: string) =>
      (
        await json<{ data: Agreement[] }>(
          await call("GET", `/agreements?q=${encodeURIComponent(q)}`, { key: c.key }),
        )
      ).data.map((x) => x.id);
    expect(await ids("aa19 a")).toEqual([b.id, a.id]);
    expect(await ids("@EXAMPLE.test")).toEqual([a.id]);
    expect(await ids("bob oth")).toEqual([b.id]);
    // Nothing spans two values: the reference is followed by the hirer's name.
    expect(await ids("BK-100 Amelia")).toEqual([]);

    expect(
      (
        await call("PUT", `/customers/${c.customer.id}`, {
          key: c.key,
          body: { name: "Amelia Renamed", email: "amelia@renamed.test" },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call("PUT", `/agreements/${b.id}`, {
          key: c.key,
          body: { reference: "WEB_9%", customer_id: c.customer.id },
        })
      ).status,
    ).toBe(200);
    expect(await ids("renamed")).toEqual([b.id, a.id]);
    expect(await ids("amelia hirer")).toEqual([]);
    expect(await ids("bob")).toEqual([]);
    // `%` and `_` are characters like any other, not wildcards.
    expect(await ids("web_9")).toEqual([b.id]);
    expect(await ids("%")).toEqual([b.id]);
    expect(await ids("bk_1")).toEqual([]);
    expect(await ids("bk-100")).toEqual([a.id]);
  });
});

describe("the state machine", () => {
  it("moves draft -> sent -> signed -> out -> closed, firing agreement.closed, with reports linked", async () => {
    const c = await agreementCompany();
    const a = await createDraft(c, HIRE_WITHIN_MOT);
    const { sent, token } = await sendDraft(c, a.id, { expires_in_seconds: 3600 });
    expect(sent).toMatchObject({ status: "sent" });
    expect(sent.signing_url).toMatch(/^http:\/\/localhost:\d+\/sign\/[A-Za-z0-9_-]{22,}$/);
    expect(Date.parse(String(sent.signing_expires_at)) - Date.parse(String(sent.sent_at))).toBe(
      3600_000,
    );
    const got = await json<Agreement>(await call("GET", `/agreements/${a.id}`, { key: c.key }));
    expect(JSON.stringify(got)).not.toContain(token);
    expect("signing_url" in got).toBe(false);
    // The link is shown only in the send's answer and the hirer's mailbox, never in "Sent email".
    const mail = await eventually(
      () =>
        db.sentEmail.findFirst({ where: { companyId: c.companyId, to: "amelia@example.test" } }),
      { what: "the signing link mail" },
    );
    expect(mail.text).toContain(SIGNING_LINK_REMOVED);
    expect(mail.text).not.toContain(token);

    await submitPage(token, signForm);
    const outbound = await json<{ id: string }>(
      await call("POST", "/reports", {
        key: c.key,
        body: { vrm: "AA19AAA", type: "outbound", agreement_id: a.id },
      }),
    );
    const foreignReport = await problemOf(
      await call("POST", `/agreements/${a.id}/handover`, {
        key: c.key,
        body: { report_id: "rep_01jd8x3m5kf3v9w2q7r4t6y8z0" },
      }),
      404,
    );
    expect(foreignReport.errors?.[0]?.pointer).toBe("/report_id");
    const out = await json<Agreement>(
      await call("POST", `/agreements/${a.id}/handover`, {
        key: c.key,
        body: { odometer: 12000, report_id: outbound.id },
      }),
    );
    expect(out).toMatchObject({
      status: "out",
      start_odometer: 12000,
      outbound_report_id: outbound.id,
    });
    const low = await problemOf(
      await call("POST", `/agreements/${a.id}/close`, { key: c.key, body: { odometer: 11999 } }),
      400,
    );
    expect(low.errors?.[0]?.pointer).toBe("/odometer");
    const inbound = await json<{ id: string }>(
      await call("POST", "/reports", { key: c.key, body: { vrm: "AA19AAA", type: "inbound" } }),
    );
    const closed = await json<Agreement>(
      await call("POST", `/agreements/${a.id}/close`, {
        key: c.key,
        body: { odometer: 12480, notes: "Clean", report_id: inbound.id },
      }),
    );
    expect(closed).toMatchObject({
      status: "closed",
      end_odometer: 12480,
      return_notes: "Clean",
      inbound_report_id: inbound.id,
    });
    const linked = await json<{ agreement_id: string }>(
      await call("GET", `/reports/${inbound.id}`, { key: c.key }),
    );
    expect(linked.agreement_id).toBe(a.id);
    const events = await db.event.findMany({
      where: { companyId: c.companyId, type: { startsWith: "agreement." } },
      orderBy: { id: "asc" },
    });
    expect(events.map((e) => e.type)).toEqual(["agreement.signed", "agreement.closed"]);
    expect((events[1]!.payload as { object: unknown }).object).toEqual(closed);
  });

  it("answers every other move with 409 invalid_state and changes nothing", async () => {
    const c = await agreementCompany();
    const draft = await createDraft(c);
    const sent = (await sendDraft(c, (await createDraft(c)).id)).sent;
    const signedA = await createDraft(c);
    await submitPage((await sendDraft(c, signedA.id)).token, signForm);
    const outA = await createDraft(c, HIRE_WITHIN_MOT);
    await submitPage((await sendDraft(c, outA.id)).token, signForm);
    await call("POST", `/agreements/${outA.id}/handover`, { key: c.key });
    const closedA = await createDraft(c, HIRE_WITHIN_MOT);
    await submitPage((await sendDraft(c, closedA.id)).token, signForm);
    await call("POST", `/agreements/${closedA.id}/handover`, { key: c.key });
    await call("POST", `/agreements/${closedA.id}/close`, { key: c.key });
    const cancelledA = await createDraft(c);
    await call("DELETE", `/agreements/${cancelledA.id}`, { key: c.key });

    const moves: [string, string, string][] = [
      [draft.id, "POST", "handover"],
      [draft.id, "POST", "close"],
      [String(sent.id), "PUT", ""],
      [String(sent.id), "POST", "handover"],
      [String(sent.id), "POST", "close"],
      [signedA.id, "PUT", ""],
      [signedA.id, "POST", "send"],
      [signedA.id, "POST", "close"],
      [outA.id, "PUT", ""],
      [outA.id, "POST", "send"],
      [outA.id, "POST", "handover"],
      [outA.id, "DELETE", ""],
      [closedA.id, "PUT", ""],
      [closedA.id, "POST", "send"],
      [closedA.id, "POST", "handover"],
      [closedA.id, "POST", "close"],
      [closedA.id, "DELETE", ""],
      [cancelledA.id, "PUT", ""],
      [cancelledA.id, "POST", "send"],
      [cancelledA.id, "POST", "handover"],
      [cancelledA.id, "POST", "close"],
      [cancelledA.id, "DELETE", ""],
    ];
    const before = await companySnapshot(c.companyId);
    for (const [id, method, action] of moves) {
      const path = `/agreements/${id}${action ? `/${action}` : ""}`;
      const problem = await problemOf(
        await call(method, path, {
          key: c.key,
          body: method === "PUT" ? { notes: "x" } : undefined,
        }),
        409,
      );
      expect(problem.code, `${method} ${path}`).toBe("invalid_state");
    }
    expect(await companySnapshot(c.companyId)).toBe(before);
  });

  it("cancels draft, sent and signed agreements, keeping a signature", async () => {
    const c = await agreementCompany();
    const a = await createDraft(c);
    const cancelled = await call("DELETE", `/agreements/${a.id}`, { key: c.key });
    expect(cancelled.status).toBe(200);
    expect(await json(cancelled)).toMatchObject({ status: "cancelled" });
    const s = await createDraft(c);
    await submitPage((await sendDraft(c, s.id)).token, signForm);
    const signedThenCancelled = await json<Agreement>(
      await call("DELETE", `/agreements/${s.id}`, { key: c.key }),
    );
    expect(signedThenCancelled).toMatchObject({
      status: "cancelled",
      signature: { signed_by_name: "Amelia Hirer" },
    });
    expect(signedThenCancelled.document_sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("hirers named by agreements", () => {
  it("cannot be deleted while any agreement names them, whatever its status: 409 naming the agreement", async () => {
    const c = await agreementCompany();
    const a = await createDraft(c);
    await call("DELETE", `/agreements/${a.id}`, { key: c.key });
    const refused = await problemOf(
      await call("DELETE", `/customers/${c.customer.id}`, { key: c.key }),
      409,
    );
    expect(refused.code).toBe("conflict");
    expect(refused.detail).toContain(a.id);
    expect(await db.customer.count({ where: { id: c.customer.id } })).toBe(1);
    const other = await json<{ id: string }>(
      await call("POST", "/customers", { key: c.key, body: { name: "No Agreements" } }),
    );
    expect((await call("DELETE", `/customers/${other.id}`, { key: c.key })).status).toBe(204);
  });
});
