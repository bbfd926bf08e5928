// What an attempt's answer does to its endpoint: a success clears the failing clock; a 410
// disables it at once (`gone`); failures with no success for 5 days disable it (`failing`)
// and the company's Owners get an email.
import { env } from "~/env";
import type { Tx } from "../../db";
import type { WebhookResponse } from "../../integrations/webhooks/send-webhook";
import type { EndpointRow } from "../../models/webhook";
import { enqueueMail } from "../mail/queued-mail";
import { isSuccess } from "./attempt";

export const FAILING_DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;

export async function recordEndpointHealth(tx: Tx, endpoint: EndpointRow, result: WebhookResponse, now: Date): Promise<void> {
  if (isSuccess(result)) {
    // Only touches the row when it was failing, so busy endpoints are not written on every success.
    await tx.webhookEndpoint.updateMany({ where: { id: endpoint.id, failingSince: { not: null } }, data: { failingSince: null } });
    return;
  }
  if (result.responseStatus === 410) {
    await tx.webhookEndpoint.updateMany({ where: { id: endpoint.id, enabled: true }, data: { enabled: false, disabledReason: "gone" } });
    return;
  }
  await tx.webhookEndpoint.updateMany({ where: { id: endpoint.id, failingSince: null }, data: { failingSince: now } });
  const since = endpoint.failingSince ?? now;
  if (now.getTime() - since.getTime() < FAILING_DISABLE_AFTER_MS) return;
  const disabled = await tx.webhookEndpoint.updateMany({ where: { id: endpoint.id, enabled: true }, data: { enabled: false, disabledReason: "failing" } });
  if (disabled.count === 1) await mailOwners(tx, endpoint);
}

async function mailOwners(tx: Tx, endpoint: EndpointRow): Promise<void> {
  const owners = await tx.user.findMany({ where: { companyId: endpoint.companyId, role: "OWNER" }, select: { email: true, name: true } });
  for (const owner of owners) {
    await enqueueMail(tx, {
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
