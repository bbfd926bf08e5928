// An integrator's ticket over real HTTP against the production build, as curl would:
// open one about a vehicle, comment, find it, close it, and be refused a comment then.
import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { apiCompany } from "./api-company";

test("an integrator opens a ticket about a vehicle, comments, finds it and closes it", async ({
  playwright,
}) => {
  const { key } = await apiCompany();
  const api = await playwright.request.newContext({
    baseURL: `${baseURL}/api/v1/`,
    extraHTTPHeaders: { Authorization: `Bearer ${key}` },
  });

  const vehicle = (await (await api.post("vehicles", { data: { vrm: "AA19AAA" } })).json()) as {
    id: string;
  };
  const created = await api.post("tickets", {
    data: {
      subject: "Tyre warning light",
      body: "Came on after 20 miles.",
      priority: "high",
      vehicle_id: vehicle.id,
    },
    headers: { "Idempotency-Key": "tkt-1" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const ticket = (await created.json()) as { id: string };
  expect(ticket).toMatchObject({
    status: "open",
    priority: "high",
    vehicle_id: vehicle.id,
    comments_count: 0,
  });
  const replay = await api.post("tickets", {
    data: {
      subject: "Tyre warning light",
      body: "Came on after 20 miles.",
      priority: "high",
      vehicle_id: vehicle.id,
    },
    headers: { "Idempotency-Key": "tkt-1" },
  });
  expect(replay.headers()["idempotent-replayed"]).toBe("true");

  const comment = await api.post(`tickets/${ticket.id}/comments`, {
    data: { body: "Pressure checked: fine." },
  });
  expect(comment.status()).toBe(201);
  expect(await comment.json()).toMatchObject({ ticket_id: ticket.id, author: { type: "api_key" } });
  expect(await (await api.get(`tickets?vehicle_id=${vehicle.id}&q=tyre`)).json()).toMatchObject({
    data: [{ id: ticket.id, comments_count: 1 }],
    has_more: false,
  });

  const closed = await api.put(`tickets/${ticket.id}`, { data: { status: "closed" } });
  const closedTicket = (await closed.json()) as { status: string; closed_at: string | null };
  expect(closedTicket.status).toBe("closed");
  expect(closedTicket.closed_at).not.toBeNull();
  const refused = await api.post(`tickets/${ticket.id}/comments`, {
    data: { body: "One more thing" },
  });
  expect(refused.status()).toBe(409);
  expect(refused.headers()["content-type"]).toMatch(/^application\/problem\+json/);
  expect(await refused.json()).toMatchObject({ code: "invalid_state" });

  const unknown = await api.post("tickets", {
    data: { subject: "S", body: "B", customer_id: vehicle.id },
  });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({
    code: "not_found",
    errors: [{ pointer: "/customer_id" }],
  });
  expect((await api.delete(`tickets/${ticket.id}`)).status()).toBe(204);
  expect((await api.get(`tickets/${ticket.id}`)).status()).toBe(404);
});
