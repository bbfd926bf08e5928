// /api/v1/tickets as an integrator sees it: creation, what is stored, status moves and
// `closed_at`, updates, filters and the cursor walk, deletes, and that no event fires.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { apiCompany, call, json, problemOf } from "../api/http";
import type { TicketBody } from "./ticket-body";

describe("/api/v1/tickets", () => {
  it("opens a ticket with 201 and the defaults, exactly as GET then returns it, and fires no event", async () => {
    const { key, companyId } = await apiCompany();
    const response = await call("POST", "/tickets", {
      key,
      body: { subject: "  Scratch not on the report ", body: "The hirer disputes it." },
    });
    expect(response.status).toBe(201);
    const created = await json<TicketBody>(response);
    expect(created).toMatchObject({
      subject: "Scratch not on the report",
      body: "The hirer disputes it.",
      status: "open",
      priority: "normal",
      agreement_id: null,
      vehicle_id: null,
      report_id: null,
      customer_id: null,
      comments_count: 0,
      closed_at: null,
    });
    expect(created.id).toMatch(/^tkt_[0-9a-z]{26}$/);
    expect(Object.keys(created).sort()).toEqual(
      [
        "id",
        "subject",
        "body",
        "status",
        "priority",
        "agreement_id",
        "vehicle_id",
        "report_id",
        "customer_id",
        "comments_count",
        "closed_at",
        "created_at",
        "updated_at",
      ].sort(),
    );
    expect(await json(await call("GET", `/tickets/${created.id}`, { key }))).toEqual(created);
    const row = await db.ticket.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ companyId, status: "open", priority: "normal", createdById: null });
    expect(await db.event.count({ where: { companyId } })).toBe(0);
  });

  it("links a report, agreement, vehicle and customer of the company", async () => {
    const { key } = await apiCompany();
    const customer = await json<{ id: string }>(
      await call("POST", "/customers", { key, body: { name: "Amelia Hirer" } }),
    );
    const report = await json<{ id: string; vehicle: { id: string } }>(
      await call("POST", "/reports", { key, body: { vrm: "AA19AAA", type: "outbound" } }),
    );
    const agreement = await json<{ id: string }>(
      await call("POST", "/agreements", {
        key,
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
    const created = await json<TicketBody>(
      await call("POST", "/tickets", {
        key,
        body: { subject: "S", body: "B", priority: "urgent", ...links },
      }),
    );
    expect(created).toMatchObject({ ...links, priority: "urgent" });
    const cleared = await json<TicketBody>(
      await call("PUT", `/tickets/${created.id}`, {
        key,
        body: { vehicle_id: null, customer_id: null },
      }),
    );
    expect(cleared).toMatchObject({
      report_id: report.id,
      agreement_id: agreement.id,
      vehicle_id: null,
      customer_id: null,
      priority: "urgent",
    });
  });

  it("keeps a ticket when the customer it names is deleted, without the link", async () => {
    const { key } = await apiCompany();
    const customer = await json<{ id: string }>(
      await call("POST", "/customers", { key, body: { name: "Gone Soon" } }),
    );
    const { id } = await json<TicketBody>(
      await call("POST", "/tickets", {
        key,
        body: { subject: "S", body: "B", customer_id: customer.id },
      }),
    );
    expect((await call("DELETE", `/customers/${customer.id}`, { key })).status).toBe(204);
    expect(await json(await call("GET", `/tickets/${id}`, { key }))).toMatchObject({
      customer_id: null,
      subject: "S",
    });
  });

  it("moves status between open, pending and closed from any, setting and clearing closed_at", async () => {
    const { key } = await apiCompany();
    const { id } = await json<TicketBody>(
      await call("POST", "/tickets", { key, body: { subject: "S", body: "B" } }),
    );
    const put = async (body: Record<string, unknown>) =>
      json<TicketBody>(await call("PUT", `/tickets/${id}`, { key, body }));
    const closed = await put({ status: "closed" });
    expect(closed.status).toBe("closed");
    expect(closed.closed_at).not.toBeNull();
    expect((await put({ status: "closed", subject: "S2" })).closed_at).toBe(closed.closed_at);
    expect(await put({ status: "pending" })).toMatchObject({
      status: "pending",
      closed_at: null,
      subject: "S2",
    });
    expect((await put({ status: "closed" })).closed_at).not.toBeNull();
    expect(await put({ status: "open" })).toMatchObject({ status: "open", closed_at: null });
    expect(await put({ status: "pending", priority: "low", body: "New body" })).toMatchObject({
      status: "pending",
      priority: "low",
      body: "New body",
      subject: "S2",
    });
    expect(await json(await call("GET", `/tickets/${id}`, { key }))).toMatchObject({
      status: "pending",
      priority: "low",
    });
  });

  it("names every bad field at once with its pointer, rejects unknown fields, and stores nothing", async () => {
    const { key, companyId } = await apiCompany();
    const problem = await problemOf(
      await call("POST", "/tickets", {
        key,
        body: { subject: "", body: "b".repeat(20_001), priority: "whenever", report_id: 7 },
      }),
      400,
    );
    expect(problem.code).toBe("invalid_request");
    expect((problem.errors ?? []).map((e) => e.pointer).sort()).toEqual([
      "/body",
      "/priority",
      "/report_id",
      "/subject",
    ]);
    const missing = await problemOf(await call("POST", "/tickets", { key, body: {} }), 400);
    expect((missing.errors ?? []).map((e) => e.pointer).sort()).toEqual(["/body", "/subject"]);
    for (const field of ["status", "comments_count", "closed_at"]) {
      const unknown = await problemOf(
        await call("POST", "/tickets", { key, body: { subject: "S", body: "B", [field]: "x" } }),
        400,
      );
      expect(unknown.code, field).toBe("invalid_request");
    }
    expect(
      (
        await problemOf(
          await call("POST", "/tickets", { key, body: { subject: "s".repeat(201), body: "B" } }),
          400,
        )
      ).errors,
    ).toEqual([expect.objectContaining({ pointer: "/subject" })]);
    expect(await db.ticket.count({ where: { companyId } })).toBe(0);
    const { id } = await json<TicketBody>(
      await call("POST", "/tickets", { key, body: { subject: "S", body: "B" } }),
    );
    const bad = await problemOf(
      await call("PUT", `/tickets/${id}`, {
        key,
        body: { status: "resolved", subject: null, comments_count: 3 },
      }),
      400,
    );
    expect(bad.code).toBe("invalid_request");
    expect((bad.errors ?? []).map((e) => e.pointer)).toEqual(
      expect.arrayContaining(["/status", "/subject"]),
    );
    const badQuery = await problemOf(
      await call("GET", "/tickets?status=bogus&priority=meh&colour=red", { key }),
      400,
    );
    expect(badQuery.errors?.map((e) => e.parameter).sort()).toEqual([
      "colour",
      "priority",
      "status",
    ]);
    expect(await json(await call("GET", `/tickets/${id}`, { key }))).toMatchObject({
      status: "open",
      subject: "S",
    });
  });

  it("answers 404 on the field for unknown links, links of the wrong kind, and changes nothing", async () => {
    const { key, companyId } = await apiCompany();
    const customer = await json<{ id: string }>(
      await call("POST", "/customers", { key, body: { name: "A" } }),
    );
    const problem = await problemOf(
      await call("POST", "/tickets", {
        key,
        body: {
          subject: "S",
          body: "B",
          customer_id: "cus_01jd8x3m5kf3v9w2q7r4t6y8z0",
          vehicle_id: customer.id,
          report_id: "nonsense",
          agreement_id: "agr_01jd8x3m5kf3v9w2q7r4t6y8z0",
        },
      }),
      404,
    );
    expect(problem.code).toBe("not_found");
    expect((problem.errors ?? []).map((e) => e.pointer).sort()).toEqual([
      "/agreement_id",
      "/customer_id",
      "/report_id",
      "/vehicle_id",
    ]);
    expect(await db.ticket.count({ where: { companyId } })).toBe(0);
    const { id } = await json<TicketBody>(
      await call("POST", "/tickets", {
        key,
        body: { subject: "S", body: "B", customer_id: customer.id },
      }),
    );
    const put = await problemOf(
      await call("PUT", `/tickets/${id}`, {
        key,
        body: { report_id: customer.id, subject: "Changed" },
      }),
      404,
    );
    expect(put.errors).toEqual([expect.objectContaining({ pointer: "/report_id" })]);
    expect(await json(await call("GET", `/tickets/${id}`, { key }))).toMatchObject({
      subject: "S",
      report_id: null,
      customer_id: customer.id,
    });
  });

  it("filters by status, priority, links, q and dates, and walks every page once", async () => {
    const { key } = await apiCompany({ rateLimit: 10_000 });
    const customer = await json<{ id: string }>(
      await call("POST", "/customers", { key, body: { name: "A" } }),
    );
    const specs = [
      { subject: "Broken wing mirror", body: "Passenger side", priority: "high" },
      {
        subject: "Invoice query",
        body: "Hirer asks about the EXCESS",
        priority: "low",
        customer_id: customer.id,
      },
      { subject: "Fuel level", body: "Returned at 25%", priority: "normal" },
      {
        subject: "Excess mileage",
        body: "Over by 120 miles",
        priority: "urgent",
        customer_id: customer.id,
      },
    ];
    const ids: string[] = [];
    for (const body of specs)
      ids.push((await json<TicketBody>(await call("POST", "/tickets", { key, body }))).id);
    await call("PUT", `/tickets/${ids[2]}`, { key, body: { status: "closed" } });
    await call("PUT", `/tickets/${ids[0]}`, { key, body: { status: "pending" } });
    const subjects = async (query: string) =>
      (
        await json<{ data: TicketBody[] }>(await call("GET", `/tickets?${query}`, { key }))
      ).data.map((t) => t.subject);
    expect(await subjects("q=excess")).toEqual(["Excess mileage", "Invoice query"]);
    expect(await subjects("q=MIRROR")).toEqual(["Broken wing mirror"]);
    expect(await subjects("q=25%25")).toEqual(["Fuel level"]);
    expect(await subjects("q=100%25")).toEqual([]);
    expect(await subjects("q=%25")).toEqual(["Fuel level"]);
    expect(await subjects("q=_")).toEqual([]);
    expect(await subjects("status=closed")).toEqual(["Fuel level"]);
    expect(await subjects("status=open")).toEqual(["Excess mileage", "Invoice query"]);
    expect(await subjects("priority=high")).toEqual(["Broken wing mirror"]);
    expect(await subjects(`customer_id=${customer.id}&priority=low`)).toEqual(["Invoice query"]);
    expect(await subjects("report_id=rep_01jd8x3m5kf3v9w2q7r4t6y8z0")).toEqual([]);
    expect(await subjects("created_from=2000-01-01&created_to=2000-12-31")).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await subjects(`created_from=${today}&created_to=${today}`)).toHaveLength(4);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: TicketBody[]; next_cursor: string | null } = await json(
        await call("GET", `/tickets?limit=3${cursor ? `&cursor=${cursor}` : ""}`, { key }),
      );
      seen.push(...page.data.map((t) => t.id));
      if (seen.length === 3)
        await call("POST", "/tickets", { key, body: { subject: "While walking", body: "B" } });
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });

  it("deletes a ticket and its comments with 204", async () => {
    const { key, companyId } = await apiCompany();
    const { id } = await json<TicketBody>(
      await call("POST", "/tickets", { key, body: { subject: "S", body: "B" } }),
    );
    await call("POST", `/tickets/${id}/comments`, { key, body: { body: "A comment" } });
    const deleted = await call("DELETE", `/tickets/${id}`, { key });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe("");
    expect((await problemOf(await call("GET", `/tickets/${id}`, { key }), 404)).code).toBe(
      "not_found",
    );
    expect((await problemOf(await call("GET", `/tickets/${id}/comments`, { key }), 404)).code).toBe(
      "not_found",
    );
    expect(await db.ticketComment.count({ where: { companyId } })).toBe(0);
  });

  it("replays a POST with the same Idempotency-Key and creates one ticket", async () => {
    const { key, companyId } = await apiCompany();
    const body = { subject: "Once", body: "Only once" };
    const first = await call("POST", "/tickets", {
      key,
      body,
      headers: { "Idempotency-Key": "tkt-once-1" },
    });
    const second = await call("POST", "/tickets", {
      key,
      body,
      headers: { "Idempotency-Key": "tkt-once-1" },
    });
    expect(second.status).toBe(201);
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await json(second)).toEqual(await json(first));
    expect(await db.ticket.count({ where: { companyId } })).toBe(1);
  });
});
