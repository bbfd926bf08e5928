// POST /customers/{id}/licence-checks with the sandbox licence service: every share code
// of the contract gives its outcome, refusals store and fire nothing, and the stored
// check is the proof (who, when, what the service said).
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { apiCompany, call, json, problemOf } from "../api/http";
import { staff } from "../factories";

type Check = {
  id: string;
  outcome: string;
  flagged: boolean;
  licence_type: string;
  licence_status: string;
  categories: { code: string; type: string }[];
  endorsements: { code: string; points: number; offence_date: string | null }[];
  penalty_points: number;
  photocard_expires_on: string;
  disqualified_until: string | null;
  checked_by: string;
  licence_number: string;
  checked_at: string;
};

async function hirer(
  key: string,
  body: Record<string, unknown> = { name: "Amelia Hirer", licence_number: "MORGA753116SM9IJ" },
) {
  return json<{ id: string }>(await call("POST", "/customers", { key, body }));
}

const today = new Date().toISOString().slice(0, 10);

describe("licence checks", () => {
  it("answers each sandbox share code with its documented outcome and fires licence.checked once per stored check", async () => {
    const { key, companyId } = await apiCompany({ rateLimit: 10_000 });
    const { id } = await hirer(key);
    const check = async (share_code: string) => {
      const response = await call("POST", `/customers/${id}/licence-checks`, {
        key,
        body: { share_code, consent: true },
      });
      expect(response.status, share_code).toBe(201);
      return json<Check>(response);
    };
    const clean = await check("clean 000");
    expect(clean).toMatchObject({
      outcome: "valid",
      flagged: false,
      licence_type: "full",
      licence_status: "valid",
      categories: [{ code: "B", type: "full" }],
      endorsements: [],
      penalty_points: 0,
      disqualified_until: null,
      checked_by: "api",
      licence_number: "MORGA753116SM9IJ",
      customer_id: id,
    });
    expect(clean.photocard_expires_on > today).toBe(true);
    const points = await check("POINTS06");
    expect(points).toMatchObject({
      outcome: "points",
      flagged: true,
      penalty_points: 6,
      endorsements: [
        { code: "SP30", points: 3 },
        { code: "SP30", points: 3 },
      ],
    });
    expect(await check("PROVSNL0")).toMatchObject({
      outcome: "provisional",
      licence_type: "provisional",
      categories: [{ code: "B", type: "provisional" }],
    });
    const expired = await check("EXPIRED0");
    expect(expired).toMatchObject({ outcome: "expired", licence_status: "expired", flagged: true });
    expect(expired.photocard_expires_on < today).toBe(true);
    const disqualified = await check("DISQUAL0");
    expect(disqualified).toMatchObject({ outcome: "disqualified", licence_status: "disqualified" });
    expect(disqualified.disqualified_until! > today).toBe(true);
    expect(await check("ANYCODE1")).toMatchObject({ outcome: "valid" });

    const events = await db.event.findMany({
      where: { companyId, type: "licence.checked" },
      orderBy: { id: "asc" },
    });
    expect(events).toHaveLength(6);
    expect(events[1]!.payload).toEqual({
      object: await json(await call("GET", `/licence-checks/${points.id}`, { key })),
    });
    const history = await json<{ data: Check[] }>(
      await call("GET", `/customers/${id}/licence-checks`, { key }),
    );
    expect(history.data.map((c) => c.outcome)).toEqual([
      "valid",
      "disqualified",
      "expired",
      "provisional",
      "points",
      "valid",
    ]);
    const customer = await json<{ licence_check: unknown; updated_at: string }>(
      await call("GET", `/customers/${id}`, { key }),
    );
    expect(customer.licence_check).toEqual({
      id: history.data[0]!.id,
      outcome: "valid",
      flagged: false,
      checked_at: history.data[0]!.checked_at,
    });
  });

  it("refuses INVALID0 with 422 and OUTAGE00 with 502, storing and firing nothing, and never echoes the share code", async () => {
    const { key, companyId } = await apiCompany();
    const { id } = await hirer(key);
    const invalid = await problemOf(
      await call("POST", `/customers/${id}/licence-checks`, {
        key,
        body: { share_code: "INVALID0", consent: true },
      }),
      422,
    );
    expect(invalid.code).toBe("share_code_invalid");
    const outage = await problemOf(
      await call("POST", `/customers/${id}/licence-checks`, {
        key,
        body: { share_code: "OUTAGE00", consent: true },
      }),
      502,
    );
    expect(outage.code).toBe("licence_service_unavailable");
    expect(JSON.stringify([invalid, outage])).not.toContain("INVALID0");
    expect(await db.licenceCheck.count({ where: { companyId } })).toBe(0);
    expect(await db.event.count({ where: { companyId, type: "licence.checked" } })).toBe(0);
  });

  it("requires consent: true and a well-formed share code, and a licence number from the body or the customer", async () => {
    const { key, companyId } = await apiCompany();
    const { id } = await hirer(key, { name: "No Licence On File" });
    const missing = await problemOf(
      await call("POST", `/customers/${id}/licence-checks`, {
        key,
        body: { share_code: "ABC", consent: "yes" },
      }),
      400,
    );
    expect(missing.errors?.map((e) => e.pointer).sort()).toEqual(["/consent", "/share_code"]);
    const noConsent = await problemOf(
      await call("POST", `/customers/${id}/licence-checks`, {
        key,
        body: { share_code: "CLEAN000" },
      }),
      400,
    );
    expect(noConsent.errors?.map((e) => e.pointer)).toEqual(["/consent"]);
    const noLicence = await problemOf(
      await call("POST", `/customers/${id}/licence-checks`, {
        key,
        body: { share_code: "CLEAN000", consent: true },
      }),
      400,
    );
    expect(noLicence.errors?.map((e) => e.pointer)).toEqual(["/licence_number"]);
    expect(await db.licenceCheck.count({ where: { companyId } })).toBe(0);

    const given = await json<Check>(
      await call("POST", `/customers/${id}/licence-checks`, {
        key,
        body: { share_code: "CLEAN000", consent: true, licence_number: "jones 612127 ab1cd" },
      }),
    );
    expect(given.licence_number).toBe("JONES612127AB1CD");
    expect(await json(await call("GET", `/customers/${id}`, { key }))).toMatchObject({
      licence_number: null,
    });
  });

  it("records the staff member who checked, and keeps inspectors and billing staff apart", async () => {
    const { companyId, ownerId, key } = await apiCompany();
    const { id } = await hirer(key);
    const check = await staff(companyId, ownerId, "OWNER").agreements.checkLicence({
      id,
      share_code: "CLEAN000",
      consent: true,
    });
    expect(check.checked_by).toBe(ownerId);
    await expect(
      staff(companyId, ownerId, "BILLING").agreements.checkLicence({
        id,
        share_code: "CLEAN000",
        consent: true,
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      staff(companyId, ownerId, "BILLING").agreements.listCustomers({ limit: 25 }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("answers 404 for another company's licence check and for unknown ids", async () => {
    const a = await apiCompany({ rateLimit: 10_000 });
    const b = await apiCompany({ rateLimit: 10_000 });
    const { id } = await hirer(a.key);
    const check = await json<Check>(
      await call("POST", `/customers/${id}/licence-checks`, {
        key: a.key,
        body: { share_code: "POINTS06", consent: true },
      }),
    );
    const { expectCrossTenantNotFound } = await import("../cross-tenant");
    await expectCrossTenantNotFound({
      owner: a,
      intruder: b,
      id: check.id,
      endpoints: [{ method: "GET", path: "/licence-checks/{id}" }],
    });
    expect(
      (
        await problemOf(
          await call("GET", "/licence-checks/lck_01jd8x3m5kf3v9w2q7r4t6y8z0", { key: a.key }),
          404,
        )
      ).code,
    ).toBe("not_found");
  });
});
