import { describe, expect, it } from "vitest";
import { toAppError } from "~/server/api/trpc";
import { db, Prisma } from "~/server/db";
import { jobsSchema } from "~/server/jobs/queue/boss";
import { AppError } from "~/server/errors";
import { addUser, apiKeyCaller, createCompany, staff } from "../factories";
import { apiCompany, call, json, problemOf } from "../api/http";

describe("credits under concurrency", () => {
  it("25 concurrent creates on 10 credits: exactly 10 reports, 15 refusals with 402, balance 0, a consistent ledger", async () => {
    const { companyId } = await createCompany({ credits: 10 });
    const api = apiKeyCaller(companyId);
    // Half for a vehicle already in the fleet, half for one the first request adds.
    await api.fleet.create({ vrm: "AA19AAA" });
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) =>
        api.reports.create({ vrm: i % 2 === 0 ? "AA19AAA" : "AA19EEE", type: "outbound" }),
      ),
    );

    const created = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === "rejected" ? [toAppError(r.reason)] : []));
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(15);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "insufficient_credits", status: 402 });
    }

    const company = await db.company.findUniqueOrThrow({ where: { id: companyId } });
    expect(company.creditBalance).toBe(0);
    expect(await db.report.count({ where: { companyId } })).toBe(10);
    const ledger = await db.creditTransaction.findMany({
      where: { companyId },
      orderBy: { id: "asc" },
    });
    expect(ledger.reduce((sum, t) => sum + t.amount, 0)).toBe(0);
    const charges = ledger.filter((t) => t.kind === "CHARGE");
    expect(charges).toHaveLength(10);
    expect(new Set(charges.map((t) => t.objectId))).toEqual(new Set(created.map((r) => r.id)));
    expect(charges.map((t) => t.balanceAfter).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    // Refused requests leave no checklist behind, and no vehicle unless a charged report uses it (once).
    expect(await db.inspection.groupBy({ by: ["reportId"], where: { companyId } })).toHaveLength(
      10,
    );
    const recorded = await db.activityLog.findMany({
      where: { companyId, action: "report.created" },
    });
    expect(new Set(recorded.map((row) => row.objectId))).toEqual(new Set(created.map((r) => r.id)));
    expect(recorded).toHaveLength(10);
    const vrms = new Set(["AA19AAA", ...created.map((r) => r.vehicle.vrm)]);
    expect(await db.vehicle.count({ where: { companyId } })).toBe(vrms.size);
    expect(await db.event.count({ where: { companyId, type: "vehicle.created" } })).toBe(vrms.size);
  });

  it("concurrent creates by two members and the API key are written together: each its report, checklist, ledger row and activity row; one low-balance mail", async () => {
    const { companyId, ownerId } = await createCompany({ credits: 64 });
    const inspector = await addUser(companyId, "INSPECTOR");
    const callers = [
      apiKeyCaller(companyId),
      staff(companyId, ownerId, "OWNER"),
      staff(companyId, inspector.id, "INSPECTOR"),
    ] as const;
    const names = ["API key", "Olive Owner", "INSPECTOR person"];
    await callers[0].fleet.create({ vrm: "AA19AAA" });
    await callers[0].fleet.create({ vrm: "AA19EEE" });
    const requests = Array.from({ length: 30 }, (_, i) => ({
      caller: i % 3,
      vrm: i % 2 === 0 ? "AA19AAA" : "AA19EEE",
      odometer: 1000 + i,
    }));
    const createAll = () =>
      Promise.all(
        requests.map((r) =>
          callers[r.caller]!.reports.create({ vrm: r.vrm, type: "outbound", odometer: r.odometer }),
        ),
      );

    // 64 -> 34: well above the low-balance threshold (5), so no create needs a transaction of its own.
    const created = await createAll();
    // Each answer is its own request's report, and some were written together (one statement, one timestamp).
    expect(created.map((r) => [r.vehicle.vrm, r.odometer])).toEqual(
      requests.map((r) => [r.vrm, r.odometer]),
    );
    expect(new Set(created.map((r) => r.id)).size).toBe(30);
    expect(new Set(created.map((r) => r.created_at)).size).toBeLessThan(30);
    expect((await db.company.findUniqueOrThrow({ where: { id: companyId } })).creditBalance).toBe(
      34,
    );
    // The ledger counts down one at a time in the order of its rows, each charge naming its report.
    const charges = await db.creditTransaction.findMany({
      where: { companyId, kind: "CHARGE" },
      orderBy: { id: "asc" },
    });
    expect(charges.map((t) => t.balanceAfter)).toEqual(
      Array.from({ length: 30 }, (_, i) => 63 - i),
    );
    expect(new Set(charges.map((t) => t.objectId))).toEqual(new Set(created.map((r) => r.id)));
    const checklists = await db.inspection.groupBy({
      by: ["reportId"],
      where: { companyId },
      _count: true,
      _min: { position: true },
      _max: { position: true },
    });
    expect(checklists).toHaveLength(30);
    for (const { _count, _min, _max } of checklists)
      expect([_min.position, _max.position]).toEqual([1, _count]);
    // Each activity row names who made its report.
    const recorded = await db.activityLog.findMany({
      where: { companyId, action: "report.created" },
    });
    expect(new Map(recorded.map((row) => [row.objectId, row.actorName]))).toEqual(
      new Map(created.map((r, i) => [r.id, names[requests[i]!.caller]])),
    );

    // 34 -> 4: the group that would take the balance from 5 to 4 is refused as a whole and its
    // creates go one by one, so that the one that crosses queues the warning: to the one Owner, once.
    await createAll();
    expect((await db.company.findUniqueOrThrow({ where: { id: companyId } })).creditBalance).toBe(
      4,
    );
    const ledger = await db.creditTransaction.findMany({ where: { companyId, kind: "CHARGE" } });
    expect(ledger.map((t) => t.balanceAfter).sort((a, b) => b - a)).toEqual(
      Array.from({ length: 60 }, (_, i) => 63 - i),
    );
    expect(await db.activityLog.count({ where: { companyId, action: "report.created" } })).toBe(60);
    const warnings = await db.$queryRaw<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM ${Prisma.raw(jobsSchema())}.job WHERE name = 'email' AND data->>'companyId' = ${companyId} AND data->>'subject' LIKE '%credit balance is low%'`;
    expect(warnings[0]!.n).toBe(1);
  });
});

describe("POST /api/v1/reports", () => {
  it("answers the spec's example with 201 and the documented body", async () => {
    const { key } = await apiCompany();
    const response = await call("POST", "/reports", {
      key,
      body: { vrm: "AB12CDE", type: "outbound" },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await json(response);
    expect(body).toMatchObject({
      id: expect.stringMatching(/^rep_[0-9a-z]{26}$/) as unknown,
      status: "draft",
      credits_charged: 1,
      type: "outbound",
      vehicle: {
        id: expect.stringMatching(/^veh_[0-9a-z]{26}$/) as unknown,
        vrm: "AB12CDE",
        make: expect.any(String) as unknown,
        model: expect.any(String) as unknown,
        mot_valid_until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      },
      created_at: expect.stringMatching(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/,
      ) as unknown,
    });
    const fetched = await call("GET", `/reports/${body.id as string}`, { key });
    expect(await json(fetched)).toEqual(body);
  });

  it("charges a retried create with the same Idempotency-Key once", async () => {
    const { key, companyId } = await apiCompany();
    const headers = { "Idempotency-Key": "create-report-1" };
    const first = await call("POST", "/reports", {
      key,
      headers,
      body: { vrm: "AA19AAA", type: "outbound" },
    });
    const again = await call("POST", "/reports", {
      key,
      headers,
      body: { vrm: "AA19AAA", type: "outbound" },
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await json(again)).toEqual(await json(first));
    expect(await db.report.count({ where: { companyId } })).toBe(1);
    expect((await db.company.findUniqueOrThrow({ where: { id: companyId } })).creditBalance).toBe(
      9,
    );
  });

  it("answers problems: 402 with nothing created, 502 from the registry, 409 for a wrong move, 400 for unknown fields", async () => {
    const poor = await apiCompany({ credits: 0 });
    const noCredit = await problemOf(
      await call("POST", "/reports", { key: poor.key, body: { vrm: "AA19AAA", type: "outbound" } }),
      402,
    );
    expect(noCredit.code).toBe("insufficient_credits");
    // A short balance answers before anything else is asked: not the registry (which is down for this VRM).
    const beforeLookup = await problemOf(
      await call("POST", "/reports", { key: poor.key, body: { vrm: "ER19ERR", type: "outbound" } }),
      402,
    );
    expect(beforeLookup.code).toBe("insufficient_credits");
    // The balance, the links and the vehicle are read at once; the short balance still answers first.
    const beforeLinks = await problemOf(
      await call("POST", "/reports", {
        key: poor.key,
        body: { vrm: "AA19AAA", type: "outbound", customer_id: "cus_01jd8x3m5kf3v9w2q7r4t6y8z0" },
      }),
      402,
    );
    expect(beforeLinks.code).toBe("insufficient_credits");

    const { key, companyId } = await apiCompany();
    expect(
      (
        await problemOf(
          await call("POST", "/reports", { key, body: { vrm: "ER19ERR", type: "outbound" } }),
          502,
        )
      ).code,
    ).toBe("registry_unavailable");
    expect((await db.company.findUniqueOrThrow({ where: { id: companyId } })).creditBalance).toBe(
      10,
    );
    const unknown = await problemOf(
      await call("POST", "/reports", {
        key,
        body: { vrm: "AA19AAA", type: "outbound", colour: "red" },
      }),
      400,
    );
    expect(unknown.errors).toEqual([{ pointer: "/colour", detail: "is not a known field" }]);

    const created = await json<{ id: string }>(
      await call("POST", "/reports", { key, body: { vrm: "AA19AAA", type: "general" } }),
    );
    const signOff = await problemOf(
      await call("POST", `/reports/${created.id}/sign-off`, {
        key,
        body: { signed_by_name: "Sam" },
      }),
      409,
    );
    expect(signOff.code).toBe("invalid_state");
    const completed = await call("POST", `/reports/${created.id}/complete`, { key });
    expect(completed.status).toBe(200);
    expect(await json(completed)).toMatchObject({ status: "completed" });
    const cancelled = await problemOf(await call("DELETE", `/reports/${created.id}`, { key }), 409);
    expect(cancelled.detail).toContain("completed");
  });

  it("serves the rest of the reports API: list, update, inspections, readiness", async () => {
    const { key } = await apiCompany();
    const report = await json<{ id: string }>(
      await call("POST", "/reports", {
        key,
        body: { vrm: "AA19AAA", type: "inbound", odometer: 10 },
      }),
    );
    const updated = await call("PUT", `/reports/${report.id}`, { key, body: { fuel_level: 50 } });
    expect(await json(updated)).toMatchObject({ odometer: 10, fuel_level: 50 });
    const list = await json<{ data: { id: string }[]; has_more: boolean }>(
      await call("GET", "/reports?status=draft&vrm=AA19AAA", { key }),
    );
    expect(list.data.map((r) => r.id)).toEqual([report.id]);
    const inspection = await call("POST", `/reports/${report.id}/inspections`, {
      key,
      body: { area: "Roof box", verdict: "fail" },
    });
    expect(inspection.status).toBe(201);
    const { id: inspectionId } = await json<{ id: string }>(inspection);
    expect(
      await json(
        await call("PUT", `/inspections/${inspectionId}`, { key, body: { verdict: "pass" } }),
      ),
    ).toMatchObject({ verdict: "pass" });
    expect(await json(await call("DELETE", `/inspections/${inspectionId}`, { key }))).toEqual({
      id: inspectionId,
      deleted: true,
    });
    const readiness = await json<{ missing: { code: string }[] }>(
      await call("GET", `/reports/${report.id}/readiness`, { key }),
    );
    expect(readiness.missing.map((m) => m.code)).toContain("angle_photo_missing");
    const comparison = await json(await call("GET", `/reports/${report.id}/comparison`, { key }));
    expect(comparison).toMatchObject({
      report_id: report.id,
      baseline_report_id: null,
      new_damage: [],
    });
  });
});
