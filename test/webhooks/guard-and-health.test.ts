// What only a failing receiver shows: redirects, time-outs and names resolving to refused
// addresses fail the attempt; five days of failures disable the endpoint and mail the
// Owners; report.completed and inspection.verdict_flagged carry what GET returns.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { sendWebhook } from "~/server/integrations/webhooks/send-webhook";
import { apiCompany, call, json } from "../api/http";
import { eventually } from "../eventually";
import { uploadMedia } from "~/server/services/media/upload-media";
import { answeredReport, cameraJpeg } from "../reports/helpers";
import { requestsTo, startReceiver, type Receiver } from "./receiver";

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const post = (url: string, allowPrivate: boolean, timeoutMs?: number) =>
  sendWebhook({ url, body: "{}", headers: {}, allowPrivate, timeoutMs });

describe("a webhook attempt", () => {
  it("refuses a name that resolves to a loopback address at send time, unless private URLs are allowed", async () => {
    const url = receiver.url.replace("127.0.0.1", "localhost");
    expect(await post(url, false)).toMatchObject({
      error: "address_refused",
      responseStatus: null,
    });
    expect(await post(url, true)).toMatchObject({ error: null, responseStatus: 200 });
  });

  it("does not follow a redirect, gives up after the time-out, and reports a refused connection", async () => {
    receiver.script.set("/hooks/redirect", [
      { status: 302, headers: { Location: "https://example.com/" } },
    ]);
    expect(await post(receiver.url + "/redirect", true)).toMatchObject({
      responseStatus: 302,
      error: null,
    });
    receiver.script.set("/hooks/slow", [{ status: 200, delayMs: 1500 }]);
    expect(await post(receiver.url + "/slow", true, 300)).toMatchObject({
      responseStatus: null,
      error: "timeout",
    });
    expect(await post("http://127.0.0.1:9/", true)).toMatchObject({
      responseStatus: null,
      error: "connection_failed",
    });
  });
});

describe("endpoint health", () => {
  it("an endpoint failing for 5 days without a success is disabled (failing) and the Owners are emailed", async () => {
    const { key, companyId, ownerEmail } = await apiCompany({ rateLimit: 10_000 });
    const path = `/hooks/failing-${companyId}`;
    receiver.script.set(
      path,
      Array.from({ length: 5 }, () => ({ status: 500 })),
    );
    const endpoint = await json<{ id: string }>(
      await call("POST", "/webhook-endpoints", {
        key,
        body: { url: receiver.url.replace("/hooks", path), events: ["*"] },
      }),
    );
    await db.webhookEndpoint.update({
      where: { id: endpoint.id },
      data: { failingSince: new Date(Date.now() - 5 * 24 * 60 * 60 * 1000 - 1000) },
    });
    await call("POST", "/vehicles", { key, body: { vrm: "AA19AAA" } });
    const disabled = await eventually(async () => {
      const current = await json<{ enabled: boolean; disabled_reason: string | null }>(
        await call("GET", `/webhook-endpoints/${endpoint.id}`, { key }),
      );
      return current.enabled ? null : current;
    });
    expect(disabled.disabled_reason).toBe("failing");
    const mail = await eventually(() => db.sentEmail.findFirst({ where: { to: ownerEmail } }), {
      what: "the Owner's email",
    });
    expect(mail.subject).toBe("A webhook endpoint was disabled after 5 days of failures");
    expect(mail.text).toContain(receiver.url.replace("/hooks", path));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requestsTo(receiver, path)).toHaveLength(1);
  });
});

describe("event payloads", () => {
  it("report.completed and inspection.verdict_flagged carry the report and inspection exactly as GET returns them then", async () => {
    const { key, companyId } = await apiCompany({ rateLimit: 10_000 });
    const path = `/hooks/payloads-${companyId}`;
    await call("POST", "/webhook-endpoints", {
      key,
      body: {
        url: receiver.url.replace("/hooks", path),
        events: ["report.completed", "inspection.verdict_flagged"],
      },
    });
    const { api, report, inspections } = await answeredReport(companyId);
    const flagged = await api.reports.updateInspection({
      id: inspections[0]!.id,
      verdict: "fail",
      notes: "Cracked lamp",
    });
    await uploadMedia({
      actor: { kind: "api_key" },
      companyId,
      inspectionId: inspections[0]!.id,
      bytes: await cameraJpeg(),
      caption: "Lamp",
    });
    await api.reports.complete({ id: report.id });
    const completed = await json(await call("GET", `/reports/${report.id}`, { key }));
    const bodies = await eventually(() => {
      const got = requestsTo(receiver, path).map(
        (r) => JSON.parse(r.body) as { type: string; data: { object: unknown } },
      );
      return Promise.resolve(got.length >= 2 ? got : null);
    });
    expect(bodies.find((b) => b.type === "inspection.verdict_flagged")?.data.object).toEqual(
      flagged,
    );
    expect(bodies.find((b) => b.type === "report.completed")?.data.object).toEqual(completed);
  });
});

describe("customer.created", () => {
  it("delivers the customer exactly as GET /customers/{id} returns it", async () => {
    const { key, companyId } = await apiCompany({ rateLimit: 10_000 });
    const path = `/hooks/customers-${companyId}`;
    await call("POST", "/webhook-endpoints", {
      key,
      body: { url: receiver.url.replace("/hooks", path), events: ["customer.created"] },
    });
    const customer = await json<{ id: string }>(
      await call("POST", "/customers", {
        key,
        body: { name: "Amelia Hirer", email: "Amelia@Example.com", phone: "07700 900123" },
      }),
    );
    const request = await eventually(() => Promise.resolve(requestsTo(receiver, path)[0]), {
      what: "the customer.created delivery",
    });
    const body = JSON.parse(request.body) as { type: string; data: { object: unknown } };
    expect(body.type).toBe("customer.created");
    expect(body.data.object).toEqual(
      await json(await call("GET", `/customers/${customer.id}`, { key })),
    );
  });
});
