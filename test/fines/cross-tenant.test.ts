// Another company's fine is "not found" on every route, and changes nothing.
import { describe, expect, it } from "vitest";
import { call, json, problemOf } from "../api/http";
import { expectCrossTenantNotFound } from "../cross-tenant";
import { fineCompany, hireOver, recordFine } from "./helpers";

describe("fines across companies", () => {
  it("answers 404 for another company's fine on every route and changes nothing", async () => {
    const owner = await fineCompany();
    const intruder = await fineCompany();
    const agreementId = await hireOver(owner, "2026-07-06T09:00:00+01:00", null);
    const fine = await recordFine(owner);
    expect(fine.agreement_id).toBe(agreementId);
    await expectCrossTenantNotFound({
      owner,
      intruder,
      id: fine.id,
      endpoints: [
        { method: "GET", path: "/fines/{id}" },
        { method: "GET", path: "/fines/{id}/pdf" },
        { method: "PUT", path: "/fines/{id}", body: { notes: "x" } },
        { method: "POST", path: "/fines/{id}/transfer" },
        { method: "POST", path: "/fines/{id}/pay" },
        { method: "DELETE", path: "/fines/{id}" },
      ],
    });
    const own = await recordFine(intruder);
    const linked = await problemOf(
      await call("PUT", `/fines/${own.id}`, {
        key: intruder.key,
        body: { agreement_id: agreementId },
      }),
      404,
    );
    expect(linked.errors).toEqual([expect.objectContaining({ pointer: "/agreement_id" })]);
    const filtered = await json<{ data: unknown[] }>(
      await call("GET", `/fines?agreement_id=${agreementId}`, { key: intruder.key }),
    );
    expect(filtered.data).toEqual([]);
    expect(
      (await problemOf(await call("GET", `/fines/${agreementId}`, { key: owner.key }), 404)).code,
    ).toBe("not_found");
  });
});
