// A worker's batch of `webhook-delivery` jobs, run by the service itself: a job run twice (in
// one batch or later) makes one attempt, a message whose endpoint is disabled is stopped, an
// attempt whose row cannot be written fails only its own job, an attempt answered at once is
// recorded without waiting for a slow one, and a receiver's answer holding a NUL byte is logged. The attempts' client keeps connections: a receiver's next attempt reuses
// one, and an attempt on a kept connection the receiver drops goes again on a new one.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { newId } from "~/server/ids";
import { sendWebhook } from "~/server/integrations/webhooks/send-webhook";
import { deliverMessages } from "~/server/services/webhooks/deliver-message";
import { createEndpoint } from "~/server/services/webhooks/manage-endpoints";
import { apiCompany } from "../api/http";
import { eventually } from "../eventually";
import { requestsTo, startReceiver, type Receiver } from "./receiver";

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

/** An endpoint at a fresh path and `count` events waiting for it, each with its message and no job. */
async function waiting(count: number, options: { enabled?: boolean } = {}) {
  const { companyId } = await apiCompany();
  const path = `/hooks/batch-${companyId}`;
  const endpoint = await createEndpoint({
    actor: { kind: "api_key" },
    companyId,
    input: {
      url: receiver.url.replace("/hooks", path),
      events: ["vehicle.created"],
      enabled: options.enabled ?? true,
    },
  });
  const messages: { messageId: string; eventId: string }[] = [];
  for (let i = 0; i < count; i++) {
    // Dispatched already, so the dispatcher leaves it alone: only these tests attempt it.
    const event = await db.event.create({
      data: {
        id: newId("event"),
        companyId,
        type: "vehicle.created",
        payload: { object: { id: `veh_batch_${i}`, vrm: "BA19TCH" } },
        dispatchedAt: new Date(),
      },
    });
    const message = await db.webhookMessage.create({
      data: { id: randomUUID(), companyId, endpointId: endpoint.id, eventId: event.id },
    });
    messages.push({ messageId: message.id, eventId: event.id });
  }
  return { endpointId: endpoint.id, path, messages };
}

describe("a batch of webhook-delivery jobs", () => {
  it("makes one attempt for a job that comes twice in a batch and once more later", async () => {
    const { endpointId, path, messages } = await waiting(2);
    const jobs = messages.map((m) => ({ messageId: m.messageId, attempt: 1 }));
    expect(await deliverMessages([jobs[0]!, jobs[1]!, jobs[0]!])).toEqual([null, null, null]);
    expect(await deliverMessages([jobs[0]!])).toEqual([null]);
    expect(requestsTo(receiver, path)).toHaveLength(2);
    const log = await db.webhookDelivery.findMany({ where: { endpointId } });
    expect(log.map((d) => [d.eventId, d.attempt, d.status]).sort()).toEqual(
      messages.map((m) => [m.eventId, 1, "succeeded"]).sort(),
    );
    expect(
      await db.webhookMessage.findMany({
        where: { endpointId },
        select: { status: true, attempts: true },
      }),
    ).toEqual([
      { status: "succeeded", attempts: 1 },
      { status: "succeeded", attempts: 1 },
    ]);
  });

  it("stops a message whose endpoint was disabled, beside one it sends", async () => {
    const off = await waiting(1, { enabled: false });
    const on = await waiting(1);
    const jobs = [off, on].map((w) => ({ messageId: w.messages[0]!.messageId, attempt: 1 }));
    expect(await deliverMessages(jobs)).toEqual([null, null]);
    expect(requestsTo(receiver, off.path)).toHaveLength(0);
    expect(requestsTo(receiver, on.path)).toHaveLength(1);
    expect(
      await db.webhookMessage.findUniqueOrThrow({ where: { id: off.messages[0]!.messageId } }),
    ).toMatchObject({ status: "stopped", attempts: 0 });
    expect(await db.webhookDelivery.count({ where: { endpointId: off.endpointId } })).toBe(0);
  });

  it("fails only the job whose attempt cannot be written; the others of its batch are recorded", async () => {
    const { endpointId, messages } = await waiting(3);
    const refused = messages[1]!;
    await db.$executeRawUnsafe(`
      CREATE FUNCTION refuse_batch_test() RETURNS trigger AS $$
      BEGIN
        IF NEW."eventId" = '${refused.eventId}' THEN RAISE EXCEPTION 'refused by the test'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER refuse_batch_test BEFORE INSERT ON "WebhookDelivery" FOR EACH ROW EXECUTE FUNCTION refuse_batch_test()`,
    );
    let outcomes: unknown[];
    try {
      outcomes = await deliverMessages(
        messages.map((m) => ({ messageId: m.messageId, attempt: 1 })),
      );
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER refuse_batch_test ON "WebhookDelivery"`);
      await db.$executeRawUnsafe(`DROP FUNCTION refuse_batch_test()`);
    }
    expect(outcomes[0]).toBeNull();
    expect(String(outcomes[1])).toContain("refused by the test");
    expect(outcomes[2]).toBeNull();
    const logged = await db.webhookDelivery.findMany({ where: { endpointId } });
    expect(logged.map((d) => d.eventId).sort()).toEqual(
      [messages[0]!.eventId, messages[2]!.eventId].sort(),
    );
    // Its message still waits for that attempt: the job's retry makes it.
    expect(
      await db.webhookMessage.findUniqueOrThrow({ where: { id: refused.messageId } }),
    ).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("records an attempt answered at once while a slow one of its batch still waits", async () => {
    const fast = await waiting(1);
    const slow = await waiting(1);
    receiver.script.set(slow.path, [{ status: 200, body: "late", delayMs: 3_000 }]);
    const running = deliverMessages(
      [fast, slow].map((w) => ({ messageId: w.messages[0]!.messageId, attempt: 1 })),
    );
    await eventually(
      () => db.webhookDelivery.findFirst({ where: { endpointId: fast.endpointId } }),
      {
        timeoutMs: 2_500,
        what: "the fast attempt recorded",
      },
    );
    expect(await db.webhookDelivery.count({ where: { endpointId: slow.endpointId } })).toBe(0);
    expect(await running).toEqual([null, null]);
    expect(await db.webhookDelivery.count({ where: { endpointId: slow.endpointId } })).toBe(1);
  });

  it("logs an answer holding a NUL byte, without it", async () => {
    const { endpointId, path, messages } = await waiting(1);
    receiver.script.set(path, [{ status: 200, body: "ok\u0000done" }]);
    expect(await deliverMessages([{ messageId: messages[0]!.messageId, attempt: 1 }])).toEqual([
      null,
    ]);
    expect(await db.webhookDelivery.findFirstOrThrow({ where: { endpointId } })).toMatchObject({
      status: "succeeded",
      responseExcerpt: "okdone",
    });
  });
});

describe("the attempts' connections", () => {
  let server: Server;
  let url = "";
  let connections = 0;
  let requests = 0;
  // The receiver drops the connection under the request numbers listed, without an answer.
  const dropAt = new Set<number>();
  beforeAll(async () => {
    server = createServer((req, res) => {
      const number = ++requests;
      req.resume();
      req.on("end", () => {
        if (dropAt.has(number)) req.socket.destroy();
        else res.writeHead(200).end("ok");
      });
    });
    server.on("connection", () => connections++);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = () => sendWebhook({ url, body: "{}", headers: {}, allowPrivate: true });

  it("reuses one connection for a receiver's next attempts", async () => {
    const before = connections;
    for (let i = 0; i < 3; i++) expect(await post()).toMatchObject({ responseStatus: 200 });
    expect(connections - before).toBe(1);
  });

  it("sends an attempt again on a new connection when the receiver drops the kept one", async () => {
    expect(await post()).toMatchObject({ responseStatus: 200 });
    const before = connections;
    dropAt.add(requests + 1);
    expect(await post()).toMatchObject({ responseStatus: 200, error: null });
    expect(connections - before).toBe(1);
  });
});
