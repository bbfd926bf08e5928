// The contract's own example: a retried POST /reports with the same Idempotency-Key
// creates one report and charges one credit.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { apiCompany, call, json } from "./http";

describe("POST /reports retried with an Idempotency-Key", () => {
  it("creates one report, charges one credit, and replays the 201", async () => {
    const { companyId, key } = await apiCompany({ credits: 5 });
    const send = () =>
      call("POST", "/reports", {
        key,
        body: { vrm: "aa19 aaa", type: "outbound" },
        headers: { "Idempotency-Key": "report-retry-1" },
      });
    const first = await send();
    expect(first.status).toBe(201);
    const created = await json<{ id: string; credits_charged: number }>(first);
    const retry = await send();
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await json(retry)).toEqual(created);
    expect(await db.report.count({ where: { companyId } })).toBe(1);
    expect((await db.company.findUniqueOrThrow({ where: { id: companyId } })).creditBalance).toBe(
      4,
    );
  });
});
