// Terms templates: every company starts with a default; edits make versions; exactly
// one default; never deleted; agreements keep the version they froze.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { call, json, problemOf } from "../api/http";
import { companySnapshot } from "../cross-tenant";
import { agreementCompany, createDraft } from "./helpers";

type Terms = { id: string; name: string; body: string; version: number; is_default: boolean };

const list = async (key: string, query = "") =>
  (await json<{ data: Terms[] }>(await call("GET", `/terms${query}`, { key }))).data;

describe("terms templates", () => {
  it("starts every company with one plain-English default template", async () => {
    const c = await agreementCompany();
    const terms = await list(c.key);
    expect(terms).toHaveLength(1);
    expect(terms[0]).toMatchObject({ name: "Standard hire terms", version: 1, is_default: true });
    for (const topic of [
      "Fuel",
      "Mileage",
      "Damage and excess",
      "Statement of liability",
      "Insurance",
      "Return",
    ])
      expect(terms[0]!.body).toContain(topic);
    expect(Object.keys(terms[0]!).sort()).toEqual([
      "body",
      "created_at",
      "id",
      "is_default",
      "name",
      "updated_at",
      "version",
    ]);
  });

  it("gives a company made before terms existed its default on the first list, once", async () => {
    const c = await agreementCompany();
    await db.termsVersion.deleteMany({ where: { companyId: c.companyId } });
    await db.termsTemplate.deleteMany({ where: { companyId: c.companyId } });
    const [first, second] = await Promise.all([list(c.key), list(c.key)]);
    expect(first).toEqual(second);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ name: "Standard hire terms", version: 1, is_default: true });
    expect(await db.termsVersion.count({ where: { companyId: c.companyId } })).toBe(1);
  });

  it("versions changes of name or body, and agreements keep the version they froze", async () => {
    const c = await agreementCompany();
    const [standard] = await list(c.key);
    const before = await createDraft(c);
    const same = await json<Terms>(
      await call("PUT", `/terms/${standard!.id}`, {
        key: c.key,
        body: { name: standard!.name, body: standard!.body },
      }),
    );
    expect(same.version).toBe(1);
    const edited = await json<Terms>(
      await call("PUT", `/terms/${standard!.id}`, {
        key: c.key,
        body: { body: "New wording.\n\nSecond paragraph." },
      }),
    );
    expect(edited).toMatchObject({
      version: 2,
      name: "Standard hire terms",
      body: "New wording.\n\nSecond paragraph.",
    });
    const after = await createDraft(c);
    expect(before.terms).toEqual({ id: standard!.id, version: 1, name: "Standard hire terms" });
    expect(after.terms).toEqual({ id: standard!.id, version: 2, name: "Standard hire terms" });
    expect(
      (
        await json<{ terms: unknown }>(
          await call("GET", `/agreements/${before.id}`, { key: c.key }),
        )
      ).terms,
    ).toEqual(before.terms);
  });

  it("keeps exactly one default", async () => {
    const c = await agreementCompany();
    const [standard] = await list(c.key);
    const created = await call("POST", "/terms", {
      key: c.key,
      body: { name: "Van terms", body: "Vans only." },
    });
    expect(created.status).toBe(201);
    const vans = await json<Terms>(created);
    expect(vans).toMatchObject({ version: 1, is_default: false });
    const refused = await problemOf(
      await call("PUT", `/terms/${standard!.id}`, { key: c.key, body: { is_default: false } }),
      400,
    );
    expect(refused.errors).toEqual([expect.objectContaining({ pointer: "/is_default" })]);
    const unchanged = await json<Terms>(
      await call("PUT", `/terms/${vans.id}`, { key: c.key, body: { is_default: false } }),
    );
    expect(unchanged).toMatchObject({ is_default: false, version: 1 });
    await call("PUT", `/terms/${vans.id}`, { key: c.key, body: { is_default: true } });
    const defaults = (await list(c.key)).filter((t) => t.is_default).map((t) => t.id);
    expect(defaults).toEqual([vans.id]);
    expect((await createDraft(c)).terms).toMatchObject({ id: vans.id });
    const premium = await json<Terms>(
      await call("POST", "/terms", {
        key: c.key,
        body: { name: "Premium", body: "Premium cars.", is_default: true },
      }),
    );
    expect((await list(c.key)).filter((t) => t.is_default).map((t) => t.id)).toEqual([premium.id]);
    expect((await list(c.key, "?q=VAN")).map((t) => t.id)).toEqual([vans.id]);
    expect(await list(c.key, "?q=_")).toEqual([]);
  });

  it("is never deleted, and refuses bad input changing nothing", async () => {
    const c = await agreementCompany();
    const [standard] = await list(c.key);
    const before = await companySnapshot(c.companyId);
    const del = await problemOf(
      await call("DELETE", `/terms/${standard!.id}`, { key: c.key }),
      405,
    );
    expect(del.code).toBe("method_not_allowed");
    const allow = await call("DELETE", `/terms/${standard!.id}`, { key: c.key });
    expect(allow.headers.get("allow")).toBe("GET, PUT");
    const bad = await problemOf(
      await call("POST", "/terms", { key: c.key, body: { name: "", body: "", version: 3 } }),
      400,
    );
    expect(bad.errors?.map((e) => e.pointer).sort()).toEqual(["/body", "/name", "/version"]);
    await problemOf(
      await call("PUT", `/terms/${standard!.id}`, { key: c.key, body: { name: "x".repeat(201) } }),
      400,
    );
    await problemOf(
      await call("GET", "/terms/veh_01jd8x3m5kf3v9w2q7r4t6y8z0", { key: c.key }),
      404,
    );
    expect(await companySnapshot(c.companyId)).toBe(before);
  });
});
