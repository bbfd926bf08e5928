// Who changed what: a staff member, the API key and Kerbside itself, with the fields that
// changed; a refused change records nothing.
import { describe, expect, it } from "vitest";
import { closePurchase } from "~/server/services/credits/settle-purchase";
import { apiKeyCaller, createCompany, staff } from "../factories";
import { activityCount, activityOf, failure } from "./helpers";

describe("recording activity", () => {
  it("records a staff member's edit with their id, name and the before and after of each changed field", async () => {
    const { companyId, ownerId } = await createCompany({ credits: 5 });
    const owner = staff(companyId, ownerId, "OWNER");
    const vehicle = await owner.fleet.create({ vrm: "AA19AAA" });
    await owner.fleet.update({
      id: vehicle.id,
      nickname: "Blue van",
      notes: "Dent on the tailgate",
      fleet_number: vehicle.fleet_number,
    });

    const rows = await activityOf(companyId);
    const updated = rows.find((r) => r.action === "vehicle.updated");
    expect(rows.map((r) => r.action)).toEqual(["vehicle.created", "vehicle.updated"]);
    expect(updated).toMatchObject({
      actorType: "user",
      actorId: ownerId,
      actorName: "Olive Owner",
      objectType: "vehicle",
      objectId: vehicle.id,
    });
    expect(updated?.changes).toEqual([
      { field: "nickname", before: null, after: "Blue van" },
      { field: "notes", before: null, after: "Dent on the tailgate" },
    ]);
  });

  it("records an API-key edit as the API key, and a secret only as changed", async () => {
    const { companyId, ownerId } = await createCompany();
    const api = apiKeyCaller(companyId);
    const customer = await api.agreements.createCustomer({
      name: "Amelia Hirer",
      email: "amelia@example.test",
    });
    await api.agreements.updateCustomer({ id: customer.id, phone: "+447700900123" });
    const endpoint = await staff(
      companyId,
      ownerId,
      "OWNER",
    ).settings.webhooks.createWebhookEndpoint({
      url: "https://example.test/hook",
      events: ["*"],
      enabled: true,
    });

    const rows = await activityOf(companyId);
    const update = rows.find((r) => r.action === "customer.updated");
    expect(update).toMatchObject({
      actorType: "api_key",
      actorId: null,
      actorName: "API key",
      objectId: customer.id,
    });
    // A hirer's personal data is named, never copied: the log outlives their deletion.
    expect(update?.changes).toEqual([{ field: "phone", changed: true }]);
    expect(JSON.stringify(rows.map((r) => r.changes))).not.toMatch(/amelia|7700900123/i);
    const created = rows.find((r) => r.action === "webhook_endpoint.created");
    expect(created?.objectId).toBe(endpoint.id);
    expect(created?.changes).toContainEqual({ field: "secret", changed: true });
    expect(JSON.stringify(created?.changes)).not.toContain(endpoint.secret);
  });

  it("records what the payment provider settles as automatic (system)", async () => {
    const { companyId, ownerId } = await createCompany();
    const purchase = await staff(companyId, ownerId, "OWNER").billing.createPurchase({
      bundle_id: "bdl_10",
    });
    await closePurchase({ purchaseId: purchase.id, outcome: "cancelled" });

    const rows = await activityOf(companyId);
    expect(rows.map((r) => [r.action, r.actorType, r.actorName])).toEqual([
      ["purchase.started", "user", "Olive Owner"],
      ["purchase.cancelled", "system", "Payment provider"],
    ]);
    expect(rows[1]?.changes).toEqual([{ field: "status", before: "pending", after: "cancelled" }]);
  });

  it("records nothing for a refused change (409, 400)", async () => {
    const { companyId, ownerId } = await createCompany({ credits: 5 });
    const owner = staff(companyId, ownerId, "OWNER");
    const report = await owner.reports.create({ vrm: "AA19AAA", type: "outbound" });
    await owner.reports.cancel({ id: report.id });
    const before = await activityCount(companyId);

    expect((await failure(owner.reports.cancel({ id: report.id }))).status).toBe(409);
    expect((await failure(owner.reports.update({ id: report.id, notes: "too late" }))).status).toBe(
      409,
    );
    expect((await failure(owner.fleet.create({ vrm: "AA19AAA" }))).status).toBe(409);
    expect(
      (await failure(owner.settings.company.update({ contact_email: "not an email" }))).status,
    ).toBe(400);
    expect(await activityCount(companyId)).toBe(before);
  });
});
