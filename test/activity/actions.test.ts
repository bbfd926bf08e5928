// A representative walk through the product, one call at a time: each change adds the
// activity row it should, with the right action and object (the guard proves only "at least one").
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { recordEndpointHealth } from "~/server/services/webhooks/endpoint-health";
import { apiKeyCaller, createCompany, staff } from "../factories";
import { activityOf } from "./helpers";

type Row = Awaited<ReturnType<typeof activityOf>>[number];

/** Runs `change` and returns the rows it added. */
async function rowsOf(
  companyId: string,
  change: () => Promise<unknown>,
): Promise<Pick<Row, "action" | "objectType" | "actorType">[]> {
  const before = (await activityOf(companyId)).length;
  await change();
  return (await activityOf(companyId))
    .slice(before)
    .map(({ action, objectType, actorType }) => ({ action, objectType, actorType }));
}

describe("what each change records", () => {
  it("reports, inspections, sign-off and share links", async () => {
    const { companyId } = await createCompany({ credits: 5 });
    const api = apiKeyCaller(companyId);
    const one = (action: string, objectType: string) => [
      { action, objectType, actorType: "api_key" },
    ];

    let reportId = "";
    expect(
      await rowsOf(
        companyId,
        async () =>
          (reportId = (await api.reports.create({ vrm: "AA19AAA", type: "outbound" })).id),
      ),
    ).toEqual([
      { action: "vehicle.created", objectType: "vehicle", actorType: "api_key" },
      { action: "report.created", objectType: "report", actorType: "api_key" },
    ]);
    expect(
      await rowsOf(companyId, () => api.reports.update({ id: reportId, odometer: 12000 })),
    ).toEqual(one("report.updated", "report"));
    let inspectionId = "";
    expect(
      await rowsOf(
        companyId,
        async () =>
          (inspectionId = (
            await api.reports.createInspection({ report_id: reportId, area: "Roof" })
          ).id),
      ),
    ).toEqual(one("inspection.created", "inspection"));
    expect(
      await rowsOf(companyId, () =>
        api.reports.updateInspection({ id: inspectionId, verdict: "advisory" }),
      ),
    ).toEqual(one("inspection.updated", "inspection"));
    expect(
      await rowsOf(companyId, () => api.reports.deleteInspection({ id: inspectionId })),
    ).toEqual(one("inspection.deleted", "inspection"));
    expect(await rowsOf(companyId, () => api.reports.complete({ id: reportId }))).toEqual(
      one("report.completed", "report"),
    );
    expect(
      await rowsOf(companyId, () =>
        api.reports.signOff({ id: reportId, signed_by_name: "Sam Inspector" }),
      ),
    ).toEqual(one("report.signed_off", "report"));
    expect(await rowsOf(companyId, () => api.reports.createShareLink({ id: reportId }))).toEqual(
      one("report.share_link_created", "report"),
    );

    // The log is for staff: the API key cannot read it.
    await expect(
      api.settings.activity.forObject({ object_type: "report", object_id: reportId, limit: 25 }),
    ).rejects.toThrow(/signing in/);
    const rows = await db.activityLog.findMany({
      where: { companyId, OR: [{ objectId: reportId }, { parentId: reportId }] },
    });
    expect(rows).toHaveLength(8);
    expect(JSON.stringify(rows.map((r) => r.changes))).not.toMatch(/token|[A-Za-z0-9_-]{43}/);
  });

  it("settings, keys and the team", async () => {
    const { companyId, ownerId } = await createCompany();
    const owner = staff(companyId, ownerId, "OWNER");
    const user = (action: string, objectType: string) => [
      { action, objectType, actorType: "user" },
    ];

    expect(
      await rowsOf(companyId, () => owner.settings.apiAccess.setEnabled({ enabled: true })),
    ).toEqual(user("api_access.enabled", "api_access"));
    expect(await rowsOf(companyId, () => owner.settings.apiAccess.regenerateKey())).toEqual(
      user("api_access.key_regenerated", "api_access"),
    );
    expect(
      await rowsOf(companyId, () =>
        owner.settings.apiAccess.updateIpAllowList({ ip_allow_list: ["203.0.113.0/24"] }),
      ),
    ).toEqual(user("api_access.allow_list_updated", "api_access"));
    expect(
      await rowsOf(companyId, () => owner.billing.setLowBalanceThreshold({ threshold: 3 })),
    ).toEqual(user("billing_settings.updated", "billing_settings"));
    let invitationId = "";
    expect(
      await rowsOf(
        companyId,
        async () =>
          (invitationId = (
            await owner.settings.team.invite({ email: "new@example.test", role: "MANAGER" })
          ).id),
      ),
    ).toEqual(user("invitation.created", "invitation"));
    expect(
      await rowsOf(companyId, () =>
        owner.settings.team.revokeInvitation({ invitation_id: invitationId }),
      ),
    ).toEqual(user("invitation.revoked", "invitation"));

    const key = (await activityOf(companyId)).find(
      (r) => r.action === "api_access.key_regenerated",
    );
    expect(key?.changes).toEqual([{ field: "api_key", changed: true }]);
  });

  it("records a webhook endpoint disabled after a 410 as automatic", async () => {
    const { companyId, ownerId } = await createCompany();
    const endpoint = await staff(
      companyId,
      ownerId,
      "OWNER",
    ).settings.webhooks.createWebhookEndpoint({
      url: "https://example.test/hook",
      events: ["*"],
      enabled: true,
    });
    const row = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    const gone = {
      responseStatus: 410,
      responseExcerpt: null,
      error: null,
      durationMs: 5,
      retryAfterSeconds: null,
    };
    expect(
      await rowsOf(companyId, () =>
        db.$transaction((tx) => recordEndpointHealth(tx, row, gone, new Date())),
      ),
    ).toEqual([
      { action: "webhook_endpoint.disabled", objectType: "webhook_endpoint", actorType: "system" },
    ]);
  });
});
