// The spec's typical integration, end to end over the REST API with a real webhook
// receiver: a hirer, a new vehicle, an agreement with the default terms, send, the
// hirer signs on the signing page, agreement.signed arrives signed (Standard Webhooks),
// the PDF is downloaded, handover, close, agreement.closed arrives. (The browser half of
// the signing is e2e/ui/signing.spec.ts.)
import { createHash } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCompany, call, json } from "../api/http";
import { eventually } from "../eventually";
import { requestsTo, startReceiver, type Receiver } from "../webhooks/receiver";
import { agreementPdf, HIRE_WITHIN_MOT, signForm, submitPage } from "./helpers";

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

type Event = { id: string; type: string; data: { object: Record<string, unknown> } };

describe("the typical integration", () => {
  it("hirer, vehicle, agreement, send, sign, agreement.signed, PDF, handover, close, agreement.closed", async () => {
    const { companyId, key } = await apiCompany({ rateLimit: 10_000 });
    const path = `/hooks/${companyId}`;
    const endpoint = await json<{ secret: string }>(
      await call("POST", "/webhook-endpoints", {
        key,
        body: {
          url: receiver.url.replace("/hooks", path),
          events: ["agreement.signed", "agreement.closed"],
        },
      }),
    );
    const hirer = await json<{ id: string }>(
      await call("POST", "/customers", {
        key,
        body: { name: "Amelia Hirer", email: "amelia@example.com", phone: "07700 900123" },
      }),
    );
    const vehicle = await json<{ id: string }>(
      await call("POST", "/vehicles", { key, body: { vrm: "AA19AAA" } }),
    );
    const created = await call("POST", "/agreements", {
      key,
      body: {
        customer_id: hirer.id,
        vehicle_id: vehicle.id,
        ...HIRE_WITHIN_MOT,
        daily_rate_pence: 4500,
        deposit_pence: 20000,
      },
    });
    expect(created.status).toBe(201);
    const agreement = await json<{ id: string; terms: { name: string } }>(created);
    expect(agreement.terms.name).toBe("Standard hire terms");
    const sent = await json<{ signing_url: string }>(
      await call("POST", `/agreements/${agreement.id}/send`, { key }),
    );
    await submitPage(sent.signing_url.split("/sign/")[1]!, signForm);

    const verified = (index: number) =>
      eventually(
        () => {
          const request = requestsTo(receiver, path)[index];
          if (!request) return Promise.resolve(null);
          const headers = Object.fromEntries(
            Object.entries(request.headers).map(([k, v]) => [k, String(v)]),
          );
          return Promise.resolve(
            new Webhook(endpoint.secret).verify(request.body, headers) as Event,
          );
        },
        { what: `webhook ${index + 1}`, timeoutMs: 20_000 },
      );
    const signedEvent = await verified(0);
    expect(signedEvent.type).toBe("agreement.signed");
    const signed = await json<{ status: string; document_sha256: string }>(
      await call("GET", `/agreements/${agreement.id}`, { key }),
    );
    expect(signedEvent.data.object).toEqual(signed);

    const pdf = Buffer.from(await (await agreementPdf(key, agreement.id)).arrayBuffer());
    expect(createHash("sha256").update(pdf).digest("hex")).toBe(signed.document_sha256);
    expect(
      (
        await json(
          await call("POST", `/agreements/${agreement.id}/handover`, {
            key,
            body: { odometer: 12000 },
          }),
        )
      ).status,
    ).toBe("out");
    const closed = await json<{ status: string }>(
      await call("POST", `/agreements/${agreement.id}/close`, { key, body: { odometer: 12480 } }),
    );
    expect(closed.status).toBe("closed");
    const closedEvent = await verified(1);
    expect(closedEvent.type).toBe("agreement.closed");
    expect(closedEvent.data.object).toEqual(closed);
  });
});
