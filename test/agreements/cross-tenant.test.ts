// Another company's agreements, terms and signing PDFs: 404 on every route, nothing changes.
import { describe, expect, it } from "vitest";
import { call, json } from "../api/http";
import { expectCrossTenantNotFound } from "../cross-tenant";
import { agreementCompany, createDraft, sendDraft, signForm, submitPage } from "./helpers";

describe("another company's agreements and terms", () => {
  it("answer 404 on every agreement route and change nothing", async () => {
    const owner = await agreementCompany();
    const intruder = await agreementCompany();
    const a = await createDraft(owner);
    await submitPage((await sendDraft(owner, a.id)).token, signForm);
    await expectCrossTenantNotFound({
      owner,
      intruder,
      id: a.id,
      endpoints: [
        { method: "GET", path: "/agreements/{id}" },
        { method: "GET", path: "/agreements/{id}/pdf" },
        { method: "PUT", path: "/agreements/{id}", body: { notes: "Mine now" } },
        { method: "POST", path: "/agreements/{id}/send" },
        { method: "POST", path: "/agreements/{id}/handover", body: { odometer: 1 } },
        { method: "POST", path: "/agreements/{id}/close" },
        { method: "DELETE", path: "/agreements/{id}" },
      ],
    });
  });

  it("answer 404 on every terms route and change nothing", async () => {
    const owner = await agreementCompany();
    const intruder = await agreementCompany();
    const [terms] = (
      await json<{ data: { id: string }[] }>(await call("GET", "/terms", { key: owner.key }))
    ).data;
    await expectCrossTenantNotFound({
      owner,
      intruder,
      id: terms!.id,
      endpoints: [
        { method: "GET", path: "/terms/{id}" },
        { method: "PUT", path: "/terms/{id}", body: { name: "Taken over" } },
      ],
    });
  });

  it("treat another company's hirer, vehicle, terms and report as not found in a body", async () => {
    const owner = await agreementCompany();
    const intruder = await agreementCompany();
    const [theirTerms] = (
      await json<{ data: { id: string }[] }>(await call("GET", "/terms", { key: owner.key }))
    ).data;
    const ownerReport = await json<{ id: string }>(
      await call("POST", "/reports", {
        key: owner.key,
        body: { vrm: "AA19AAA", type: "outbound" },
      }),
    );
    const pointers: string[] = [];
    for (const body of [
      { customer_id: owner.customer.id },
      { vehicle_id: owner.vehicle.id },
      { terms_id: theirTerms!.id },
    ]) {
      const response = await call("POST", "/agreements", {
        key: intruder.key,
        body: {
          customer_id: intruder.customer.id,
          vehicle_id: intruder.vehicle.id,
          starts_at: "2027-03-01T09:00:00Z",
          ends_at: "2027-03-02T09:00:00Z",
          daily_rate_pence: 1,
          ...body,
        },
      });
      expect(response.status).toBe(404);
      pointers.push((await json<{ errors: { pointer: string }[] }>(response)).errors[0]!.pointer);
    }
    expect(pointers).toEqual(["/customer_id", "/vehicle_id", "/terms_id"]);
    const mine = await createDraft(intruder);
    await submitPage((await sendDraft(intruder, mine.id)).token, signForm);
    const handover = await call("POST", `/agreements/${mine.id}/handover`, {
      key: intruder.key,
      body: { report_id: ownerReport.id },
    });
    expect(handover.status).toBe(404);
    const report = await call("POST", "/reports", {
      key: owner.key,
      body: { vrm: "AA19AAA", type: "outbound", agreement_id: mine.id },
    });
    expect(report.status).toBe(404);
  });
});
