// What an attempt's answer does to its endpoint: a success clears the failing clock; a 410
// disables it at once (`gone`); failures with no success for 5 days disable it (`failing`)
// and the company's Owners get an email.
import { env } from "~/env";
import type { Tx } from "../../db";
import type { WebhookResponse } from "../../integrations/webhooks/send-webhook";
import type { EndpointRow } from "../../models/webhook";
import { recordActivity, SYSTEM } from "../activity/record-activity";
import { enqueueEmail } from "../email/queued-email";
import { isSuccess } from "./attempt";

export const FAILING_DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;

export async function recordEndpointHealth(
  tx: Tx,
  endpoint: EndpointRow,
  result: WebhookResponse,
  now: Date,
): Promise<void> {
  if (isSuccess(result)) {
    // Only touches the row when it was failing, so busy endpoints are not written on every success.
    await tx.webhookEndpoint.updateMany({
      where: { id: endpoint.id, failingSince: { not: null } },
      data: { failingSince: null },
    });
    return;
  }
  if (result.responseStatus === 410) {
    const gone = await tx.webhookEndpoint.updateMany({
      where: { id: endpoint.id, enabled: true },
      data: { enabled: false, disabledReason: "gone" },
    });
    if (gone.count === 1) await recordDisabled(tx, endpoint, "gone");
    return;
  }
  await tx.webhookEndpoint.updateMany({
    where: { id: endpoint.id, failingSince: null },
    data: { failingSince: now },
  });
  const since = endpoint.failingSince ?? now;
  if (now.getTime() - since.getTime() < FAILING_DISABLE_AFTER_MS) return;
  // `endpoint` was read before the attempt; the clock as stored now decides, since enabling the
  // endpoint again meanwhile restarted it.
  const cutoff = new Date(now.getTime() - FAILING_DISABLE_AFTER_MS);
  const disabled = await tx.webhookEndpoint.updateMany({
    where: { id: endpoint.id, enabled: true, failingSince: { lte: cutoff } },
    data: { enabled: false, disabledReason: "failing" },
  });
  if (disabled.count === 1) {
    await recordDisabled(tx, endpoint, "failing");
    await emailOwners(tx, endpoint);
  }
}

async function recordDisabled(tx: Tx, endpoint: EndpointRow, reason: string): Promise<void> {
  const changes = [
    { field: "enabled", before: true, after: false },
    { field: "disabled_reason", before: null, after: reason },
  ];
  const object = { type: "webhook_endpoint" as const, id: endpoint.id };
  await recordActivity(tx, {
    companyId: endpoint.companyId,
    actor: SYSTEM.webhookHealth,
    action: "webhook_endpoint.disabled",
    object,
    changes,
  });
}

async function emailOwners(tx: Tx, endpoint: EndpointRow): Promise<void> {
  const owners = await tx.user.findMany({
    where: { companyId: endpoint.companyId, role: "OWNER" },
    select: { email: true, name: true },
  });
  for (const owner of owners) {
    await enqueueEmail(tx, {
      companyId: endpoint.companyId,
      to: owner.email,
      subject: "A webhook endpoint was disabled after 5 days of failures",
      text: [
        `Hello ${owner.name},`,
        "",
        `Every delivery to your webhook endpoint ${endpoint.url} has failed for 5 days, so Kerbside has disabled it. No new events will be sent to it.`,
        "",
        `Fix the receiver, then enable the endpoint again under Settings > Webhooks (${env.APP_URL}/settings/webhooks). It resumes with new events; use Resend in its delivery log for any you need.`,
      ].join("\n"),
    });
  }
}
