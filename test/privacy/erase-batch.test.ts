// Erasing hirers a batch at a time, as the retention job does (one transaction, set-based
// statements): each hirer of the batch is erased with their own `customer.erased` row, and no
// copy of their values is left anywhere; a hirer who got a live hire after the job's walk read
// them is passed over, whole, and the rest are erased. The job walks the due hirers page by page.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { newId } from "~/server/ids";
import { SYSTEM } from "~/server/services/activity/record-activity";
import { applyRetention } from "~/server/services/privacy/apply-retention";
import { eraseHirers } from "~/server/services/privacy/erase-customer";
import { hirersPerErasure } from "~/server/services/privacy/scrub-records";
import { flushRequestLog } from "~/server/services/request-log/log-buffer";
import { apiCompany, call, json } from "../api/http";
import {
  agreementCompany,
  createDraft,
  sendDraft,
  signForm,
  submitPage,
} from "../agreements/helpers";
import { personOf, SIGNED_AS, SIGNER_IP, SIGNER_UA } from "./hirer-history";
import { whereStored } from "./where-stored";

type Company = Awaited<ReturnType<typeof agreementCompany>>;

async function ok<T = Record<string, unknown>>(response: Response, status = 200): Promise<T> {
  if (response.status !== status)
    throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return json<T>(response);
}

/** A hirer of company `c` with a licence check and a signed agreement (in week `week` of 2027), searched for by name with the API key; `closed` returns the vehicle. */
async function hirer(c: Company, week: number, until: "signed" | "closed") {
  const tag = randomUUID().slice(0, 8);
  const person = await personOf(tag);
  const { key } = c;
  const customer = await ok<{ id: string }>(
    await call("POST", "/customers", { key, body: { ...person, storedPhone: undefined } }),
    201,
  );
  await ok(
    await call("POST", `/customers/${customer.id}/licence-checks`, {
      key,
      body: { share_code: "POINTS06", consent: true },
    }),
    201,
  );
  const draft = await createDraft(
    { ...c, customer },
    {
      starts_at: new Date(Date.UTC(2027, 0, 1 + week * 7, 9)).toISOString(),
      ends_at: new Date(Date.UTC(2027, 0, 4 + week * 7, 9)).toISOString(),
    },
  );
  const { token } = await sendDraft(c, draft.id);
  await submitPage(
    token,
    { ...signForm, full_name: SIGNED_AS(tag) },
    { ip: SIGNER_IP, ua: SIGNER_UA(tag) },
  );
  if (until === "closed") {
    await ok(await call("POST", `/agreements/${draft.id}/handover`, { key, body: {} }));
    await ok(await call("POST", `/agreements/${draft.id}/close`, { key, body: {} }));
  }
  const search = await call("GET", `/customers?q=${encodeURIComponent(person.name)}`, { key });
  expect(search.status).toBe(200);
  const values = [
    person.name,
    person.email,
    person.storedPhone,
    person.licence_number,
    person.address.line1,
    SIGNED_AS(tag),
    SIGNER_UA(tag),
  ];
  return { id: customer.id, agreementId: draft.id, person, tag, values };
}

describe("erasing hirers in one batch", () => {
  it("erases each with their own activity row and leaves no copy of their values; one with a live hire since the walk stays whole", async () => {
    const c = await agreementCompany();
    const first = await hirer(c, 0, "closed");
    const second = await hirer(c, 1, "closed");
    // Given a live hire after the job's walk read them: the batch still names them.
    const live = await hirer(c, 2, "signed");
    await flushRequestLog();
    const before = await whereStored([...first.values, ...second.values, ...live.values]);
    for (const value of [...first.values, ...second.values, ...live.values])
      expect(before[value], value).not.toEqual([]);

    const erased = await db.$transaction((tx) =>
      eraseHirers(tx, {
        companyId: c.companyId,
        customerIds: [first.id, live.id, second.id],
        actor: SYSTEM.jobs,
        now: new Date(),
        mode: "skip",
      }),
    );
    expect(erased.sort()).toEqual([first.id, second.id].sort());

    const after = await whereStored([...first.values, ...second.values]);
    expect(after).toEqual(
      Object.fromEntries([...first.values, ...second.values].map((v) => [v, []])),
    );
    const rows = await db.activityLog.findMany({
      where: { companyId: c.companyId, action: "customer.erased" },
    });
    expect(rows.map((r) => r.objectId).sort()).toEqual([first.id, second.id].sort());
    expect(rows.every((r) => r.actorType === "system")).toBe(true);
    for (const h of [first, second]) {
      const agreement = await json(
        await call("GET", `/agreements/${h.agreementId}`, { key: c.key }),
      );
      expect(agreement).toMatchObject({
        customer: { id: h.id, name: "Erased hirer", email: null },
        signature: { signed_by_name: "Erased hirer", ip_address: null, user_agent: null },
      });
    }

    // The live hirer: untouched, and still found where they were.
    expect(await whereStored(live.values)).toEqual(
      Object.fromEntries(live.values.map((v) => [v, before[v]])),
    );
    const kept = await json(await call("GET", `/customers/${live.id}`, { key: c.key }));
    expect(kept).toMatchObject({
      name: live.person.name,
      email: live.person.email,
      erased_at: null,
    });
    const agreement = await json(
      await call("GET", `/agreements/${live.agreementId}`, { key: c.key }),
    );
    expect(agreement).toMatchObject({
      status: "signed",
      signature: { signed_by_name: SIGNED_AS(live.tag), ip_address: SIGNER_IP },
    });
  });

  it("the job erases the due hirers page by page, each once", async () => {
    const { companyId } = await apiCompany();
    const longAgo = new Date(Date.now() - 7 * 365 * 24 * 60 * 60 * 1000);
    const ids = await Promise.all(
      ["Ada Page", "Bo Page", "Cy Page"].map(async (name) => {
        const id = newId("customer");
        await db.customer.create({ data: { id, companyId, name, createdAt: longAgo } });
        return id;
      }),
    );
    const counts = await applyRetention({ companyId, batch: 2 });
    expect(counts.customersErased).toBe(3);
    const rows = await db.activityLog.findMany({
      where: { companyId, action: "customer.erased" },
    });
    expect(rows.map((r) => r.objectId).sort()).toEqual(ids.sort());
    expect(await applyRetention({ companyId, batch: 2 })).toMatchObject({ customersErased: 0 });
  });

  it("takes fewer hirers a transaction for a company whose request log quotes much", async () => {
    const { companyId } = await apiCompany();
    expect(await hirersPerErasure(db, companyId, 200)).toBe(200);
    // 5,000 logged searches: 15 patterns a hirer against each, 3,000,000 comparisons at most.
    await db.$executeRaw`
      INSERT INTO "RequestLog" ("id", "companyId", "mode", "method", "path", "query", "status", "durationMs")
      SELECT ${companyId} || '-log-' || n, ${companyId}, 'live', 'GET', '/api/v1/customers', 'q=someone+' || n, 200, 5
      FROM generate_series(1, 5000) AS n`;
    expect(await hirersPerErasure(db, companyId, 200)).toBe(40);
    const longAgo = new Date(Date.now() - 7 * 365 * 24 * 60 * 60 * 1000);
    for (const name of ["Di Busy", "Ed Busy"])
      await db.customer.create({
        data: { id: newId("customer"), companyId, name, createdAt: longAgo },
      });
    expect(await applyRetention({ companyId })).toMatchObject({ customersErased: 2 });
  });
});
