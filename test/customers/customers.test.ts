// /api/v1/customers as an integrator sees it: validation and normalisation exactly as
// the contract says, filters and the cursor walk, updates, deletes, and customer.created.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { apiCompany, call, json, problemOf } from "../api/http";

type CustomerBody = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  licence_number: string | null;
  address: Record<string, unknown> | null;
  updated_at: string;
};

const amelia = {
  name: "Amelia Hirer",
  email: "Amelia@Example.com",
  phone: "07700 900123",
  date_of_birth: "1990-04-01",
  licence_number: "morga 753116 sm9ij",
  address: { line1: "1 High Street", city: "Leeds", postcode: "ls11aa" },
};

describe("/api/v1/customers", () => {
  it("creates a hirer with 201, normalised fields, and customer.created carrying the object as GET returns it", async () => {
    const { key, companyId } = await apiCompany();
    const response = await call("POST", "/customers", { key, body: amelia });
    expect(response.status).toBe(201);
    const created = await json<CustomerBody>(response);
    expect(created).toMatchObject({
      name: "Amelia Hirer",
      email: "amelia@example.com",
      phone: "+447700900123",
      date_of_birth: "1990-04-01",
      licence_number: "MORGA753116SM9IJ",
      address: {
        line1: "1 High Street",
        line2: null,
        city: "Leeds",
        postcode: "LS1 1AA",
        country: "GB",
      },
      notes: null,
      licence_check: null,
    });
    expect(created.id).toMatch(/^cus_[0-9a-z]{26}$/);
    const fetched = await json(await call("GET", `/customers/${created.id}`, { key }));
    expect(fetched).toEqual(created);
    const events = await db.event.findMany({ where: { companyId, type: "customer.created" } });
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toEqual({ object: fetched });
  });

  it("accepts a name alone, and phone numbers in every UK spelling and with a country code", async () => {
    const { key } = await apiCompany();
    const cases: [string, string][] = [
      ["+44 (113) 496-0000", "+441134960000"],
      ["0113 496 0000", "+441134960000"],
      ["07700900123", "+447700900123"],
      ["+33 6 12 34 56 78", "+33612345678"],
    ];
    for (const [phone, stored] of cases) {
      const created = await json<CustomerBody>(
        await call("POST", "/customers", { key, body: { name: "P", phone } }),
      );
      expect(created.phone, phone).toBe(stored);
    }
    expect(
      await json(await call("POST", "/customers", { key, body: { name: "Only A Name" } })),
    ).toMatchObject({ email: null, phone: null, address: null });
  });

  it("names every bad field at once with its pointer, and stores nothing", async () => {
    const { key, companyId } = await apiCompany();
    const problem = await problemOf(
      await call("POST", "/customers", {
        key,
        body: {
          name: "",
          email: "not-an-email",
          phone: "12",
          date_of_birth: "2999-01-01",
          licence_number: "ABC123",
          address: { line2: "x", postcode: "NOT A POSTCODE" },
          notes: "n".repeat(2001),
          status: "vip",
        },
      }),
      400,
    );
    expect(problem.code).toBe("invalid_request");
    const pointers = (problem.errors ?? []).map((e) => e.pointer).sort();
    expect(pointers).toEqual(
      expect.arrayContaining([
        "/name",
        "/email",
        "/phone",
        "/date_of_birth",
        "/licence_number",
        "/address/line1",
        "/notes",
      ]),
    );
    expect(pointers.some((p) => p === "" || p === "/" || p?.includes("status"))).toBe(true);
    const badPostcode = await problemOf(
      await call("POST", "/customers", {
        key,
        body: { name: "A", address: { line1: "1 Road", postcode: "12345" } },
      }),
      400,
    );
    expect(badPostcode.errors).toEqual([expect.objectContaining({ pointer: "/address/postcode" })]);
    const badCountry = await problemOf(
      await call("POST", "/customers", {
        key,
        body: { name: "A", address: { line1: "1 Road", country: "XX" } },
      }),
      400,
    );
    expect(badCountry.errors).toEqual([expect.objectContaining({ pointer: "/address/country" })]);
    expect(await db.customer.count({ where: { companyId } })).toBe(0);
    expect(await db.event.count({ where: { companyId } })).toBe(0);
  });

  it("keeps a foreign postcode as given, and checks a GB one", async () => {
    const { key } = await apiCompany();
    const paris = await json<CustomerBody>(
      await call("POST", "/customers", {
        key,
        body: {
          name: "Élodie",
          address: { line1: "1 rue de Rivoli", postcode: "75001", country: "fr" },
        },
      }),
    );
    expect(paris.address).toMatchObject({ postcode: "75001", country: "FR" });
  });

  it("updates only the fields sent, clears with null, replaces the address whole, and never clears the name", async () => {
    const { key } = await apiCompany();
    const created = await json<CustomerBody>(
      await call("POST", "/customers", { key, body: amelia }),
    );
    const updated = await json<CustomerBody>(
      await call("PUT", `/customers/${created.id}`, {
        key,
        body: { phone: null, address: { line1: "2 Low Road" }, notes: "Prefers texts" },
      }),
    );
    expect(updated).toMatchObject({
      name: "Amelia Hirer",
      email: "amelia@example.com",
      phone: null,
      notes: "Prefers texts",
      address: { line1: "2 Low Road", city: null, postcode: null, country: "GB" },
    });
    expect(await json(await call("GET", `/customers/${created.id}`, { key }))).toEqual(updated);
    expect(
      (
        await problemOf(
          await call("PUT", `/customers/${created.id}`, { key, body: { name: null } }),
          400,
        )
      ).errors,
    ).toEqual([expect.objectContaining({ pointer: "/name" })]);
    expect(
      (
        await problemOf(
          await call("PUT", `/customers/${created.id}`, { key, body: { licence_check: null } }),
          400,
        )
      ).code,
    ).toBe("invalid_request");
    expect(await json(await call("GET", `/customers/${created.id}`, { key }))).toEqual(updated);
  });

  it("searches name, email, phone and licence number with q, filters by exact email and dates, and walks every page once", async () => {
    const { key } = await apiCompany({ rateLimit: 10_000 });
    const names = [
      "Ada Lovelace",
      "Grace Hopper",
      "Alan Turing",
      "Katherine Johnson",
      "Tim Berners-Lee",
    ];
    const ids: string[] = [];
    for (const [i, name] of names.entries()) {
      const body = {
        name,
        email: `${name.split(" ")[0]!.toLowerCase()}@example.org`,
        phone: `0113 496 000${i}`,
      };
      ids.push((await json<CustomerBody>(await call("POST", "/customers", { key, body }))).id);
    }
    await call("PUT", `/customers/${ids[2]}`, {
      key,
      body: { licence_number: "TURIN612127AM9XY" },
    });
    const search = async (query: string) =>
      (
        await json<{ data: CustomerBody[] }>(await call("GET", `/customers?${query}`, { key }))
      ).data.map((c) => c.name);
    expect(await search("q=HOPPER")).toEqual(["Grace Hopper"]);
    expect(await search("q=katherine%40exam")).toEqual(["Katherine Johnson"]);
    expect(await search("q=%2B441134960004")).toEqual(["Tim Berners-Lee"]);
    expect(await search("q=turin612")).toEqual(["Alan Turing"]);
    expect(await search("q=ER")).toEqual(["Tim Berners-Lee", "Katherine Johnson", "Grace Hopper"]);
    expect(await search("q=100%25")).toEqual([]);
    // `%` and `_` are characters, not wildcards: no hirer's details hold them.
    expect(await search("q=%25")).toEqual([]);
    expect(await search("q=_")).toEqual([]);
    expect(await search("email=ADA%40EXAMPLE.ORG")).toEqual(["Ada Lovelace"]);
    expect(await search("created_from=2000-01-01&created_to=2000-12-31")).toEqual([]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: CustomerBody[]; has_more: boolean; next_cursor: string | null } =
        await json(
          await call("GET", `/customers?limit=2${cursor ? `&cursor=${cursor}` : ""}`, { key }),
        );
      seen.push(...page.data.map((c) => c.id));
      if (seen.length === 2)
        await call("POST", "/customers", { key, body: { name: "Created While Walking" } });
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    const bad = await problemOf(await call("GET", "/customers?limit=0&colour=red", { key }), 400);
    expect(bad.errors?.map((e) => e.parameter).sort()).toEqual(["colour", "limit"]);
  });

  it("deletes a hirer with 204, with their licence checks; reports that named them lose the link", async () => {
    const { key, companyId } = await apiCompany();
    const created = await json<CustomerBody>(
      await call("POST", "/customers", { key, body: amelia }),
    );
    expect(
      (
        await call("POST", `/customers/${created.id}/licence-checks`, {
          key,
          body: { share_code: "CLEAN000", consent: true },
        })
      ).status,
    ).toBe(201);
    const report = await json<{ id: string }>(
      await call("POST", "/reports", {
        key,
        body: { vrm: "AA19AAA", type: "outbound", customer_id: created.id },
      }),
    );
    const deleted = await call("DELETE", `/customers/${created.id}`, { key });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe("");
    expect(
      (await problemOf(await call("GET", `/customers/${created.id}`, { key }), 404)).code,
    ).toBe("not_found");
    expect(await db.licenceCheck.count({ where: { companyId } })).toBe(0);
    expect(await json(await call("GET", `/reports/${report.id}`, { key }))).toMatchObject({
      customer_id: null,
    });
  });

  it("answers 404 for another company's customer on every route, and for ids of the wrong kind", async () => {
    const a = await apiCompany({ rateLimit: 10_000 });
    const b = await apiCompany({ rateLimit: 10_000 });
    const theirs = await json<CustomerBody>(
      await call("POST", "/customers", { key: a.key, body: amelia }),
    );
    const { expectCrossTenantNotFound } = await import("../cross-tenant");
    await expectCrossTenantNotFound({
      owner: a,
      intruder: b,
      id: theirs.id,
      endpoints: [
        { method: "GET", path: "/customers/{id}" },
        { method: "GET", path: "/customers/{id}/licence-checks" },
        { method: "PUT", path: "/customers/{id}", body: { notes: "x" } },
        { method: "DELETE", path: "/customers/{id}" },
        {
          method: "POST",
          path: "/customers/{id}/licence-checks",
          body: { share_code: "CLEAN000", consent: true },
        },
      ],
    });
    expect(
      (
        await problemOf(
          await call("GET", "/customers/veh_01jd8x3m5kf3v9w2q7r4t6y8z0", { key: a.key }),
          404,
        )
      ).code,
    ).toBe("not_found");
    const report = await problemOf(
      await call("POST", "/reports", {
        key: b.key,
        body: { vrm: "AA19AAA", type: "outbound", customer_id: theirs.id },
      }),
      404,
    );
    expect(report.errors).toEqual([expect.objectContaining({ pointer: "/customer_id" })]);
    const draft = await json<{ id: string }>(
      await call("POST", "/reports", { key: b.key, body: { vrm: "AA19AAA", type: "outbound" } }),
    );
    const put = await problemOf(
      await call("PUT", `/reports/${draft.id}`, { key: b.key, body: { customer_id: theirs.id } }),
      404,
    );
    expect(put.errors).toEqual([expect.objectContaining({ pointer: "/customer_id" })]);
    expect(await json(await call("GET", `/reports/${draft.id}`, { key: b.key }))).toMatchObject({
      customer_id: null,
    });
    expect(await json(await call("GET", "/customers", { key: b.key }))).toMatchObject({ data: [] });
  });
});
