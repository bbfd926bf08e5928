// Another company's ticket is "not found" on every route, and another company's objects
// cannot be linked from a ticket (404 on the field).
import { describe, expect, it } from "vitest";
import { apiCompany, call, json, problemOf } from "../api/http";
import { expectCrossTenantNotFound } from "../cross-tenant";
import type { TicketBody } from "./ticket-body";

describe("tickets across companies", () => {
  it("answers 404 for another company's ticket on every route and changes nothing", async () => {
    const owner = await apiCompany({ rateLimit: 10_000 });
    const intruder = await apiCompany({ rateLimit: 10_000 });
    const ticket = await json<TicketBody>(
      await call("POST", "/tickets", { key: owner.key, body: { subject: "S", body: "B" } }),
    );
    await call("POST", `/tickets/${ticket.id}/comments`, { key: owner.key, body: { body: "C" } });
    await expectCrossTenantNotFound({
      owner,
      intruder,
      id: ticket.id,
      endpoints: [
        { method: "GET", path: "/tickets/{id}" },
        { method: "GET", path: "/tickets/{id}/comments" },
        { method: "PUT", path: "/tickets/{id}", body: { status: "closed" } },
        { method: "POST", path: "/tickets/{id}/comments", body: { body: "Hello" } },
        { method: "DELETE", path: "/tickets/{id}" },
      ],
    });
    expect(await json(await call("GET", "/tickets", { key: intruder.key }))).toMatchObject({
      data: [],
    });
    expect(
      (
        await problemOf(
          await call("GET", "/tickets/cus_01jd8x3m5kf3v9w2q7r4t6y8z0", { key: owner.key }),
          404,
        )
      ).code,
    ).toBe("not_found");
  });

  it("refuses links to another company's report, agreement, vehicle and customer with 404 on each field", async () => {
    const owner = await apiCompany({ rateLimit: 10_000 });
    const intruder = await apiCompany({ rateLimit: 10_000 });
    const customer = await json<{ id: string }>(
      await call("POST", "/customers", { key: owner.key, body: { name: "A" } }),
    );
    const report = await json<{ id: string; vehicle: { id: string } }>(
      await call("POST", "/reports", {
        key: owner.key,
        body: { vrm: "AA19AAA", type: "outbound" },
      }),
    );
    const agreement = await json<{ id: string }>(
      await call("POST", "/agreements", {
        key: owner.key,
        body: {
          customer_id: customer.id,
          vehicle_id: report.vehicle.id,
          starts_at: "2027-03-01T09:00:00Z",
          ends_at: "2027-03-02T09:00:00Z",
          daily_rate_pence: 4500,
        },
      }),
    );
    const links = {
      report_id: report.id,
      agreement_id: agreement.id,
      vehicle_id: report.vehicle.id,
      customer_id: customer.id,
    };
    for (const [field, id] of Object.entries(links)) {
      const created = await problemOf(
        await call("POST", "/tickets", {
          key: intruder.key,
          body: { subject: "S", body: "B", [field]: id },
        }),
        404,
      );
      expect(created.errors, field).toEqual([expect.objectContaining({ pointer: `/${field}` })]);
    }
    const own = await json<TicketBody>(
      await call("POST", "/tickets", { key: intruder.key, body: { subject: "S", body: "B" } }),
    );
    for (const [field, id] of Object.entries(links)) {
      const updated = await problemOf(
        await call("PUT", `/tickets/${own.id}`, { key: intruder.key, body: { [field]: id } }),
        404,
      );
      expect(updated.errors, field).toEqual([expect.objectContaining({ pointer: `/${field}` })]);
    }
    expect(
      await json(await call("GET", `/tickets/${own.id}`, { key: intruder.key })),
    ).toMatchObject({ report_id: null, agreement_id: null, vehicle_id: null, customer_id: null });
    const filtered = await json<{ data: TicketBody[] }>(
      await call("GET", `/tickets?customer_id=${customer.id}`, { key: intruder.key }),
    );
    expect(filtered.data).toEqual([]);
  });
});
