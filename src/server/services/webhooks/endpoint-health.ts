// What an attempt's answer does to its endpoint: a success clears the failing clock; a 410
// disables it at once (`gone`); failures with no success for 5 days disable it (`failing`)
// and the company's Owners get an email.
import { env } from "~/env";
import { unnestRows, type Tx } from "../../db";
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

type Attempted = { endpoint: EndpointRow; result: WebhookResponse };

// Which of one endpoint's attempts in a batch decides its health: a 410, else a success, else a failure.
const weight = (result: WebhookResponse) =>
  result.responseStatus === 410 ? 2 : isSuccess(result) ? 1 : 0;

/**
 * The health after a batch of attempts at several endpoints, as `recordEndpointHealth` records
 * each endpoint's deciding attempt. The endpoints whose rows change (most change nothing: a
 * success on one that was not failing) are found and locked by one statement, in id order, so
 * two batches over the same endpoints never wait for each other in a cycle.
 */
export async function recordEndpointsHealth(
  tx: Tx,
  attempts: Attempted[],
  now: Date,
): Promise<void> {
  const deciding = new Map<string, Attempted>();
  for (const attempt of attempts) {
    const seen = deciding.get(attempt.endpoint.id);
    if (!seen || weight(attempt.result) > weight(seen.result))
      deciding.set(attempt.endpoint.id, attempt);
  }
  if (deciding.size === 0) return;
  const rows = [...deciding.values()].map(({ endpoint, result }) => ({
    id: endpoint.id,
    outcome: ["failed", "succeeded", "gone"][weight(result)]!,
  }));
  const cutoff = new Date(now.getTime() - FAILING_DISABLE_AFTER_MS);
  const changing = await tx.$queryRaw<{ id: string; failingSince: Date | null }[]>`
    SELECT e."id", e."failingSince" FROM "WebhookEndpoint" e
    JOIN ${unnestRows("o", { id: "text", outcome: "text" }, rows)} ON o."id" = e."id"
    WHERE CASE o."outcome"
      WHEN 'succeeded' THEN e."failingSince" IS NOT NULL
      WHEN 'gone' THEN e."enabled"
      ELSE e."failingSince" IS NULL OR (e."enabled" AND e."failingSince" <= ${cutoff}::timestamp(3))
    END
    ORDER BY e."id"
    FOR NO KEY UPDATE OF e`;
  for (const row of changing) {
    const { endpoint, result } = deciding.get(row.id)!;
    await recordEndpointHealth(tx, { ...endpoint, failingSince: row.failingSince }, result, now);
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
