// A hirer's personal data through /api/v1 (contract section 8): the export holds every object
// naming them; erasure refuses a live hire, leaves the placeholders, finds no copy of the old
// values anywhere in the database afterwards, and changes nothing the second time.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { flushRequestLog } from "~/server/services/request-log/log-buffer";
import { apiCompany, call, json, problemOf } from "../api/http";
import { companySnapshot, expectCrossTenantNotFound } from "../cross-tenant";
import { hirerPdf } from "../agreements/helpers";
import { hirerWithHistory, SIGNED_AS, SIGNER_IP, SIGNER_UA } from "./hirer-history";
import { whereStored } from "./where-stored";

const tagOf = () => randomUUID().slice(0, 8);

type Bundle = Record<string, { id?: string }[] | Record<string, unknown> | string>;

describe("GET /customers/{id}/export", () => {
  it("is an attachment named after the hirer holding every object naming them, as GET returns each", async () => {
    const tag = tagOf();
    const h = await hirerWithHistory(tag);
    const response = await call("GET", `/customers/${h.customer.id}/export`, { key: h.key });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${h.customer.id}.json"`,
    );
    const bundle = await json<Bundle>(response);
    const get = async (path: string) => json(await call("GET", path, { key: h.key }));
    expect(bundle.customer).toEqual(await get(`/customers/${h.customer.id}`));
    expect(bundle.licence_checks).toEqual([await get(`/licence-checks/${h.check.id}`)]);
    expect(bundle.agreements).toEqual([await get(`/agreements/${h.agreementId}`)]);
    expect(bundle.reports).toEqual([await get(`/reports/${h.reportId}`)]);
    expect(bundle.tickets).toEqual([await get(`/tickets/${h.ticketId}`)]);
    expect(bundle.fines).toEqual([]);
    expect(bundle.damage_charges).toEqual([]);
    // The signing link, then the signed report: both went to the hirer's address.
    expect((bundle.emails as { subject: string }[]).map((e) => e.subject).sort()).toEqual([
      "Please sign your hire agreement with Test Hire Ltd",
      `Your vehicle inspection report for ${h.vehicle.vrm}`,
    ]);
    expect(typeof bundle.exported_at).toBe("string");
  });
});

describe("POST /customers/{id}/erase", () => {
  it("refuses while the hirer has a live hire (409), changing nothing", async () => {
    const h = await hirerWithHistory(tagOf(), "signed");
    const before = await companySnapshot(h.companyId);
    const problem = await problemOf(
      await call("POST", `/customers/${h.customer.id}/erase`, { key: h.key }),
      409,
    );
    expect(problem.code).toBe("invalid_state");
    expect(problem.detail).toContain(h.agreementId);
    expect(await companySnapshot(h.companyId)).toBe(before);
  });

  it("leaves the placeholders, strips the checks, keeps money, dates and the frozen PDFs, and a second erase changes nothing", async () => {
    const tag = tagOf();
    const h = await hirerWithHistory(tag);
    const { key } = h;
    const erasedResponse = await call("POST", `/customers/${h.customer.id}/erase`, { key });
    expect(erasedResponse.status).toBe(200);
    const erased = await json(erasedResponse);
    expect(erased).toMatchObject({
      id: h.customer.id,
      name: "Erased hirer",
      email: null,
      phone: null,
      date_of_birth: null,
      licence_number: null,
      address: null,
      notes: null,
      erased_at: expect.any(String) as string,
    });
    expect(await json(await call("GET", `/customers/${h.customer.id}`, { key }))).toEqual(erased);

    const check = await json(await call("GET", `/licence-checks/${h.check.id}`, { key }));
    expect(check).toMatchObject({
      id: h.check.id,
      customer_id: h.customer.id,
      outcome: "points",
      flagged: true,
      licence_number: null,
      licence_type: null,
      licence_status: null,
      categories: [],
      endorsements: [],
      penalty_points: null,
      checked_by: null,
    });
    const agreement = await json(await call("GET", `/agreements/${h.agreementId}`, { key }));
    expect(agreement).toMatchObject({
      customer: { id: h.customer.id, name: "Erased hirer", email: null },
      reference: `BK-${tag}`,
      daily_rate_pence: 4500,
      status: "closed",
      signature: { signed_by_name: "Erased hirer", ip_address: null, user_agent: null },
    });
    const report = await json(await call("GET", `/reports/${h.reportId}`, { key }));
    expect(report).toMatchObject({ customer_signed_name: "Erased hirer", status: "signed_off" });
    // The signed contract stays until the retention policy removes it.
    expect((await call("GET", `/agreements/${h.agreementId}/pdf`, { key })).status).toBe(200);
    expect((await hirerPdf(h.token)).status).toBe(200);
    expect((await call("GET", `/reports/${h.reportId}/pdf`, { key })).status).toBe(200);

    for (const q of [
      h.person.name,
      h.person.email,
      h.person.storedPhone,
      h.person.licence_number,
    ]) {
      const query = encodeURIComponent(q.slice(0, 40));
      const customers = await json<{ data: unknown[] }>(
        await call("GET", `/customers?q=${query}`, { key }),
      );
      const agreements = await json<{ data: unknown[] }>(
        await call("GET", `/agreements?q=${query}`, { key }),
      );
      expect([q, customers.data, agreements.data]).toEqual([q, [], []]);
    }

    const who = await db.activityLog.findMany({
      where: { companyId: h.companyId, action: "customer.erased" },
    });
    expect(who).toHaveLength(1);
    expect(who[0]).toMatchObject({ actorType: "api_key", objectId: h.customer.id, changes: [] });
    expect(
      await db.event.count({ where: { companyId: h.companyId, type: { contains: "erase" } } }),
    ).toBe(0);

    const before = await companySnapshot(h.companyId);
    const again = await call("POST", `/customers/${h.customer.id}/erase`, { key });
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(erased);
    expect(await companySnapshot(h.companyId)).toBe(before);

    const exported = await json<Bundle>(
      await call("GET", `/customers/${h.customer.id}/export`, { key }),
    );
    expect(exported.customer).toEqual(erased);
    expect(exported.emails).toEqual([]);
  });

  it("leaves no copy of the name, email, phone, licence number or signing details in any table", async () => {
    const tag = tagOf();
    const h = await hirerWithHistory(tag);
    const values = [
      h.person.name,
      h.person.email,
      h.person.storedPhone,
      h.person.licence_number,
      h.person.address.line1,
      SIGNED_AS(tag),
      SIGNER_UA(tag),
    ];
    // Searches with the API key: the request log keeps their query strings for 30 days.
    for (const q of [h.person.name, h.person.email]) {
      const response = await call("GET", `/customers?q=${encodeURIComponent(q)}`, { key: h.key });
      expect(response.status).toBe(200);
    }
    await flushRequestLog();
    // Before: each is stored somewhere (so the search below can find them).
    const before = await whereStored([...values, SIGNER_IP]);
    for (const value of [...values, SIGNER_IP]) expect(before[value], value).not.toEqual([]);
    expect(before[h.person.name]).toContain("RequestLog");
    expect(before[h.person.email]).toContain("RequestLog");
    await call("POST", `/customers/${h.customer.id}/erase`, { key: h.key });
    const after = await whereStored(values);
    expect(after).toEqual(Object.fromEntries(values.map((v) => [v, []])));
    const ipRows = await db.agreementAudit.count({
      where: { agreementId: h.agreementId, ipAddress: { not: null } },
    });
    expect(ipRows).toBe(0);
  });

  it("answers 404 for another company's hirer and refuses bad input, changing nothing", async () => {
    const h = await hirerWithHistory(tagOf(), "signed");
    const intruder = await apiCompany({ rateLimit: 10_000 });
    await expectCrossTenantNotFound({
      owner: h,
      intruder,
      id: h.customer.id,
      endpoints: [
        { method: "GET", path: "/customers/{id}/export" },
        { method: "POST", path: "/customers/{id}/erase" },
      ],
    });
    const before = await companySnapshot(h.companyId);
    const unknownField = await problemOf(
      await call("POST", `/customers/${h.customer.id}/erase`, {
        key: h.key,
        body: { confirm: true },
      }),
      400,
    );
    expect(unknownField.errors).toEqual([{ pointer: "/confirm", detail: "is not a known field" }]);
    const badQuery = await problemOf(
      await call("GET", `/customers/${h.customer.id}/export?full=1`, { key: h.key }),
      400,
    );
    expect(badQuery.errors).toEqual([{ parameter: "full", detail: "is not a known parameter" }]);
    for (const id of ["cus_01jd8x3m5kf3v9w2q7r4t6y8z0", h.agreementId]) {
      expect((await call("POST", `/customers/${id}/erase`, { key: h.key })).status).toBe(404);
      expect((await call("GET", `/customers/${id}/export`, { key: h.key })).status).toBe(404);
    }
    expect(await companySnapshot(h.companyId)).toBe(before);
  });
});
