// The /webhook-endpoints and /events operations as an integrator sees them: statuses,
// bodies, problem+json with pointers, secrets shown only where the contract says, rotation
// overlap, test events and resends, and another company's ids answering 404.
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { apiCompany, call, json, problemOf } from "../api/http";
import { expectCrossTenantNotFound } from "../cross-tenant";
import { eventually } from "../eventually";
import { requestsTo, startReceiver, type Receiver } from "./receiver";

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

type Endpoint = {
  id: string;
  url: string;
  events: string[];
  secret?: string;
  enabled: boolean;
  description: string | null;
};
type Delivery = {
  id: string;
  attempt: number;
  status: string;
  test: boolean;
  event_id: string;
  event_type: string;
  next_attempt_at: string | null;
  response_status: number | null;
  response_excerpt: string | null;
};

const headersOf = (r: { headers: Record<string, string | string[] | undefined> }) =>
  Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, String(v)]));

async function setUp() {
  const company = await apiCompany({ rateLimit: 10_000 });
  const path = `/hooks/${company.companyId}`;
  const created = await json<Endpoint>(
    await call("POST", "/webhook-endpoints", {
      key: company.key,
      body: {
        url: receiver.url.replace("/hooks", path),
        events: ["vehicle.created", "agreement.signed"],
        description: "Bookings",
      },
    }),
  );
  return { ...company, path, created };
}

describe("/api/v1/webhook-endpoints", () => {
  it("creates (201, with its secret once), reads, lists, updates, reveals the secret and deletes (204)", async () => {
    const { key, created, companyId } = await setUp();
    expect(created).toMatchObject({
      events: ["vehicle.created", "agreement.signed"],
      description: "Bookings",
      enabled: true,
      disabled_reason: null,
    });
    expect(created.id).toMatch(/^we_/);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret!.slice(6), "base64")).toHaveLength(32);
    const { secret, ...withoutSecret } = created;
    const got = await json(await call("GET", `/webhook-endpoints/${created.id}`, { key }));
    expect(got).toEqual(withoutSecret);
    expect(await json(await call("GET", "/webhook-endpoints", { key }))).toEqual({
      data: [withoutSecret],
      has_more: false,
      next_cursor: null,
    });
    expect(
      await json(await call("GET", `/webhook-endpoints/${created.id}/secret`, { key })),
    ).toEqual({ secret });
    const updated = await json<Endpoint>(
      await call("PUT", `/webhook-endpoints/${created.id}`, {
        key,
        body: { events: ["*"], description: null, enabled: false },
      }),
    );
    expect(updated).toMatchObject({
      events: ["*"],
      description: null,
      enabled: false,
      disabled_reason: null,
      url: created.url,
    });
    expect(updated).not.toHaveProperty("secret");
    expect((await call("DELETE", `/webhook-endpoints/${created.id}`, { key })).status).toBe(204);
    await problemOf(await call("GET", `/webhook-endpoints/${created.id}`, { key }), 404);
    expect(await db.webhookEndpoint.count({ where: { companyId } })).toBe(0);
  });

  it("refuses bad input with every bad field named, and stores nothing", async () => {
    const { key, companyId } = await apiCompany({ rateLimit: 10_000 });
    const refused = async (body: unknown) =>
      (await problemOf(await call("POST", "/webhook-endpoints", { key, body }), 400)).errors ?? [];
    const pointers = async (body: unknown) => (await refused(body)).map((e) => e.pointer);
    expect(
      await pointers({
        url: "ftp://example.com/x",
        events: ["vehicle.created", "bogus.kind"],
        secret: "whsec_x",
      }),
    ).toEqual(expect.arrayContaining(["/url", "/events/1"]));
    expect(
      await pointers({ url: "https://example.com/x", events: ["*", "vehicle.created"] }),
    ).toEqual(["/events"]);
    expect(
      await pointers({
        url: "https://example.com/x",
        events: ["vehicle.created", "vehicle.created"],
      }),
    ).toEqual(["/events/1"]);
    expect(await pointers({ url: "https://example.com/x", events: [] })).toEqual(["/events"]);
    for (const url of [
      "https://user:pass@example.com/x",
      "http://169.254.169.254/latest",
      "http://2852039166/",
      "http://[::ffff:169.254.169.254]/",
      "https://0.0.0.0/",
      "https://224.0.0.1/",
      "https://[fe80::1]/",
      "https://[fd00:ec2::254]/",
      "not a url",
      `https://example.com/${"a".repeat(2048)}`,
    ]) {
      expect(await pointers({ url, events: ["vehicle.created"] }), url).toEqual(["/url"]);
    }
    expect(
      await pointers({
        url: "https://example.com/x",
        events: ["vehicle.created"],
        description: "d".repeat(501),
      }),
    ).toEqual(["/description"]);
    expect(await db.webhookEndpoint.count({ where: { companyId } })).toBe(0);
    expect((await problemOf(await call("GET", "/events?type=bogus", { key }), 400)).errors).toEqual(
      [expect.objectContaining({ parameter: "type" })],
    );
    expect((await problemOf(await call("GET", "/events?type=*", { key }), 400)).errors).toEqual([
      expect.objectContaining({ parameter: "type" }),
    ]);
  });

  it("PUT refuses a refused URL on /url and changes nothing", async () => {
    const { key, created } = await setUp();
    const problem = await problemOf(
      await call("PUT", `/webhook-endpoints/${created.id}`, {
        key,
        body: { url: "http://[::ffff:a9fe:a9fe]/", enabled: false },
      }),
      400,
    );
    expect(problem.errors?.map((e) => e.pointer)).toEqual(["/url"]);
    expect(
      await json(await call("GET", `/webhook-endpoints/${created.id}`, { key })),
    ).toMatchObject({ url: created.url, enabled: true });
    expect(
      (
        await problemOf(
          await call("POST", `/webhook-endpoints/${created.id}/rotate-secret`, {
            key,
            body: { old_secret_valid_for_seconds: 86401 },
          }),
          400,
        )
      ).errors?.[0]?.pointer,
    ).toBe("/old_secret_valid_for_seconds");
  });

  it("sends a test event at once: a sample of the kind, not stored, never retried, logged as a test", async () => {
    const { key, created, path } = await setUp();
    receiver.script.set(path, [{ status: 500, body: "receiver says no" }]);
    const attempt = await json<Delivery>(
      await call("POST", `/webhook-endpoints/${created.id}/test`, {
        key,
        body: { type: "agreement.signed" },
      }),
    );
    expect(attempt).toMatchObject({
      attempt: 1,
      status: "failed",
      test: true,
      event_type: "agreement.signed",
      response_status: 500,
      response_excerpt: "receiver says no",
      next_attempt_at: null,
    });
    const [request] = requestsTo(receiver, path);
    const body = new Webhook(created.secret!).verify(request!.body, headersOf(request!)) as {
      id: string;
      data: { object: { id: string } };
    };
    expect(body.id).toBe(attempt.event_id);
    expect(body.data.object.id).toMatch(/^agr_/);
    await problemOf(await call("GET", `/events/${attempt.event_id}`, { key }), 404);
    const defaulted = await json<Delivery>(
      await call("POST", `/webhook-endpoints/${created.id}/test`, { key }),
    );
    expect(defaulted).toMatchObject({
      event_type: "vehicle.created",
      status: "succeeded",
      response_status: 200,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requestsTo(receiver, path)).toHaveLength(2);
    const log = await json<{ data: Delivery[] }>(
      await call("GET", `/webhook-endpoints/${created.id}/deliveries?status=failed`, { key }),
    );
    expect(log.data.map((d) => d.id)).toEqual([attempt.id]);
  });

  it("resends an event at once, continuing its attempt count, also while disabled; an unknown event is 404 on /event_id", async () => {
    const { key, created, path } = await setUp();
    await call("POST", "/vehicles", { key, body: { vrm: "AA19AMP" } });
    await eventually(() => Promise.resolve(requestsTo(receiver, path)[0]));
    const [event] = (await json<{ data: { id: string }[] }>(await call("GET", "/events", { key })))
      .data;
    await eventually(
      async () => (await db.webhookDelivery.count({ where: { endpointId: created.id } })) || null,
    );
    await call("PUT", `/webhook-endpoints/${created.id}`, { key, body: { enabled: false } });
    const resent = await json<Delivery>(
      await call("POST", `/webhook-endpoints/${created.id}/resend`, {
        key,
        body: { event_id: event!.id },
      }),
    );
    expect(resent).toMatchObject({
      event_id: event!.id,
      attempt: 2,
      status: "succeeded",
      test: false,
      next_attempt_at: null,
    });
    const requests = requestsTo(receiver, path);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.headers["webhook-id"]).toBe(requests[0]!.headers["webhook-id"]);
    expect(requests[1]!.body).toBe(requests[0]!.body);
    const filtered = await json<{ data: Delivery[] }>(
      await call("GET", `/webhook-endpoints/${created.id}/deliveries?event_id=${event!.id}`, {
        key,
      }),
    );
    expect(filtered.data.map((d) => d.attempt)).toEqual([2, 1]);
    const missing = await problemOf(
      await call("POST", `/webhook-endpoints/${created.id}/resend`, {
        key,
        body: { event_id: "evt_01jd8x3m5k9v7q2w4e6r8t0y1u" },
      }),
      404,
    );
    expect(missing.errors?.[0]?.pointer).toBe("/event_id");
  });

  it("rotates with overlap: both secrets sign until the old one expires; a rotation with 0 drops the old one at once", async () => {
    const { key, created, path } = await setUp();
    const rotated = await json<Endpoint>(
      await call("POST", `/webhook-endpoints/${created.id}/rotate-secret`, {
        key,
        body: { old_secret_valid_for_seconds: 3600 },
      }),
    );
    expect(rotated.secret).not.toBe(created.secret);
    expect(
      await json(await call("GET", `/webhook-endpoints/${created.id}/secret`, { key })),
    ).toEqual({ secret: rotated.secret });
    await call("POST", `/webhook-endpoints/${created.id}/test`, { key });
    const [request] = requestsTo(receiver, path);
    const headers = headersOf(request!);
    expect(headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(headers["x-webhook-signature"]!.split(", ")).toHaveLength(2);
    for (const secret of [rotated.secret!, created.secret!])
      expect(() => new Webhook(secret).verify(request!.body, headers)).not.toThrow();

    const again = await json<Endpoint>(
      await call("POST", `/webhook-endpoints/${created.id}/rotate-secret`, {
        key,
        body: { old_secret_valid_for_seconds: 0 },
      }),
    );
    await call("POST", `/webhook-endpoints/${created.id}/test`, { key });
    const latest = headersOf(requestsTo(receiver, path)[1]!);
    expect(latest["webhook-signature"]!.split(" ")).toHaveLength(1);
    expect(() =>
      new Webhook(again.secret!).verify(requestsTo(receiver, path)[1]!.body, latest),
    ).not.toThrow();
    expect(() =>
      new Webhook(rotated.secret!).verify(requestsTo(receiver, path)[1]!.body, latest),
    ).toThrow();
  });

  it("answers 404 for another company's endpoint and event on every route, changing nothing", async () => {
    const owner = await setUp();
    const intruder = await apiCompany({ rateLimit: 10_000 });
    await call("POST", "/vehicles", { key: owner.key, body: { vrm: "AA19MOT" } });
    const [event] = (
      await json<{ data: { id: string }[] }>(await call("GET", "/events", { key: owner.key }))
    ).data;
    // Let the event's own delivery finish first, so nothing moves while the data is compared.
    await eventually(
      async () =>
        (await db.webhookDelivery.count({ where: { endpointId: owner.created.id } })) || null,
    );
    await expectCrossTenantNotFound({
      owner,
      intruder,
      id: owner.created.id,
      endpoints: [
        { method: "GET", path: "/webhook-endpoints/{id}" },
        { method: "GET", path: "/webhook-endpoints/{id}/secret" },
        { method: "GET", path: "/webhook-endpoints/{id}/deliveries" },
        { method: "PUT", path: "/webhook-endpoints/{id}", body: { description: "mine now" } },
        { method: "POST", path: "/webhook-endpoints/{id}/rotate-secret" },
        { method: "POST", path: "/webhook-endpoints/{id}/test" },
        { method: "POST", path: "/webhook-endpoints/{id}/resend", body: { event_id: event!.id } },
        { method: "DELETE", path: "/webhook-endpoints/{id}" },
      ],
    });
    await expectCrossTenantNotFound({
      owner,
      intruder,
      id: event!.id,
      endpoints: [{ method: "GET", path: "/events/{id}" }],
    });
    const intruderEndpoint = await json<Endpoint>(
      await call("POST", "/webhook-endpoints", {
        key: intruder.key,
        body: { url: receiver.url, events: ["*"] },
      }),
    );
    const resend = await problemOf(
      await call("POST", `/webhook-endpoints/${intruderEndpoint.id}/resend`, {
        key: intruder.key,
        body: { event_id: event!.id },
      }),
      404,
    );
    expect(resend.errors?.[0]?.pointer).toBe("/event_id");
  });
});
